import { dniError, emailLooksValid, messages } from '@backoffice/domain';
import { Form } from 'react-final-form';
import { composeValidators, FormTextField, type SubmitHandler, useSendThenClear } from '#forms';
import { labels } from '#labels';
import { InlineEdit, type InlineEditValue } from '#patterns/InlineEdit';
import { Section } from '#patterns/Section';
import { Button } from '#primitives/Button';
import { configLabels } from '../labels';
import { InlineForm, Table, TableScroll } from '../shared/ConfigSection.styles';
import { isLoaded, type SectionLoad, yesNo } from '../shared/section';

const L = configLabels.salesAgents;

/** A sales agent of the affiliate (§3 "Sales agent"), as salesAgentsInDepthList gives it. */
export interface SalesAgentRow {
  '@id': string;
  /** The agent's user link: inline edits PUT on it (§7 "PUT on the user link"). */
  user?: string;
  username: string;
  email: string;
  firstname?: string | null;
  lastname?: string | null;
  dni?: string | null;
  reference?: string | null;
  manager?: string | null;
  active?: boolean;
  /** Number of loans. */
  loans?: number;
}

export interface NewSalesAgentValues {
  email: string;
  firstname: string;
  lastname: string;
  dni?: string;
  reference?: string;
}

/** The fields an inline edit changes on an agent's row. */
export type SalesAgentField = 'email' | 'firstname' | 'lastname' | 'dni' | 'reference' | 'active';

export interface SalesAgentsSectionProps extends SectionLoad {
  agents?: readonly SalesAgentRow[] | undefined;
  canEdit?: boolean;
  /**
   * Saves one inline edit (text already trimmed; '' when emptied, a boolean for active). A promise
   * keeps the popover open until it settles; resolving false keeps it open.
   */
  onEdit?: (agent: SalesAgentRow, field: SalesAgentField, value: string | boolean) => unknown;
  creating?: boolean;
  /**
   * May return a promise: the form clears when it resolves; it keeps its input when it rejects or
   * resolves to the server's violations (`{ email: 'Email ya en uso: …' }`), shown under their fields.
   */
  onCreate?: SubmitHandler<NewSalesAgentValues>;
}

/** §5 validators of the inline edits: an emptied e-mail is refused; an emptied DNI becomes null. */
const emailValidator = (v: InlineEditValue) =>
  typeof v === 'string' && v.trim() && emailLooksValid(v) ? null : messages.validation.emailInvalid;
const dniValidator = (v: InlineEditValue) => (typeof v === 'string' && v.trim() ? dniError(v) : null);

const EMPTY = { email: '', firstname: '', lastname: '', dni: '', reference: '' };
type SalesAgentFormValues = typeof EMPTY;

const required = (value: string) => (value.trim() ? null : messages.validation.required);
const emailRule = composeValidators<string>(required, (value) =>
  emailLooksValid(value) ? null : messages.validation.emailInvalid,
);
const dniRule = (value: string) => (value.trim() ? dniError(value) : null);

/** The affiliate's sales agents (§3) and the creation of one (POST /api/users, §7), with the DNI and e-mail validators. */
export function SalesAgentsSection({
  agents,
  canEdit = false,
  creating = false,
  onCreate,
  onEdit,
  ...status
}: SalesAgentsSectionProps) {
  const editable = canEdit && Boolean(onEdit);
  const text = (
    a: SalesAgentRow,
    field: Exclude<SalesAgentField, 'active'>,
    validate?: (v: InlineEditValue) => string | null,
  ) =>
    editable ? (
      <InlineEdit
        label={`${L.columns[field === 'firstname' || field === 'lastname' ? 'name' : field]} ${a.username}`.trim()}
        kind="text"
        value={a[field] ?? ''}
        display={a[field] || null}
        validate={validate}
        onConfirm={(v) => onEdit?.(a, field, typeof v === 'string' ? v : '')}
      />
    ) : (
      a[field] || labels.values.missing
    );
  const { onSubmit, submitThenClear } = useSendThenClear((v: SalesAgentFormValues) => {
    const values: NewSalesAgentValues = {
      email: v.email.trim(),
      firstname: v.firstname.trim(),
      lastname: v.lastname.trim(),
    };
    if (v.dni.trim()) values.dni = v.dni.trim().toUpperCase();
    if (v.reference.trim()) values.reference = v.reference.trim();
    // The app says why a create fails ('Email ya en uso: …'); the form keeps what was typed.
    return onCreate?.(values);
  });

  const C = L.columns;
  return (
    <Section
      title={configLabels.sections.salesAgents}
      {...status}
      empty={Boolean(agents && agents.length === 0)}
      emptyText={L.empty}
      form={
        canEdit && onCreate && isLoaded(status) ? (
          <Form<SalesAgentFormValues>
            initialValues={EMPTY}
            onSubmit={onSubmit}
            render={({ handleSubmit, form, submitting }) => {
              const busy = creating || Boolean(submitting);
              return (
                <InlineForm
                  onSubmit={submitThenClear(handleSubmit, form, EMPTY)}
                  aria-label={L.add}
                  noValidate
                >
                  <FormTextField
                    name="email"
                    label={L.fields.email}
                    type="email"
                    required
                    disabled={busy}
                    validate={emailRule}
                  />
                  <FormTextField
                    name="firstname"
                    label={L.fields.firstname}
                    required
                    disabled={busy}
                    validate={required}
                  />
                  <FormTextField
                    name="lastname"
                    label={L.fields.lastname}
                    required
                    disabled={busy}
                    validate={required}
                  />
                  <FormTextField name="dni" label={L.fields.dni} disabled={busy} validate={dniRule} />
                  <FormTextField name="reference" label={L.fields.reference} disabled={busy} />
                  <Button type="submit" busy={busy}>
                    {L.add}
                  </Button>
                </InlineForm>
              );
            }}
          />
        ) : null
      }
    >
      {agents && agents.length > 0 ? (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{C.name}</th>
                <th scope="col">{C.username}</th>
                <th scope="col">{C.email}</th>
                <th scope="col">{C.dni}</th>
                <th scope="col">{C.reference}</th>
                <th scope="col">{C.manager}</th>
                <th scope="col">{C.active}</th>
                <th scope="col" data-numeric="">
                  {C.loans}
                </th>
              </tr>
            </thead>
            <tbody>
              {agents.map((a) => (
                <tr key={a['@id']}>
                  <th scope="row">{[a.firstname, a.lastname].filter(Boolean).join(' ') || a.username}</th>
                  <td>{a.username}</td>
                  <td>{text(a, 'email', emailValidator)}</td>
                  <td>{text(a, 'dni', dniValidator)}</td>
                  <td>{text(a, 'reference')}</td>
                  <td>{a.manager || labels.values.missing}</td>
                  <td>
                    {editable ? (
                      <InlineEdit
                        label={`${C.active} ${a.username}`}
                        kind="select"
                        value={a.active ? 'true' : 'false'}
                        options={[
                          { value: 'true', label: configLabels.common.yes },
                          { value: 'false', label: configLabels.common.no },
                        ]}
                        onConfirm={(v) => onEdit?.(a, 'active', v === 'true')}
                      />
                    ) : (
                      yesNo(a.active)
                    )}
                  </td>
                  <td data-numeric="">{a.loans ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      ) : null}
    </Section>
  );
}
