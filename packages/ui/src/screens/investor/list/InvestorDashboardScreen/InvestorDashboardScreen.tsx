import { formatEur, investorStatusLook, WALLET_BALANCE_BANDS } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { Header, Root, Title } from '#internal/listFrame.styles';
import { BarChart } from '#patterns/Chart';
import { type LoadState, SectionBody } from '#patterns/Section';
import {
  Charts,
  Figure,
  FigureLabel,
  Figures,
  FigureValue,
} from '../../../loan/list/LoanDashboardScreen/LoanDashboardScreen.styles';
import { investorListLabels } from '../labels';
import type { InvestorDashboardData } from '../types';

const L = investorListLabels.dashboard;

export interface InvestorDashboardScreenProps {
  state: LoadState;
  data: InvestorDashboardData | null;
  onRetry?: () => void;
}

const count = (n: number) => n.toLocaleString('es-ES');
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
  const figures: [string, string][] = t
    ? [
        [L.investors, count(t.investors)],
        [L.naturalPersons, count(t.naturalPersons)],
        [L.legalPersons, count(t.legalPersons)],
        [L.invested, formatEur(t.invested)],
        [L.activeInvestments, count(t.activeInvestments)],
        [L.walletBalance, formatEur(t.walletBalance)],
        [L.withBalance, count(t.withBalance)],
      ]
    : [];
  const months = data?.investedByMonth ?? [];
  const bands = data?.walletBalances ?? [];
  return (
    <Root>
      <Header>
        <Title>{L.title}</Title>
      </Header>
      <SectionBody
        state={state}
        errorMessage={messages.investorList.dashboard}
        empty={state === 'empty' || (state === 'loaded' && (t?.investors ?? 0) === 0)}
        {...(onRetry ? { onRetry } : {})}
      >
        <section aria-label={L.figures}>
          <Figures>
            {figures.map(([label, value]) => (
              <Figure key={label}>
                <FigureLabel>{label}</FigureLabel>
                <FigureValue>{value}</FigureValue>
              </Figure>
            ))}
          </Figures>
        </section>
        <Charts>
          <BarChart
            title={L.byStatus}
            labelHeader={L.status}
            valueHeader={L.count}
            data={(data?.byStatus ?? []).map((s) => {
              const look = investorStatusLook(s.status);
              return { label: s.status, name: look.label, tone: look.tone, value: s.count };
            })}
          />
          <BarChart
            title={L.investedByMonth}
            labelHeader={L.month}
            valueHeader={L.money}
            formatValue={formatEur}
            data={months.map((m) => ({ label: m.month.slice(2), name: m.month, value: m.amount }))}
          />
          <BarChart
            title={L.investmentsByMonth}
            labelHeader={L.month}
            valueHeader={L.count}
            data={months.map((m) => ({ label: m.month.slice(2), name: m.month, value: m.count }))}
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
        </Charts>
      </SectionBody>
    </Root>
  );
}
