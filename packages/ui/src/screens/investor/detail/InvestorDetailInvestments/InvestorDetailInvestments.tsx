import { LIMITS } from '@backoffice/domain/catalogues';
import { formatEur, formatNumber } from '@backoffice/domain/format';
import { messages } from '@backoffice/domain/messages';
import { type FormEvent, type MouseEvent, useEffect, useState } from 'react';
import { navigateInApp } from '#internal/navigation';
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
import {
  FilterActions,
  FilterForm,
} from '../../../affiliate/AffiliateDetailInvestments/AffiliateDetailInvestments.styles';
import { affiliateLabels } from '../../../affiliate/labels';
import { investorDetailLabels as L } from '../labels';
import type { InvestorInvestment, LoadState } from '../types';

/** loans §9 investment filters, inclusive ranges; '' means no bound. Dates travel as YYYY-MM-DD. */
export interface InvestorInvestmentFilters {
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
  /** A loan status code; '' for all. */
  loanStatus: string;
}

export const NO_INVESTOR_INVESTMENT_FILTERS: InvestorInvestmentFilters = {
  rentabilityMin: '',
  rentabilityMax: '',
  amountMin: '',
  amountMax: '',
  durationMin: '',
  durationMax: '',
  createdFrom: '',
  createdTo: '',
  tipo: '',
  loanStatus: '',
};

export interface InvestorDetailInvestmentsProps {
  state: LoadState;
  rows: readonly InvestorInvestment[];
  /** Rows the filters select (every page) and their amount. */
  totals: { count: number; amount: number } | null;
  page: number;
  onPageChange: (page: number) => void;
  filters: InvestorInvestmentFilters;
  onFiltersChange: (filters: InvestorInvestmentFilters) => void;
  /** Each row links to its loan (the loan detail's tab href). */
  loanHref: (row: InvestorInvestment) => string;
  onNavigate?: (href: string) => void;
  /** loans §9: 200 per page on the investor screen. */
  pageSize?: number;
  onRetry?: () => void;
}

const F = affiliateLabels.investments.filters;
const C = affiliateLabels.investments.columns;
const RANGES = [
  ['rentabilityMin', 'rentabilityMax', 'decimal'],
  ['amountMin', 'amountMax', 'decimal'],
  ['durationMin', 'durationMax', 'numeric'],
] as const;
const TIPO_OPTIONS = Object.entries(affiliateLabels.investments.tipos).map(([value, label]) => ({
  value,
  label,
}));

/** Inversiones (loans §3, §9): 200 per page, every filter an inclusive range, totals, a link per loan. */
export function InvestorDetailInvestments({
  state,
  rows,
  totals,
  page,
  onPageChange,
  filters,
  onFiltersChange,
  loanHref,
  onNavigate,
  pageSize = LIMITS.investorInvestmentsPageSize,
  onRetry,
}: InvestorDetailInvestmentsProps) {
  const [draft, setDraft] = useState<InvestorInvestmentFilters>(filters);
  useEffect(() => setDraft(filters), [filters]);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    onFiltersChange(
      Object.fromEntries(
        Object.entries(draft).map(([k, v]) => [k, v.trim().replace(',', '.')]),
      ) as unknown as InvestorInvestmentFilters,
    );
  };
  const go = (e: MouseEvent<HTMLAnchorElement>, href: string) => navigateInApp(e, href, onNavigate);
  const active = Object.values(filters).some((v) => v !== '');
  return (
    <Section
      title={L.sections.inversiones}
      state={state === 'loading' && rows.length > 0 ? 'loaded' : state}
      errorMessage={messages.investor.errors.investments}
      {...(onRetry ? { onRetry } : {})}
    >
      <Panel>
        <FilterForm onSubmit={apply} aria-label={labels.filters.region}>
          {RANGES.map(([min, max, mode]) => (
            <span key={min} style={{ display: 'contents' }}>
              <TextField
                label={F[min]}
                inputMode={mode}
                value={draft[min]}
                onChange={(e) => setDraft({ ...draft, [min]: e.target.value })}
              />
              <TextField
                label={F[max]}
                inputMode={mode}
                value={draft[max]}
                onChange={(e) => setDraft({ ...draft, [max]: e.target.value })}
              />
            </span>
          ))}
          <TextField
            label={F.createdFrom}
            type="date"
            value={draft.createdFrom}
            onChange={(e) => setDraft({ ...draft, createdFrom: e.target.value })}
          />
          <TextField
            label={F.createdTo}
            type="date"
            value={draft.createdTo}
            onChange={(e) => setDraft({ ...draft, createdTo: e.target.value })}
          />
          <Select
            label={F.tipo}
            placeholder={labels.filters.all}
            options={TIPO_OPTIONS}
            value={draft.tipo}
            onValueChange={(tipo) => setDraft({ ...draft, tipo })}
          />
          <TextField
            label={L.investments.loanStatus}
            value={draft.loanStatus}
            onChange={(e) => setDraft({ ...draft, loanStatus: e.target.value.toUpperCase() })}
          />
          <FilterActions>
            <Button type="submit">{F.apply}</Button>
            {active ? (
              <Button variant="ghost" onClick={() => onFiltersChange(NO_INVESTOR_INVESTMENT_FILTERS)}>
                {labels.actions.clearFilters}
              </Button>
            ) : null}
          </FilterActions>
        </FilterForm>
      </Panel>
      {totals ? (
        <p role="status">{L.investments.totals(formatNumber(totals.count, 0), formatEur(totals.amount))}</p>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <SectionTable
            caption={`${L.sections.inversiones}, ${L.investments.rows}: ${rows.length}`}
            rows={rows}
            rowKey={(r) => r.id}
            columns={[
              { key: 'createdAt', header: C.createdAt, render: (r) => <DateText value={r.createdAt} /> },
              {
                key: 'loanCode',
                header: C.loanCode,
                render: (r) => {
                  const href = loanHref(r);
                  return (
                    <a href={href} onClick={(e) => go(e, href)}>
                      {r.loanCode}
                    </a>
                  );
                },
              },
              { key: 'amount', header: C.amount, render: (r) => <Money value={r.amount} />, align: 'end' },
              {
                key: 'loanRentability',
                header: C.loanRentability,
                render: (r) => (r.loanRentability === null ? '' : `${formatNumber(r.loanRentability)} %`),
                align: 'end',
              },
              { key: 'loanDuration', header: C.loanDuration, render: (r) => r.loanDuration, align: 'end' },
              {
                key: 'loanStatus',
                header: C.loanStatus,
                render: (r) => <LoanStatusBadge status={r.loanStatus} />,
              },
              {
                key: 'isOwnInvestment',
                header: C.isOwnInvestment,
                render: (r) => (r.isOwnInvestment ? L.yes : L.no),
              },
            ]}
          />
          <Pagination
            page={page}
            pageSize={pageSize}
            totalItems={totals?.count ?? rows.length}
            onPageChange={onPageChange}
          />
        </>
      )}
    </Section>
  );
}
