import type { Db } from '../db/client';
import type { OpenBankingProvider } from '../providers/openBanking';
import type { WalletProvider } from '../providers/wallet';

/** What every route plugin gets: the database, the clock, the data folder and the providers. */
export interface RouteDeps {
  db: Db;
  now: () => number;
  /** Document files live under `${dataDir}/documents`. */
  dataDir: string;
  wallet: WalletProvider;
  openBanking: OpenBankingProvider;
  /** Serve the busiest reads from a version-checked cache (lib/versionedCache.ts). */
  readCache: boolean;
  /** Issue 14 four-eyes: protected operations wait for a second person (lib/approvals.ts). */
  fourEyes: boolean;
}
