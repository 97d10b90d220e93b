import { messages, PURPOSES } from '@backoffice/domain';
import { Form } from 'react-final-form';
import { FormCheckbox, FormSelect, FormTextField, type SubmitHandler, useSendThenClear } from '#forms';
import { Section } from '#patterns/Section';
import { Button } from '#primitives/Button';
import { configLabels } from '../labels';
import { InlineForm, Table, TableScroll } from '../shared/ConfigSection.styles';
import { isLoaded, type SectionLoad, yesNo } from '../shared/section';
import { Page, PageTitle } from './SecondaryReasonsCatalogScreen.styles';

const L = configLabels.catalogue;

/** A secondary reason of the catalogue (§3 "Secondary reason"). */
export interface SecondaryReasonRow {
  '@id': string;
  primaryReason: string;
  secondaryReason: string;
  validated?: boolean;
  active?: boolean;
  less10k?: boolean;
}

export interface NewSecondaryReasonValues {
  primaryReason: string;
  secondaryReason: string;
  validated: boolean;
  active: boolean;
  less10k: boolean;
}

export interface SecondaryReasonsCatalogScreenProps extends SectionLoad {
  reasons?: readonly SecondaryReasonRow[] | undefined;
  creating?: boolean;
  /**
   * May return a promise: the form clears when it resolves; it keeps its input when it rejects or
   * resolves to the server's violations (`{ secondaryReason: '…' }`), shown under their fields.
   */
  onCreate: SubmitHandler<NewSecondaryReasonValues>;
}

const EMPTY_REASON: NewSecondaryReasonValues = {
  primaryReason: '',
  secondaryReason: '',
  validated: true,
  active: true,
  less10k: false,
};
const PURPOSE_OPTIONS = PURPOSES.map((p) => ({ value: p, label: p }));
const required = (value: string) => (value.trim() ? null : messages.validation.required);

/** /secondary-reasons (ADMIN_PLUS, §2, §6): the catalogue of secondary reasons by purpose, and creation. */
export function SecondaryReasonsCatalogScreen({
  reasons,
  creating = false,
  onCreate,
  ...status
}: SecondaryReasonsCatalogScreenProps) {
  const { onSubmit, submitThenClear } = useSendThenClear((v: NewSecondaryReasonValues) =>
    onCreate({ ...v, secondaryReason: v.secondaryReason.trim() }),
  );
  const F = L.fields;
  return (
    <Page>
      <PageTitle>{L.title}</PageTitle>
      <Section
        title={L.section}
        {...status}
        empty={Boolean(reasons && reasons.length === 0)}
        emptyText={L.empty}
      >
        {isLoaded(status) ? (
          <Form<NewSecondaryReasonValues>
            initialValues={EMPTY_REASON}
            onSubmit={onSubmit}
            render={({ handleSubmit, form, submitting }) => {
              const busy = creating || Boolean(submitting);
              return (
                <InlineForm
                  onSubmit={submitThenClear(handleSubmit, form, (sent) => ({ ...sent, secondaryReason: '' }))}
                  aria-label={L.create}
                  noValidate
                >
                  <FormSelect
                    name="primaryReason"
                    label={F.primaryReason}
                    options={PURPOSE_OPTIONS}
                    placeholder={configLabels.common.choose}
                    required
                    disabled={busy}
                    validate={required}
                  />
                  <FormTextField
                    name="secondaryReason"
                    label={F.secondaryReason}
                    required
                    disabled={busy}
                    validate={required}
                  />
                  {(['validated', 'active', 'less10k'] as const).map((k) => (
                    <FormCheckbox key={k} name={k} label={F[k]} disabled={busy} />
                  ))}
                  <Button type="submit" busy={busy}>
                    {L.create}
                  </Button>
                </InlineForm>
              );
            }}
          />
        ) : null}
        {reasons && reasons.length > 0 ? (
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{F.secondaryReason}</th>
                  <th scope="col">{F.primaryReason}</th>
                  <th scope="col">{F.validated}</th>
                  <th scope="col">{F.active}</th>
                  <th scope="col">{F.less10k}</th>
                </tr>
              </thead>
              <tbody>
                {reasons.map((r) => (
                  <tr key={r['@id']}>
                    <th scope="row">{r.secondaryReason}</th>
                    <td>{r.primaryReason}</td>
                    <td>{yesNo(r.validated)}</td>
                    <td>{yesNo(r.active)}</td>
                    <td>{yesNo(r.less10k)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        ) : null}
      </Section>
    </Page>
  );
}
