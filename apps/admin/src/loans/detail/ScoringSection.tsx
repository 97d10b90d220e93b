/**
 * The Scoring tab (loans §2, §6), its own chunk: the scrape reports tell which view the server
 * gave this user; only the full view reads summaries, score results and killers. Accounts are read
 * when a scrape is shown, transactions when an account is opened, page by page along the
 * collection's next link.
 */
import { nextPageOf } from '@backoffice/domain';
import {
  type InsCuenta,
  type InsResumen,
  type Killer,
  LoanDetailScoring,
  LoanDetailScoringAccounts,
  LoanDetailScoringTransactions,
  type ScoreResult,
  type ScrapeReport,
} from '@backoffice/ui/screens/loan';

import useSWRInfinite from 'swr/infinite';
import { useApi } from '../../session/SessionProvider';
import { stateOf, useLoanRead } from './reads';
import type { SectionProps } from './sections';

function Transactions({ account }: { account: InsCuenta }) {
  const api = useApi();
  const key = 'GET /api/ins_cuentas/:id/ins_trans' as const;
  const params = { id: account.id };
  const pages = useSWRInfinite(
    (index: number, previous: Awaited<ReturnType<typeof load>> | null) => {
      if (index === 0) return [key, params, { page: '1' }] as const;
      const next = nextPageOf(previous?.['hydra:view']);
      return next === null ? null : ([key, params, { page: String(next) }] as const);
    },
    ([, , query]) => load(query.page),
    { revalidateFirstPage: false },
  );
  function load(page: string) {
    return api.call(key, { params, query: { page } });
  }
  const rows = (pages.data ?? []).flatMap((p) => p['hydra:member']);
  const last = pages.data?.[pages.data.length - 1];
  return (
    <LoanDetailScoringTransactions
      account={account.iban ?? account.account ?? String(account.id)}
      state={stateOf(pages.data?.[0], pages.error)}
      rows={rows}
      hasMore={nextPageOf(last?.['hydra:view']) !== null}
      loadingMore={pages.isValidating && pages.size > (pages.data?.length ?? 0)}
      onMore={() => void pages.setSize(pages.size + 1)}
      onRetry={() => void pages.mutate()}
    />
  );
}

function Accounts({ report, borrowerAccount }: { report: ScrapeReport; borrowerAccount: string | null }) {
  const read = useLoanRead<'GET /api/ins_scrape_reports/:id/ins_cuentas', InsCuenta[]>(
    'GET /api/ins_scrape_reports/:id/ins_cuentas',
    { id: report.id },
    undefined,
    (a) => a['hydra:member'],
  );
  return (
    <LoanDetailScoringAccounts
      {...read}
      borrowerAccount={borrowerAccount}
      renderTransactions={(account) => <Transactions account={account} />}
    />
  );
}

export default function ScoringSection({ id, loan }: SectionProps) {
  const reports = useLoanRead('GET /api/creditos/:id/ins_scrape_reports', { id });
  const full = reports.data?.scoringView === 'full';
  const summaries = useLoanRead<'GET /api/creditos/:id/ins_resumens', InsResumen[]>(
    'GET /api/creditos/:id/ins_resumens',
    full ? { id } : null,
    undefined,
    (a) => a['hydra:member'],
  );
  const scores = useLoanRead<'GET /api/creditos/:id/score_results', ScoreResult[]>(
    'GET /api/creditos/:id/score_results',
    full ? { id } : null,
    { pagination: 'false' },
    (a) => a['hydra:member'],
  );
  const killers = useLoanRead<'GET /api/creditos/:id/killers', Killer[]>(
    'GET /api/creditos/:id/killers',
    full ? { id } : null,
    undefined,
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
