import { INSTALLMENT_STATUSES } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import { routeTitle } from '@backoffice/domain/routes';
import { toolsMessages } from '@backoffice/domain/tools';
import { useState } from 'react';
import { Banner } from '#patterns/Banner';
import { ConfirmDialog } from '#patterns/ConfirmDialog';
import { FigureGrid } from '#patterns/FigureGrid';
import { type LoadState, SectionBody } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { Button } from '#primitives/Button';
import { toolsLabels } from '../labels';
import { ApplyRow, Intro, Root, Title } from '../SecuritizationScreen/SecuritizationScreen.styles';

const L = toolsLabels.monthInstallments;

export type MonthInstallmentsSummary = ResponseOf<'GET /api/tools/superadmin/actualizar-cuotas-mes'>;
type Transition = MonthInstallmentsSummary['transitions'][number];

export interface MonthInstallmentsScreenProps {
  state: LoadState;
  summary: MonthInstallmentsSummary | null;
  onRetry?: () => void;
  onApply: () => void;
  busy?: boolean;
  /** How many installments the last run updated, once it is done. */
  applied?: number | null;
}

const statusName = (s: string) =>
  `${s} · ${(INSTALLMENT_STATUSES as Record<string, { label: string }>)[s]?.label ?? s}`;

/**
 * /creditos/herramientas/actualizar-cuotas-mes (issue 16; loans §6 credit tools: SUPER_ADMIN): the
 * dry-run summary of the month's installment statuses, then the confirmed run.
 */
export function MonthInstallmentsScreen({
  state,
  summary,
  onRetry,
  onApply,
  busy = false,
  applied = null,
}: MonthInstallmentsScreenProps) {
  const [confirming, setConfirming] = useState(false);
  const changes = summary?.changes ?? 0;
  return (
    <Root>
      <Title>{routeTitle('/creditos/herramientas/actualizar-cuotas-mes')}</Title>
      <Intro>{L.intro}</Intro>
      {applied !== null ? <Banner tone="success" message={L.done(applied)} /> : null}
      <SectionBody
        state={state}
        errorMessage={toolsMessages.monthInstallments.read}
        {...(onRetry ? { onRetry } : {})}
      >
        <FigureGrid
          label={L.summary}
          variant="totals"
          figures={[
            { label: L.month, value: summary?.month ?? '' },
            { label: L.installments, value: (summary?.installments ?? 0).toLocaleString('es-ES') },
            { label: L.changes, value: changes.toLocaleString('es-ES') },
          ]}
        />
        <ApplyRow>
          <Button onClick={() => setConfirming(true)} disabled={changes === 0} busy={busy}>
            {L.apply(changes)}
          </Button>
        </ApplyRow>
        {changes === 0 ? (
          <Intro>{L.upToDate}</Intro>
        ) : (
          <SectionTable<Transition>
            caption={L.transitions}
            rows={summary?.transitions ?? []}
            rowKey={(x) => `${x.from}>${x.to}`}
            columns={[
              { key: 'from', header: L.columns.from, render: (x) => statusName(x.from) },
              { key: 'to', header: L.columns.to, render: (x) => statusName(x.to) },
              {
                key: 'count',
                header: L.columns.count,
                align: 'end',
                render: (x) => x.count.toLocaleString('es-ES'),
              },
            ]}
          />
        )}
      </SectionBody>
      <ConfirmDialog
        open={confirming}
        title={L.confirmTitle}
        confirmLabel={L.confirm}
        cancelLabel={L.cancel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onApply();
        }}
      >
        {L.confirmText(changes, summary?.month ?? '')}
      </ConfirmDialog>
    </Root>
  );
}
