import { formatEurPlan } from '@backoffice/domain';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormNumberField, FormSelect, FormTextField, type SubmitHandler, useSendThenClear } from '#forms';
import { labels } from '#labels';
import { ConfirmDialog } from '#patterns/ConfirmDialog';
import { Section } from '#patterns/Section';
import { Button } from '#primitives/Button';
import { IconButton } from '#primitives/IconButton';
import type { SelectOption } from '#primitives/Select';
import { configLabels } from '../labels';
import { InlineForm, Table, TableScroll } from '../shared/ConfigSection.styles';
import { isLoaded, type SectionLoad } from '../shared/section';

const L = configLabels.links;

/** A link of the affiliate (§3 "Link"). */
export interface LinkRow {
  '@id': string;
  producto: string;
  cantidad?: number | null;
  secondaryReason?: string | null;
  customDomain?: string | null;
  hash: string;
  uri: string;
}

/** What the create form hands over; empty fields are left out (§5 "On creation only non-empty fields"). */
export interface NewLinkValues {
  producto: string;
  cantidad?: number;
  secondaryReason?: string;
  customDomain?: string;
}

export interface LinksSectionProps extends SectionLoad {
  links?: readonly LinkRow[] | undefined;
  /** The affiliate's secondary reasons (value: the secondary reason link). */
  secondaryReasonOptions?: readonly SelectOption[];
  secondaryReasonNames?: Readonly<Record<string, string>>;
  canEdit?: boolean;
  creating?: boolean;
  /**
   * May return a promise: the form clears when it resolves; it keeps its input when it rejects or
   * resolves to the server's violations (`{ customDomain: '…' }`), shown under their fields.
   */
  onCreate?: SubmitHandler<NewLinkValues>;
  onDelete?: (link: LinkRow) => void;
  deletingId?: string | null;
}

interface LinkFormValues {
  producto: string;
  cantidad: number | null;
  secondaryReason: string;
  customDomain: string;
}

const EMPTY_LINK: LinkFormValues = { producto: '', cantidad: null, secondaryReason: '', customDomain: '' };

const PRODUCTS = Object.entries(L.products).map(([value, label]) => ({ value, label }));
const productName = (p: string) => (L.products as Record<string, string>)[p] ?? p;

/** The affiliate's application links (§3): list, create and delete. */
export function LinksSection({
  links,
  secondaryReasonOptions = [],
  secondaryReasonNames = {},
  canEdit = false,
  creating = false,
  onCreate,
  onDelete,
  deletingId,
  ...status
}: LinksSectionProps) {
  // Issue 12: deleting asks first, like documents and cancellations.
  const [asking, setAsking] = useState<LinkRow | null>(null);
  const C = L.columns;
  const { onSubmit, submitThenClear } = useSendThenClear((v: LinkFormValues) => {
    const values: NewLinkValues = { producto: v.producto };
    if (v.cantidad !== null && Number.isFinite(v.cantidad)) values.cantidad = v.cantidad;
    if (v.secondaryReason) values.secondaryReason = v.secondaryReason;
    if (v.customDomain.trim()) values.customDomain = v.customDomain.trim();
    return onCreate?.(values);
  });

  return (
    <Section
      title={configLabels.sections.links}
      {...status}
      empty={Boolean(links && links.length === 0)}
      emptyText={L.empty}
      form={
        canEdit && onCreate && isLoaded(status) ? (
          <Form<LinkFormValues>
            initialValues={EMPTY_LINK}
            onSubmit={onSubmit}
            render={({ handleSubmit, form, values, submitting }) => {
              const busy = creating || Boolean(submitting);
              return (
                <InlineForm onSubmit={submitThenClear(handleSubmit, form, EMPTY_LINK)} aria-label={L.add}>
                  <FormSelect
                    name="producto"
                    label={L.fields.producto}
                    options={PRODUCTS}
                    placeholder={configLabels.common.choose}
                    required
                    disabled={busy}
                  />
                  <FormNumberField name="cantidad" label={L.fields.cantidad} min={0} disabled={busy} />
                  <FormSelect
                    name="secondaryReason"
                    label={L.fields.secondaryReason}
                    options={secondaryReasonOptions}
                    placeholder={configLabels.common.choose}
                    disabled={busy}
                  />
                  <FormTextField name="customDomain" label={L.fields.customDomain} disabled={busy} />
                  <Button type="submit" busy={busy} disabled={!values.producto}>
                    {L.add}
                  </Button>
                </InlineForm>
              );
            }}
          />
        ) : null
      }
    >
      {links && links.length > 0 ? (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{C.producto}</th>
                <th scope="col" data-numeric="">
                  {C.cantidad}
                </th>
                <th scope="col">{C.secondaryReason}</th>
                <th scope="col">{C.customDomain}</th>
                <th scope="col">{C.uri}</th>
                {canEdit && onDelete ? <th scope="col">{configLabels.common.actions}</th> : null}
              </tr>
            </thead>
            <tbody>
              {links.map((l) => (
                <tr key={l['@id']}>
                  <th scope="row">{productName(l.producto)}</th>
                  <td data-numeric="">
                    {l.cantidad != null ? formatEurPlan(l.cantidad) : labels.values.missing}
                  </td>
                  <td>
                    {(l.secondaryReason && secondaryReasonNames[l.secondaryReason]) || labels.values.missing}
                  </td>
                  <td>{l.customDomain || labels.values.missing}</td>
                  <td>
                    <code>{l.uri}</code>
                  </td>
                  {canEdit && onDelete ? (
                    <td>
                      <IconButton
                        label={configLabels.common.deleteItem(l.uri)}
                        icon="trash"
                        size="sm"
                        busy={deletingId === l['@id']}
                        onClick={() => setAsking(l)}
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={configLabels.links.confirmDeleteTitle}
        confirmLabel={configLabels.common.delete}
        cancelLabel={configLabels.common.cancel}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onDelete?.(asking);
          setAsking(null);
        }}
      >
        {asking ? configLabels.links.confirmDelete(asking.uri) : null}
      </ConfirmDialog>
    </Section>
  );
}
