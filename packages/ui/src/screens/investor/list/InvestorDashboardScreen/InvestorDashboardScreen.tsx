import {
  formatEur,
  investorStatusLook,
  SPANISH_MONTHS_SHORT,
  WALLET_BALANCE_BANDS,
} from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { DashboardFrame } from '#internal';
import { BarChart, Chart } from '#patterns/Chart';
import type { FigureGridItem } from '#patterns/FigureGrid';
import type { LoadState } from '#patterns/Section';
import { investorListLabels } from '../labels';
import type { InvestorDashboardData } from '../types';

const L = investorListLabels.dashboard;

export interface InvestorDashboardScreenProps {
  state: LoadState;
  data: InvestorDashboardData | null;
  onRetry?: () => void;
}

const count = (n: number) => n.toLocaleString('es-ES');
/** 'nov' under the axis (twelve months fit), '2026-11' in the table. */
const monthShort = (m: string) => SPANISH_MONTHS_SHORT[Number(m.slice(5)) - 1]?.replace('.', '') ?? m;
const bandOf = (key: string) => WALLET_BALANCE_BANDS.find((b) => b.key === key);
const bandDatum = (key: string, value: number) => ({
  label: bandOf(key)?.short ?? key,
  name: bandOf(key)?.label ?? key,
  value,
});

/**
 * /inversores/dashboard (issue 15; loans §6 MICRO_ADMIN): the investors' figures, and charts of
 * the investors by status, the amounts invested by month and the wallet balances. Each chart
 * carries its numbers in a table too (the kit's BarChart).
 */
export function InvestorDashboardScreen({ state, data, onRetry }: InvestorDashboardScreenProps) {
  const t = data?.totals;
  const figures: FigureGridItem[] = t
    ? [
        { label: L.investors, value: count(t.investors) },
        { label: L.naturalPersons, value: count(t.naturalPersons) },
        { label: L.legalPersons, value: count(t.legalPersons) },
        { label: L.invested, value: formatEur(t.invested) },
        { label: L.activeInvestments, value: count(t.activeInvestments) },
        { label: L.walletBalance, value: formatEur(t.walletBalance) },
        { label: L.withBalance, value: count(t.withBalance) },
      ]
    : [];
  const months = data?.investedByMonth ?? [];
  const bands = data?.walletBalances ?? [];
  return (
    <DashboardFrame
      title={L.title}
      state={state}
      errorMessage={messages.investorList.dashboard}
      empty={state === 'empty' || (state === 'loaded' && (t?.investors ?? 0) === 0)}
      onRetry={onRetry}
      figuresLabel={L.figures}
      figures={figures}
    >
      <BarChart
        title={L.byStatus}
        labelHeader={L.status}
        valueHeader={L.count}
        data={(data?.byStatus ?? []).map((s) => {
          const look = investorStatusLook(s.status);
          return { label: s.status, name: look.label, tone: look.tone, value: s.count };
        })}
      />
      <Chart
        kind="line"
        title={L.investedByMonth}
        labelHeader={L.month}
        formatValue={formatEur}
        labels={months.map((m) => monthShort(m.month))}
        names={months.map((m) => m.month)}
        series={[{ name: L.money, values: months.map((m) => m.amount), tone: 'success' }]}
      />
      <BarChart
        title={L.investmentsByMonth}
        labelHeader={L.month}
        valueHeader={L.count}
        data={months.map((m) => ({ label: monthShort(m.month), name: m.month, value: m.count }))}
      />
      <BarChart
        title={L.walletsByBand}
        labelHeader={L.band}
        valueHeader={L.count}
        data={bands.map((b) => bandDatum(b.band, b.count))}
      />
      <BarChart
        title={L.balanceByBand}
        labelHeader={L.band}
        valueHeader={L.money}
        formatValue={formatEur}
        tone="success"
        data={bands.map((b) => bandDatum(b.band, b.amount))}
      />
    </DashboardFrame>
  );
}
