import { formatEur, INSTALLMENT_STATUSES, LOAN_PHASES, type LoanPhase } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { DashboardFrame } from '#internal';
import { BarChart, Chart } from '#patterns/Chart';
import type { FigureGridItem } from '#patterns/FigureGrid';
import type { LoadState } from '#patterns/Section';
import { loanListLabels } from '../labels';
import type { LoanDashboardData } from '../types';

const L = loanListLabels.dashboard;

export interface LoanDashboardScreenProps {
  state: LoadState;
  data: LoanDashboardData | null;
  onRetry?: () => void;
}

const count = (n: number) => n.toLocaleString('es-ES');
const phaseOf = (p: string) => LOAN_PHASES[p as LoanPhase] ?? LOAN_PHASES.other;
const installmentLabel = (s: string) =>
  (INSTALLMENT_STATUSES as Record<string, { label: string }>)[s]?.label ?? s;

/**
 * /creditos/dashboard (issue 13; loans §6: COMERCIAL, MICRO_ADMIN and RISK, hidden from BE):
 * the figures of the loans the user may see, and charts by phase, by month and of the overdue
 * installments (loans §4: RE, GT, DV, FR).
 */
export function LoanDashboardScreen({ state, data, onRetry }: LoanDashboardScreenProps) {
  const t = data?.totals;
  const figures: FigureGridItem[] = t
    ? [
        { label: L.loans, value: count(t.loans) },
        { label: L.amount, value: formatEur(t.amount) },
        { label: L.active, value: count(t.active) },
        { label: L.activeAmount, value: formatEur(t.activeAmount) },
        { label: L.overdueInstallments, value: count(t.overdueInstallments) },
        { label: L.overdueLoans, value: count(t.overdueLoans) },
        { label: L.overdueAmount, value: formatEur(t.overdueAmount) },
      ]
    : [];
  const phases = (data?.byPhase ?? []).map((p) => ({
    label: p.phase === 'other' ? 'UNK' : p.phase,
    name: phaseOf(p.phase).label,
    tone: phaseOf(p.phase).tone,
    count: p.count,
    amount: p.amount,
  }));
  return (
    <DashboardFrame
      title={L.title}
      state={state}
      errorMessage={messages.loanLists.dashboard}
      empty={state === 'empty' || (state === 'loaded' && (t?.loans ?? 0) === 0)}
      onRetry={onRetry}
      figuresLabel={L.figures}
      figures={figures}
    >
      <BarChart
        title={L.byPhase}
        labelHeader={L.phase}
        valueHeader={L.count}
        data={phases.map((p) => ({ label: p.label, name: p.name, tone: p.tone, value: p.count }))}
      />
      <BarChart
        title={L.amountByPhase}
        labelHeader={L.phase}
        valueHeader={L.money}
        formatValue={formatEur}
        data={phases.map((p) => ({ label: p.label, name: p.name, tone: p.tone, value: p.amount }))}
      />
      <Chart
        kind="line"
        title={L.byMonth}
        labelHeader={L.month}
        labels={(data?.byMonth ?? []).map((m) => m.month.slice(2))}
        names={(data?.byMonth ?? []).map((m) => m.month)}
        series={[{ name: L.count, values: (data?.byMonth ?? []).map((m) => m.count) }]}
      />
      <BarChart
        title={L.amountByMonth}
        labelHeader={L.month}
        valueHeader={L.money}
        formatValue={formatEur}
        data={(data?.byMonth ?? []).map((m) => ({
          label: m.month.slice(2),
          name: m.month,
          value: m.amount,
        }))}
      />
      <BarChart
        title={L.overdueByStatus}
        labelHeader={L.status}
        valueHeader={L.count}
        tone="danger"
        data={(data?.overdueByStatus ?? []).map((o) => ({
          label: o.estadoCd,
          name: installmentLabel(o.estadoCd),
          value: o.count,
        }))}
      />
    </DashboardFrame>
  );
}
