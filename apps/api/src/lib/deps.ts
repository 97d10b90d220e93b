import type { Db } from '../db/client';
import type { CallCenterProvider } from '../providers/callCenter';
import type { IdentityProvider } from '../providers/identity';
import type { OpenBankingProvider } from '../providers/openBanking';
import type { SepaProvider } from '../providers/sepa';
import type { SignatureProvider } from '../providers/signature';
import type { SmsProvider } from '../providers/sms';
import type { WalletProvider } from '../providers/wallet';
import type { FaultSwitch } from './faults';
import type { ProviderCallLog } from './providerCalls';

/** What every route plugin gets: the database, the clock, the data folder and the providers. */
export interface RouteDeps {
  db: Db;
  now: () => number;
  /** Document files live under `${dataDir}/documents`. */
  dataDir: string;
  wallet: WalletProvider;
  /** Logs LW (issue 16): the wallet provider's calls, written after each request (lib/providerCalls.ts). */
  providerCalls: ProviderCallLog;
  openBanking: OpenBankingProvider;
  sms: SmsProvider;
  sepa: SepaProvider;
  callCenter: CallCenterProvider;
  identity: IdentityProvider;
  signature: SignatureProvider;
  /** Serve the busiest reads from a version-checked cache (lib/versionedCache.ts). */
  readCache: boolean;
  /** Issue 14 four-eyes: protected operations wait for a second person (lib/approvals.ts). */
  fourEyes: boolean;
  /** Test-only fault injection (lib/faults.ts); never set in production. */
  faults?: FaultSwitch | undefined;
}
