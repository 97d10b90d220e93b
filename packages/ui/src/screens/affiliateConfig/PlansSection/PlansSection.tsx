import { formatEurPlan, formatNumber } from '@backoffice/domain';
import { useState } from 'react';
import { labels } from '#labels';
import { ConfirmDialog } from '#patterns/ConfirmDialog';
import { Section } from '#patterns/Section';
import { Button } from '#primitives/Button';
import { IconButton } from '#primitives/IconButton';
import { configLabels } from '../labels';
import { Table, TableScroll } from '../shared/ConfigSection.styles';
import type { SectionLoad } from '../shared/section';

const L = configLabels.plan;

/** A plan as GET {affiliate}/configuraciones_afiliados lists it (§3 Plan). */
export interface PlanRow {
  '@id': string;
  label?: string | null;
  meses: number;
  minCantidad: number;
  maxCantidad: number;
  pTinI?: number | null;
  pCaI?: number | null;
  mixedMonths1?: number | null;
  mixedMonths2?: number | null;
  mixedPerc1?: number | null;
  insurance?: string | null;
  finalidad?: string | null;
  secondaryReason?: string | null;
}

export interface PlansSectionProps extends SectionLoad {
  plans?: readonly PlanRow[] | undefined;
  /** Insurance route → its option name, to show the plan's insurance by name. */
  insuranceNames?: Readonly<Record<string, string>>;
  /** Secondary reason link → its name. */
  secondaryReasonNames?: Readonly<Record<string, string>>;
  /** Whether this user may add and delete plans. */
  canEdit?: boolean;
  onNew?: () => void;
  onDelete?: (plan: PlanRow) => void;
  /** The plan being deleted, by its @id. */
  deletingId?: string | null;
}

const pct = (v: unknown) => {
  const text = formatNumber(v);
  return text ? `${text} %` : labels.values.missing;
};

/** Plans of the affiliate (§3): amounts in the plan currency format of §9; new plan opens the modal. */
export function PlansSection({
  plans,
  insuranceNames = {},
  secondaryReasonNames = {},
  canEdit = false,
  onNew,
  onDelete,
  deletingId,
  ...status
}: PlansSectionProps) {
  const C = L.fields;
  // Issue 12: deleting asks first, like documents and cancellations.
  const [asking, setAsking] = useState<{ plan: PlanRow; name: string } | null>(null);
  return (
    <Section
      title={configLabels.sections.plans}
      {...status}
      empty={Boolean(plans && plans.length === 0)}
      emptyText={L.empty}
      actions={
        canEdit && onNew ? (
          <Button size="sm" onClick={onNew}>
            {L.newPlan}
          </Button>
        ) : null
      }
    >
      {plans && plans.length > 0 ? (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{C.label}</th>
                <th scope="col">{C.secondaryReason}</th>
                <th scope="col" data-numeric="">
                  {C.meses}
                </th>
                <th scope="col" data-numeric="">
                  {C.minCantidad}
                </th>
                <th scope="col" data-numeric="">
                  {C.maxCantidad}
                </th>
                <th scope="col" data-numeric="">
                  {C.pTinI}
                </th>
                <th scope="col" data-numeric="">
                  {C.pCaI}
                </th>
                <th scope="col">{L.groups.mixed}</th>
                <th scope="col">{C.insurance}</th>
                {canEdit && onDelete ? <th scope="col">{configLabels.common.actions}</th> : null}
              </tr>
            </thead>
            <tbody>
              {plans.map((p) => {
                const name = p.label || `${p.meses} ${C.meses.toLowerCase()}`;
                const mixed = (p.mixedMonths1 ?? 0) > 0;
                return (
                  <tr key={p['@id']}>
                    <th scope="row">{name}</th>
                    <td>
                      {(p.secondaryReason && secondaryReasonNames[p.secondaryReason]) || p.finalidad || ''}
                    </td>
                    <td data-numeric="">{p.meses}</td>
                    <td data-numeric="">{formatEurPlan(p.minCantidad)}</td>
                    <td data-numeric="">{formatEurPlan(p.maxCantidad)}</td>
                    <td data-numeric="">{pct(p.pTinI)}</td>
                    <td data-numeric="">{pct(p.pCaI)}</td>
                    <td>
                      {mixed
                        ? `${p.mixedMonths1} + ${p.mixedMonths2 ?? ''} · ${formatNumber(p.mixedPerc1)} %`
                        : configLabels.common.no}
                    </td>
                    <td>{p.insurance ? (insuranceNames[p.insurance] ?? p.insurance) : L.noInsurance}</td>
                    {canEdit && onDelete ? (
                      <td>
                        <IconButton
                          label={L.deletePlan(name)}
                          icon="trash"
                          size="sm"
                          busy={deletingId === p['@id']}
                          onClick={() => setAsking({ plan: p, name })}
                        />
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableScroll>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={L.confirmDeleteTitle}
        confirmLabel={configLabels.common.delete}
        cancelLabel={configLabels.common.cancel}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onDelete?.(asking.plan);
          setAsking(null);
        }}
      >
        {asking ? L.confirmDelete(asking.name) : null}
      </ConfirmDialog>
    </Section>
  );
}
