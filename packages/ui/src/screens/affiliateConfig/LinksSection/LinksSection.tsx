import { formatEurPlan } from '@backoffice/domain';
import { type FormEvent, useState } from 'react';
import { labels } from '#labels';
import { ConfirmDialog } from '#patterns/ConfirmDialog';
import { Button } from '#primitives/Button';
import { IconButton } from '#primitives/IconButton';
import { NumberField } from '#primitives/NumberField';
import { Select, type SelectOption } from '#primitives/Select';
import { TextField } from '#primitives/TextField';
import { configLabels } from '../labels';
import { ConfigSection, type SectionStatus } from '../shared/ConfigSection';
import { InlineForm, Table, TableScroll } from '../shared/ConfigSection.styles';

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

export interface LinksSectionProps extends SectionStatus {
  links?: readonly LinkRow[] | undefined;
  /** The affiliate's secondary reasons (value: the secondary reason link). */
  secondaryReasonOptions?: readonly SelectOption[];
  secondaryReasonNames?: Readonly<Record<string, string>>;
  canEdit?: boolean;
  creating?: boolean;
  /** May return a promise: the form clears when it resolves. */
  onCreate?: (values: NewLinkValues) => unknown;
  onDelete?: (link: LinkRow) => void;
  deletingId?: string | null;
}

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
  const [producto, setProducto] = useState('');
  const [cantidad, setCantidad] = useState<number | null>(null);
  const [secondaryReason, setSecondaryReason] = useState('');
  const [customDomain, setCustomDomain] = useState('');
  // Issue 12: deleting asks first, like documents and cancellations.
  const [asking, setAsking] = useState<LinkRow | null>(null);
  const C = L.columns;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!producto || !onCreate) return;
    const values: NewLinkValues = { producto };
    if (cantidad !== null && Number.isFinite(cantidad)) values.cantidad = cantidad;
    if (secondaryReason) values.secondaryReason = secondaryReason;
    if (customDomain.trim()) values.customDomain = customDomain.trim();
    try {
      await onCreate(values);
      setProducto('');
      setCantidad(null);
      setSecondaryReason('');
      setCustomDomain('');
    } catch {
      // The app has said why; the form keeps what was typed.
    }
  };

  return (
    <ConfigSection
      title={configLabels.sections.links}
      {...status}
      empty={links && links.length === 0 ? L.empty : null}
    >
      {canEdit && onCreate && !status.loading && !status.error ? (
        <InlineForm onSubmit={submit} aria-label={L.add}>
          <Select
            label={L.fields.producto}
            options={PRODUCTS}
            placeholder={configLabels.common.choose}
            value={producto}
            required
            disabled={creating}
            onValueChange={setProducto}
          />
          <NumberField
            label={L.fields.cantidad}
            value={cantidad}
            min={0}
            disabled={creating}
            onValueChange={setCantidad}
          />
          <Select
            label={L.fields.secondaryReason}
            options={secondaryReasonOptions}
            placeholder={configLabels.common.choose}
            value={secondaryReason}
            disabled={creating}
            onValueChange={setSecondaryReason}
          />
          <TextField
            label={L.fields.customDomain}
            value={customDomain}
            disabled={creating}
            onChange={(e) => setCustomDomain(e.target.value)}
          />
          <Button type="submit" busy={creating} disabled={!producto}>
            {L.add}
          </Button>
        </InlineForm>
      ) : null}
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
    </ConfigSection>
  );
}
