import { LIMITS } from '@backoffice/domain/catalogues';
import { formatNumber } from '@backoffice/domain/format';
import { messages } from '@backoffice/domain/messages';
import { DateText } from '#patterns/DateText';
import { Money } from '#patterns/Money';
import { type PageLinks, Pagination } from '#patterns/Pagination';
import { Section } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { LoanStatusBadge } from '#patterns/StatusBadge';
import { AffiliateLink } from '../AffiliateLink/AffiliateLink';
import { affiliateLabels as L } from '../labels';
import type { FinancingRow, LoadState } from '../types';

export interface AffiliateDetailFinancingProps {
  state: LoadState;
  rows: readonly FinancingRow[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  /** The pages the server links from this one (its `hydra:view`): the pager follows them. */
  links?: PageLinks | undefined;
  /** §9: 100 rows per page. */
  pageSize?: number;
  loanHref?: (row: FinancingRow) => string;
  onNavigate?: (href: string) => void;
  onRetry?: () => void;
}

const pct = (v: number | null | undefined) => (v === null || v === undefined ? '' : `${formatNumber(v)} %`);

/** §2 financing: the affiliate's and its branches' loans, 100 per page (§9). */
export function AffiliateDetailFinancing({
  state,
  rows,
  total,
  page,
  onPageChange,
  links,
  pageSize = LIMITS.financingPageSize,
  loanHref,
  onNavigate,
  onRetry,
}: AffiliateDetailFinancingProps) {
  const c = L.financing.columns;
  return (
    <Section
      title={L.detail.tabs.financiaciones}
      state={state}
      errorMessage={messages.read.financings}
      empty={rows.length === 0 && total === 0}
      {...(onRetry ? { onRetry } : {})}
    >
      <SectionTable
        caption={`${L.detail.tabs.financiaciones}, ${L.common.rows}: ${rows.length}`}
        rows={rows}
        rowKey={(r) => r.id}
        columns={[
          {
            key: 'code',
            header: c.code,
            render: (r) =>
              loanHref ? (
                <AffiliateLink href={loanHref(r)} onNavigate={onNavigate}>
                  {r.code}
                </AffiliateLink>
              ) : (
                r.code
              ),
          },
          { key: 'name', header: c.name, render: (r) => r.name },
          { key: 'status', header: c.status, render: (r) => <LoanStatusBadge status={r.status} /> },
          { key: 'pTinI', header: c.pTinI, render: (r) => pct(r.pTinI), align: 'end' },
          { key: 'tae', header: c.tae, render: (r) => pct(r.tae), align: 'end' },
          { key: 'amount', header: c.amount, render: (r) => <Money value={r.amount} />, align: 'end' },
          { key: 'cobros', header: c.cobros, render: (r) => (r.cobros ? L.common.yes : L.common.no) },
          { key: 'duration', header: c.duration, render: (r) => r.duration ?? '', align: 'end' },
          { key: 'salesAgent', header: c.salesAgent, render: (r) => r.salesAgent ?? '' },
          {
            key: 'branch',
            header: c.branch,
            render: (r) =>
              r.branchId ? `${r.branchId} · ${r.branchName ?? ''} (${r.branchUsername ?? ''})` : '',
          },
          { key: 'createdAt', header: c.createdAt, render: (r) => <DateText value={r.createdAt} /> },
        ]}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        totalItems={total}
        onPageChange={onPageChange}
        links={links}
      />
    </Section>
  );
}
