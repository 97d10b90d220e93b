import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, userLogins } from '../db/schema';

/** Attempts allowed per account and client (or per client for unknown names) inside the window. */
export const MAX_FAILED_LOGINS = 10;
/**
 * Attempts allowed per account from every client together; beyond them, only the clients that
 * have signed in to the account before are let try (guesses from many addresses stay capped).
 */
export const MAX_ACCOUNT_LOGINS = 50;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** The counters an attempt on an account from a client moves (an unknown name: the client's only). */
function keysOf(userId: number | null, client: string) {
  return userId === null
    ? { client: `ip:${client}`, account: null }
    : { client: `user:${userId}|ip:${client}`, account: `user:${userId}` };
}

/**
 * The login throttle, in the database so that every API process on one PostgreSQL shares it.
 * Failures are counted by account and client (the caller's address) together, so that a stranger
 * who knows a username locks only themself out of it, never its owner elsewhere; and by account
 * alone, with a higher bound that the owner's known clients (those in `user_logins`) pass.
 *
 * An attempt is counted before its password is verified, both counters in one atomic
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`: of a burst of parallel attempts only the first
 * MAX_FAILED_LOGINS get a password check. A success clears its counters; a window starts at its
 * first attempt and an attempt after it starts anew.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Counts one attempt; true when it is beyond the allowed ones (answer 429, verify nothing). */
  async refuses(userId: number | null, client: string): Promise<boolean> {
    const keys = keysOf(userId, client);
    const at = new Date(this.now()).toISOString();
    const since = new Date(this.now() - LOGIN_WINDOW_MS).toISOString();
    const expired = sql`${loginAttempts.windowStart} <= ${since}::timestamptz`;
    const rows = await this.db
      .insert(loginAttempts)
      .values(
        [keys.client, keys.account]
          .filter((k): k is string => k !== null)
          .map((key) => ({ key, attempts: 1, windowStart: sql`${at}::timestamptz` })),
      )
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          attempts: sql`case when ${expired} then 1 else ${loginAttempts.attempts} + 1 end`,
          windowStart: sql`case when ${expired} then ${at}::timestamptz else ${loginAttempts.windowStart} end`,
        },
      })
      .returning({ key: loginAttempts.key, attempts: loginAttempts.attempts });
    const count = (key: string | null) => rows.find((r) => r.key === key)?.attempts ?? 0;
    if (count(keys.client) > MAX_FAILED_LOGINS) return true;
    if (userId === null || count(keys.account) <= MAX_ACCOUNT_LOGINS) return false;
    return !(await this.knownClient(userId, client));
  }

  /** A success: the account's counters start again (the client's, and the account's). */
  async clear(userId: number | null, client: string): Promise<void> {
    const keys = keysOf(userId, client);
    await this.db.delete(loginAttempts).where(
      inArray(
        loginAttempts.key,
        [keys.client, keys.account].filter((k): k is string => k !== null),
      ),
    );
  }

  /** The account's owner has signed in from this client before. */
  private async knownClient(userId: number, client: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: userLogins.id })
      .from(userLogins)
      .where(and(eq(userLogins.userId, userId), eq(userLogins.ip, client)))
      .limit(1);
    return row !== undefined;
  }
}
