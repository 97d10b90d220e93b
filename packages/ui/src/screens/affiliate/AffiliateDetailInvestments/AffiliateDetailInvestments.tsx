import { LIMITS } from '@backoffice/domain/catalogues';
import { formatNumber } from '@backoffice/domain/format';
import { messages } from '@backoffice/domain/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { labels } from '#labels';
import { DateText } from '#patterns/DateText';
import { Money } from '#patterns/Money';
import { EmptyState } from '#patterns/PageState';
import { Pagination } from '#patterns/Pagination';
import { Panel, Section } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { LoanStatusBadge } from '#patterns/StatusBadge';
import { Button } from '#primitives/Button';
import { Select } from '#primitives/Select';
import { TextField } from '#primitives/TextField';
import { affiliateLabels as L } from '../labels';
import type { InvestmentRow, LoadState } from '../types';
import { FilterActions, FilterForm } from './AffiliateDetailInvestments.styles';

/** §9 investment filters, inclusive ranges; '' means no bound. Dates travel as YYYY-MM-DD. */
export interface InvestmentFilters {
  rentabilityMin: string;
  rentabilityMax: string;
  amountMin: string;
  amountMax: string;
  durationMin: string;
  durationMax: string;
  createdFrom: string;
  createdTo: string;
  /** prestamo, financiacion or cobro; '' for all. */
  tipo: string;
}

export const NO_INVESTMENT_FILTERS: InvestmentFilters = {
  rentabilityMin: '',
  rentabilityMax: '',
  amountMin: '',
  amountMax: '',
  durationMin: '',
  durationMax: '',
  createdFrom: '',
  createdTo: '',
  tipo: '',
};

