import { messages } from '@backoffice/domain';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormSelect, type SubmitResult, useSendThenClear } from '#forms';
import { ConfirmDialog } from '#patterns/ConfirmDialog';
import { Section } from '#patterns/Section';
import { Button } from '#primitives/Button';
import { IconButton } from '#primitives/IconButton';
import type { SelectOption } from '#primitives/Select';
import { configLabels } from '../labels';
import { InlineForm, Table, TableScroll } from '../shared/ConfigSection.styles';
import { type SectionLoad, yesNo } from '../shared/section';

const L = configLabels.secondaryReasons;

/** A secondary reason of the affiliate (§3), with how many of its plans hang from it. */
export interface AffiliateSecondaryReasonRow {
  '@id': string;
  primaryReason: string;
  secondaryReason: string;
  validated?: boolean;
  active?: boolean;
  less10k?: boolean;
  /** The affiliate's plans under this reason: deleting the reason deletes them too (§5). */
  plans: number;
}

export interface SecondaryReasonsSectionProps extends SectionLoad {
  reasons?: readonly AffiliateSecondaryReasonRow[] | undefined;
  /** The catalogue's reasons the affiliate does not have yet (value: the secondary reason link). */
  options?: readonly SelectOption[];
  canEdit?: boolean;
  adding?: boolean;
  /** May answer the server's violations (`{ secondaryReason: '…' }`): shown under the select, which keeps the choice. */
  onAdd?: (secondaryReason: string) => SubmitResult | Promise<SubmitResult>;
  onDelete?: (reason: AffiliateSecondaryReasonRow) => void;
  deletingId?: string | null;
}

const NONE_CHOSEN = { secondaryReason: '' };

/**
 * The affiliate's secondary reasons (§3, §5). Deleting one that has plans first asks the spec's
 * question, 'Esta Secondary Reason tiene planes asociados.¿Estás seguro de que quieres borrarla?',
 * because its plans go with it.
 */
export function SecondaryReasonsSection({
  reasons,
  options = [],
  canEdit = false,
  adding = false,
  onAdd,
  onDelete,
  deletingId,
  ...status
}: SecondaryReasonsSectionProps) {
  const [asking, setAsking] = useState<AffiliateSecondaryReasonRow | null>(null);
  const C = L.columns;

  // §5 asks when the reason has plans; issue 12 asks every time, with the §5 text where it applies.
  const remove = (r: AffiliateSecondaryReasonRow) => setAsking(r);
  const { onSubmit, submitThenClear } = useSendThenClear((v: { secondaryReason: string }) =>
    v.secondaryReason ? onAdd?.(v.secondaryReason) : undefined,
  );
  return (
    <Section
      title={configLabels.sections.secondaryReasons}
      {...status}
      empty={Boolean(reasons && reasons.length === 0)}
      emptyText={L.empty}
      actions={
        canEdit && onAdd ? (
          <Form<{ secondaryReason: string }>
            initialValues={NONE_CHOSEN}
            onSubmit={onSubmit}
            render={({ handleSubmit, form, values, submitting }) => {
              const busy = adding || Boolean(submitting);
              return (
                <InlineForm onSubmit={submitThenClear(handleSubmit, form, NONE_CHOSEN)} aria-label={L.add}>
                  <FormSelect
                    name="secondaryReason"
                    label={L.choose}
                    options={options}
                    placeholder={configLabels.common.choose}
                    disabled={busy}
                  />
                  <Button type="submit" size="md" busy={busy} disabled={!values.secondaryReason}>
                    {L.add}
                  </Button>
                </InlineForm>
              );
            }}
          />
        ) : null
      }
    >
      {reasons && reasons.length > 0 ? (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{C.secondaryReason}</th>
                <th scope="col">{C.primaryReason}</th>
                <th scope="col">{C.validated}</th>
                <th scope="col">{C.active}</th>
                <th scope="col">{C.less10k}</th>
                <th scope="col" data-numeric="">
                  {C.plans}
                </th>
                {canEdit && onDelete ? <th scope="col">{configLabels.common.actions}</th> : null}
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
                  <td data-numeric="">{r.plans}</td>
                  {canEdit && onDelete ? (
                    <td>
                      <IconButton
                        label={configLabels.common.deleteItem(r.secondaryReason)}
                        icon="trash"
                        size="sm"
                        busy={deletingId === r['@id']}
                        onClick={() => remove(r)}
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
        title={L.confirmTitle}
        confirmLabel={configLabels.common.delete}
        cancelLabel={configLabels.common.cancel}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onDelete?.(asking);
          setAsking(null);
        }}
      >
        {asking && asking.plans > 0
          ? messages.secondaryReasons.confirmDeleteWithPlans
          : asking
            ? L.confirmDelete(asking.secondaryReason)
            : null}
      </ConfirmDialog>
    </Section>
  );
}
