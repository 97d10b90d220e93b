/**
 * Logs LW (issue 16): the calls the API makes to the wallet provider, kept in `provider_calls`.
 *
 * Where the row is written: never with the business transaction's `tx`, and not while it is open.
 * A provider call really happened even when the transaction around it rolls back (a failed
 * registerIBANLW, a wallet status LW refused), so its row must not be part of that transaction.
 * Writing it on `db` at once, from inside the transaction, is not an option either: on PGlite there
 * is one connection, held by the open transaction, so the write would wait for it forever; on
 * PostgreSQL it would take a second pool connection per call. So a call is only noted in memory
 * when it ends (`record`) and written right after the request that made it has answered, its
 * transaction committed or rolled back by then (the app's onResponse hook, `flush`); not in onSend,
 * before the answer, where a streamed export's open PGlite transaction could make the write wait on
 * the very answer it holds back. The log's own read flushes first, so it always shows every call
 * made before it (a reader of the bare table may see a row a moment after the answer). What a
 * crash between the call and the answer loses is the row of that one call; the provider's own
 * records still have it.
 */
import type { Db } from '../db/client';
import { providerCalls } from '../db/schema';
import type { ProviderName } from '../providers/simulated';

export interface ProviderCallRow {
  at: Date;
  userId: number | null;
  customerId: number | null;
  provider: ProviderName;
  operation: string;
  target: string | null;
  result: 'ok' | 'error';
  code: number | null;
  durationMs: number;
}

export class ProviderCallLog {
  private pending: ProviderCallRow[] = [];
  /** Writes run one after another, in the order the calls ended. */
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Notes a finished call; nothing touches the database here (see the module's comment). */
  record(call: ProviderCallRow): void {
    this.pending.push(call);
  }

  /** Writes every call noted so far; resolves once they are in the table (or the write failed). */
  flush(): Promise<void> {
    if (this.pending.length === 0) return this.chain;
    const rows = this.pending.splice(0);
    this.chain = this.chain.then(async () => {
      try {
        await this.db.insert(providerCalls).values(rows);
      } catch (error) {
        this.onError(error);
      }
    });
    return this.chain;
  }
}
