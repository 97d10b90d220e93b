import { LIMITS } from '@backoffice/domain/catalogues';
import { messages } from '@backoffice/domain/messages';
import { InvestmentFilterForm, type InvestmentRangeFilters, investmentColumns } from '#internal';
import { EmptyState } from '#patterns/PageState';
import { type PageLinks, Pagination } from '#patterns/Pagination';
import { Panel, Section } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { affiliateLabels as L } from '../labels';
import type { InvestmentRow, LoadState } from '../types';

/** §9 investment filters, inclusive ranges; '' means no bound. Dates travel as YYYY-MM-DD. */
export type InvestmentFilters = InvestmentRangeFilters;

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
  /** The pages the server links from this one (its `hydra:view`): the pager follows them. */
  links?: PageLinks | undefined;
  filters: InvestmentFilters;
  onFiltersChange: (filters: InvestmentFilters) => void;
  /** §9: 20 per page. */
  pageSize?: number;
  onRetry?: () => void;
}

/** §2 investments of the associated investor: 20 per page with inclusive range filters (§9). */
export function AffiliateDetailInvestments({
  state,
  hasInvestor,
  rows,
  total,
  page,
  onPageChange,
  links,
  filters,
  onFiltersChange,
  pageSize = LIMITS.affiliateInvestmentsPageSize,
  onRetry,
}: AffiliateDetailInvestmentsProps) {
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
        <InvestmentFilterForm
          filters={filters}
          empty={NO_INVESTMENT_FILTERS}
          onFiltersChange={onFiltersChange}
        />
      </Panel>
      {rows.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <SectionTable
            caption={`${L.detail.tabs.inversiones}, ${L.common.rows}: ${rows.length}`}
            rows={rows}
            rowKey={(r, i) => r.id ?? `${r.loanCode}-${i}`}
            columns={COLUMNS}
          />
          <Pagination
            page={page}
            pageSize={pageSize}
            totalItems={total}
            onPageChange={onPageChange}
            links={links}
          />
        </>
      )}
    </Section>
  );
}

const COLUMNS = investmentColumns<InvestmentRow>();

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
