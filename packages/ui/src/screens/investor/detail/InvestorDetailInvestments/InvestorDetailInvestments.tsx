import { LIMITS } from '@backoffice/domain/catalogues';
import { formatEur, formatNumber } from '@backoffice/domain/format';
import { messages } from '@backoffice/domain/messages';
import { InvestmentFilterForm, type InvestmentRangeFilters, investmentColumns } from '#internal';
import { navigateInApp } from '#internal/navigation';
import { EmptyState } from '#patterns/PageState';
import { type PageLinks, Pagination } from '#patterns/Pagination';
import { Panel, Section } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { investorDetailLabels as L } from '../labels';
import type { InvestorInvestment, LoadState } from '../types';

/** loans §9 investment filters, inclusive ranges; '' means no bound. Dates travel as YYYY-MM-DD. */
export interface InvestorInvestmentFilters extends InvestmentRangeFilters {
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
  /** The pages the server links from this one (its `hydra:view`): the pager follows them. */
  links?: PageLinks | undefined;
  filters: InvestorInvestmentFilters;
  onFiltersChange: (filters: InvestorInvestmentFilters) => void;
  /** Each row links to its loan (the loan detail's tab href). */
  loanHref: (row: InvestorInvestment) => string;
  onNavigate?: (href: string) => void;
  /** loans §9: 200 per page on the investor screen. */
  pageSize?: number;
  onRetry?: () => void;
}

/** Inversiones (loans §3, §9): 200 per page, every filter an inclusive range, totals, a link per loan. */
export function InvestorDetailInvestments({
  state,
  rows,
  totals,
  page,
  onPageChange,
  links,
  filters,
  onFiltersChange,
  loanHref,
  onNavigate,
  pageSize = LIMITS.investorInvestmentsPageSize,
  onRetry,
}: InvestorDetailInvestmentsProps) {
  const columns = investmentColumns<InvestorInvestment>((r) => {
    const href = loanHref(r);
    return (
      <a href={href} onClick={(e) => navigateInApp(e, href, onNavigate)}>
        {r.loanCode}
      </a>
    );
  });
  return (
    <Section
      title={L.sections.inversiones}
      state={state === 'loading' && rows.length > 0 ? 'loaded' : state}
      errorMessage={messages.investor.errors.investments}
      {...(onRetry ? { onRetry } : {})}
    >
      <Panel>
        <InvestmentFilterForm
          filters={filters}
          empty={NO_INVESTOR_INVESTMENT_FILTERS}
          onFiltersChange={onFiltersChange}
          loanStatusLabel={L.investments.loanStatus}
        />
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
            columns={columns}
          />
          <Pagination
            page={page}
            pageSize={pageSize}
            totalItems={totals?.count ?? rows.length}
            onPageChange={onPageChange}
            links={links}
          />
        </>
      )}
    </Section>
  );
}
