import { formatEur, formatNumber } from '@backoffice/domain/format';
import { LOAN_TYPE_LABELS } from '@backoffice/domain/loan';
import { messages } from '@backoffice/domain/messages';
import { KeyValueList } from '#patterns/KeyValueList';
import { Section } from '#patterns/Section';
import { investorDetailLabels as L } from '../labels';
import type { InvestorPreferences, Read } from '../types';

export type InvestorDetailPreferencesProps = Read<InvestorPreferences>;

const P = L.preferences;
const yesNo = (v: boolean) => (v ? L.yes : L.no);
const num = (v: number | null, unit = '', decimals = 2) =>
  v === null ? '—' : `${formatNumber(v, decimals)}${unit}`;
const TYPES: Record<string, string> = { ...LOAN_TYPE_LABELS, cobro: 'Cobros', cobros: 'Cobros' };

/**
 * Preferencias (loans §3 "Preferences"): reinvestment, months and interest ranges, maxBet, loan
 * types, financing type, points, investInOwn and its percentage, commission, notification flags.
 */
export function InvestorDetailPreferences({ state, data, onRetry }: InvestorDetailPreferencesProps) {
  const items = data
    ? [
        { term: P.reinvestment, value: yesNo(data.reinvestment) },
        { term: P.months, value: P.range(num(data.minMonths, '', 0), num(data.maxMonths, '', 0)) },
        { term: P.interest, value: P.range(num(data.minInterest, ' %'), num(data.maxInterest, ' %')) },
        { term: P.maxBet, value: data.maxBet === null ? null : formatEur(data.maxBet) },
        { term: P.loanTypes, value: data.loanTypes.map((t) => TYPES[t] ?? t).join(', ') },
        {
          term: P.financingType,
          value: data.financingType ? (TYPES[data.financingType] ?? data.financingType) : null,
        },
        { term: P.points, value: data.points },
        { term: P.investInOwn, value: yesNo(data.investInOwn) },
        {
          term: P.percentageInvestInOwn,
          value: data.percentageInvestInOwn === null ? null : num(data.percentageInvestInOwn, ' %'),
        },
        { term: P.commission, value: data.commission === null ? null : num(data.commission, ' %') },
        ...Object.entries(P.notifications).map(([key, label]) => ({
          term: `${P.notificationsTitle}: ${label}`,
          value: yesNo(data.notifications[key] === true),
        })),
      ]
    : [];
  return (
    <Section
      title={L.sections.preferencias}
      state={state}
      errorMessage={messages.investor.errors.preferences}
      empty={state === 'loaded' && !data}
      {...(onRetry ? { onRetry } : {})}
    >
      <KeyValueList columns={2} items={items} />
    </Section>
  );
}