export interface AffiliateDetailInvestmentsProps {
  state: LoadState;
  /** False when the affiliate has no associated investor: nothing to read. */
  hasInvestor: boolean;
  rows: readonly InvestmentRow[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  filters: InvestmentFilters;
  onFiltersChange: (filters: InvestmentFilters) => void;
  /** §9: 20 per page. */
  pageSize?: number;
  onRetry?: () => void;
}

const RANGES = [
  ['rentabilityMin', 'rentabilityMax', 'decimal'],
  ['amountMin', 'amountMax', 'decimal'],
  ['durationMin', 'durationMax', 'numeric'],
] as const;
const TIPO_OPTIONS = Object.entries(L.investments.tipos).map(([value, label]) => ({ value, label }));

/** §2 investments of the associated investor: 20 per page with inclusive range filters (§9). */
export function AffiliateDetailInvestments({
  state,
  hasInvestor,
  rows,
  total,
  page,
  onPageChange,
  filters,
  onFiltersChange,
  pageSize = LIMITS.affiliateInvestmentsPageSize,
  onRetry,
}: AffiliateDetailInvestmentsProps) {
  const [draft, setDraft] = useState<InvestmentFilters>(filters);
  useEffect(() => setDraft(filters), [filters]);
  const f = L.investments.filters;
  const c = L.investments.columns;
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(draft).map(([k, v]) => [k, v.trim().replace(',', '.')]),
    ) as unknown as InvestmentFilters;
    onFiltersChange(trimmed);
  };
  const active = Object.values(filters).some((v) => v !== '');
  if (!hasInvestor) {
    return (
      <Section title={L.detail.tabs.inversiones} state="loaded" errorMessage={messages.read.investments}>
        <EmptyState description={L.investments.noInvestor} />
      </Section>
    );
  }
  return (
    <Section
      title={L.detail.tabs.inversiones}
      state={state === 'loading' && rows.length > 0 ? 'loaded' : state}
      errorMessage={messages.read.investments}
      {...(onRetry ? { onRetry } : {})}
    >
      <Panel>
        <FilterForm onSubmit={apply} aria-label={labels.filters.region}>
          {RANGES.map(([min, max, mode]) => (
            <RangePair
              key={min}
              minLabel={f[min]}
              maxLabel={f[max]}
              min={draft[min]}
              max={draft[max]}
              mode={mode}
              onMin={(v) => setDraft({ ...draft, [min]: v })}
              onMax={(v) => setDraft({ ...draft, [max]: v })}
            />
          ))}
          <TextField
            label={f.createdFrom}
            type="date"
            value={draft.createdFrom}
            onChange={(e) => setDraft({ ...draft, createdFrom: e.target.value })}
          />
          <TextField
            label={f.createdTo}
            type="date"
            value={draft.createdTo}
            onChange={(e) => setDraft({ ...draft, createdTo: e.target.value })}
          />
          <Select
            label={f.tipo}
            placeholder={labels.filters.all}
            options={TIPO_OPTIONS}
            value={draft.tipo}
            onValueChange={(tipo) => setDraft({ ...draft, tipo })}
          />
          <FilterActions>
            <Button type="submit">{f.apply}</Button>
            {active ? (
              <Button variant="ghost" onClick={() => onFiltersChange(NO_INVESTMENT_FILTERS)}>
                {labels.actions.clearFilters}
              </Button>
            ) : null}
          </FilterActions>
        </FilterForm>
      </Panel>
      {rows.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <SectionTable
            caption={`${L.detail.tabs.inversiones}, ${L.common.rows}: ${rows.length}`}
            rows={rows}
            rowKey={(r, i) => r.id ?? `${r.loanCode}-${i}`}
            columns={[
              { key: 'createdAt', header: c.createdAt, render: (r) => <DateText value={r.createdAt} /> },
              { key: 'loanCode', header: c.loanCode, render: (r) => r.loanCode },
              { key: 'amount', header: c.amount, render: (r) => <Money value={r.amount} />, align: 'end' },
              {
                key: 'loanRentability',
                header: c.loanRentability,
                render: (r) =>
                  r.loanRentability === null || r.loanRentability === undefined
                    ? ''
                    : `${formatNumber(r.loanRentability)} %`,
                align: 'end',
              },
              {
                key: 'loanDuration',
                header: c.loanDuration,
                render: (r) => r.loanDuration ?? '',
                align: 'end',
              },
              {
                key: 'loanStatus',
                header: c.loanStatus,
                render: (r) => <LoanStatusBadge status={r.loanStatus} />,
              },
              {
                key: 'isOwnInvestment',
                header: c.isOwnInvestment,
                render: (r) => (r.isOwnInvestment ? L.common.yes : L.common.no),
              },
            ]}
          />
          <Pagination page={page} pageSize={pageSize} totalItems={total} onPageChange={onPageChange} />
        </>
      )}
    </Section>
  );
}

function RangePair({
  minLabel,
  maxLabel,
  min,
  max,
  mode,
  onMin,
  onMax,
}: {
  minLabel: string;
  maxLabel: string;
  min: string;
  max: string;
  mode: 'decimal' | 'numeric';
  onMin: (v: string) => void;
  onMax: (v: string) => void;
}) {
  return (
    <>
      <TextField label={minLabel} inputMode={mode} value={min} onChange={(e) => onMin(e.target.value)} />
      <TextField label={maxLabel} inputMode={mode} value={max} onChange={(e) => onMax(e.target.value)} />
    </>
  );
}

/**
 * §9: every bound is inclusive. For lists already in memory (and the stories); the API applies
 * the same rule on its side.
 */
export function investmentMatches(row: InvestmentRow, f: InvestmentFilters): boolean {
  const num = (v: string) => (v === '' ? null : Number(v));
  const within = (value: number | null | undefined, lo: string, hi: string) => {
    const a = num(lo);
    const b = num(hi);
    if (a === null && b === null) return true;
    if (value === null || value === undefined) return false;
    return (a === null || value >= a) && (b === null || value <= b);
  };
  const day = row.createdAt.slice(0, 10);
  return (
    within(row.loanRentability, f.rentabilityMin, f.rentabilityMax) &&
    within(row.amount, f.amountMin, f.amountMax) &&
    within(row.loanDuration, f.durationMin, f.durationMax) &&
    (f.createdFrom === '' || day >= f.createdFrom) &&
    (f.createdTo === '' || day <= f.createdTo)
  );
}
