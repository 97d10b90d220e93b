/** Failed logins allowed per username and IP inside the window; the next attempt gets a 429. */
export const MAX_FAILED_LOGINS = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts failed logins per key (username + IP) in a sliding 15-minute window. In memory: the API
 * runs as one process, and a restart forgetting the counts errs on the side of the user.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  private recent(key: string): number[] {
    const since = this.now() - LOGIN_WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  isBlocked(key: string): boolean {
    return this.recent(key).length >= MAX_FAILED_LOGINS;
  }

  fail(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}
