import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

/** Login attempts allowed per account (or per IP for unknown names) inside the window; more get a 429. */
export const MAX_FAILED_LOGINS = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * The login throttle, in the database so that every API process on one PostgreSQL shares it.
 * An attempt is counted before its password is verified, in one atomic
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`: of a burst of parallel attempts only the first
 * MAX_FAILED_LOGINS get a password check, whatever the spelling of the account. A success clears
 * the count; the window starts at the first attempt and a later attempt after it starts anew.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Counts one attempt on `key`; true when it is beyond the allowed ones (answer 429, verify nothing). */
  async attempt(key: string): Promise<boolean> {
    const at = new Date(this.now()).toISOString();
    const since = new Date(this.now() - LOGIN_WINDOW_MS).toISOString();
    const expired = sql`${loginAttempts.windowStart} <= ${since}::timestamptz`;
    const [row] = await this.db
      .insert(loginAttempts)
      .values({ key, attempts: 1, windowStart: sql`${at}::timestamptz` })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          attempts: sql`case when ${expired} then 1 else ${loginAttempts.attempts} + 1 end`,
          windowStart: sql`case when ${expired} then ${at}::timestamptz else ${loginAttempts.windowStart} end`,
        },
      })
      .returning({ attempts: loginAttempts.attempts });
    return (row?.attempts ?? 0) > MAX_FAILED_LOGINS;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.key, key));
  }
}
