/**
 * The Scoring tab (loans §2, §6), its own chunk: the scrape reports tell which view the server
 * gave this user; only the full view reads summaries, score results and killers. Accounts are read
 * when a scrape is shown, transactions and holders when an account is opened, the transactions
 * page by page along the collection's next link.
 */
import { nextPageOf } from '@backoffice/domain';
import {
  type InsCuenta,
  LoanDetailScoring,
  LoanDetailScoringAccounts,
  LoanDetailScoringHolders,
  LoanDetailScoringTransactions,
  type ScrapeReport,
} from '@backoffice/ui/screens/loan';

import useSWRInfinite from 'swr/infinite';
import type { Answer, ApiError } from '../../api/client';
import { loadStateOf, readKey, sectionOf, useRouteRead } from '../../resources';
import { FRESH } from './parameters';
import type { SectionProps } from './sections';

function Transactions({ account }: { account: InsCuenta }) {
  const route = 'GET /api/ins_cuentas/:id/ins_trans' as const;
  const params = { id: account.id };
  // Pages along the collection's next link, each read by its key through the one fetcher.
  const pages = useSWRInfinite<Answer<typeof route>, ApiError>(
    (index: number, previous: Answer<typeof route> | null) => {
      if (index === 0) return readKey(route, params, { page: '1' });
      const next = nextPageOf(previous?.['hydra:view']);
      return next === null ? null : readKey(route, params, { page: String(next) });
    },
    { revalidateFirstPage: false },
  );
  const rows = (pages.data ?? []).flatMap((p) => p['hydra:member']);
  const last = pages.data?.[pages.data.length - 1];
  return (
    <LoanDetailScoringTransactions
      account={account.iban ?? account.account ?? String(account.id)}
      state={loadStateOf({ data: pages.data?.[0], error: pages.error })}
      rows={rows}
      hasMore={nextPageOf(last?.['hydra:view']) !== null}
      loadingMore={pages.isValidating && pages.size > (pages.data?.length ?? 0)}
      onMore={() => void pages.setSize(pages.size + 1)}
      onRetry={() => void pages.mutate()}
    />
  );
}

function Holders({ account }: { account: InsCuenta }) {
  const holders = sectionOf(
    useRouteRead('GET /api/ins_cuentas/:id/ins_titulars', { id: account.id }, null, FRESH),
    (a) => a['hydra:member'],
  );
  return (
    <LoanDetailScoringHolders account={account.iban ?? account.account ?? String(account.id)} {...holders} />
  );
}

function Accounts({ report, borrowerAccount }: { report: ScrapeReport; borrowerAccount: string | null }) {
  const accounts = useRouteRead(
    'GET /api/ins_scrape_reports/:id/ins_cuentas',
    { id: report.id },
    null,
    FRESH,
  );
  const read = sectionOf(accounts, (a): InsCuenta[] => a['hydra:member']);
  return (
    <LoanDetailScoringAccounts
      {...read}
      borrowerAccount={borrowerAccount}
      renderTransactions={(account) => <Transactions account={account} />}
      renderHolders={(account) => <Holders account={account} />}
    />
  );
}

export default function ScoringSection({ id, loan }: SectionProps) {
  const reports = sectionOf(useRouteRead('GET /api/creditos/:id/ins_scrape_reports', { id }, null, FRESH));
  const full = reports.data?.scoringView === 'full';
  const summaries = sectionOf(
    useRouteRead('GET /api/creditos/:id/ins_resumens', full ? { id } : null, null, FRESH),
    (a) => a['hydra:member'],
  );
  const scores = sectionOf(
    useRouteRead('GET /api/creditos/:id/score_results', full ? { id } : null, { pagination: 'false' }, FRESH),
    (a) => a['hydra:member'],
  );
  const killers = sectionOf(
    useRouteRead('GET /api/creditos/:id/killers', full ? { id } : null, null, FRESH),
    (a) => a['hydra:member'],
  );
  return (
    <LoanDetailScoring
      view={full ? 'full' : 'latestScrape'}
      reports={{ ...reports, data: reports.data?.['hydra:member'] ?? null }}
      summaries={summaries}
      scores={scores}
      killers={killers}
      hasCoborrower={loan.coborrower !== null}
      renderAccounts={(report) => <Accounts report={report} borrowerAccount={loan.accountIban} />}
    />
  );
}
