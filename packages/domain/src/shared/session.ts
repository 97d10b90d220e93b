/**
 * Session timing (platform-and-affiliates.md §2, §4 and §9): navigation needs a login younger
 * than 60 minutes; a token refresh is attempted from 45 minutes.
 */
import { LIMITS } from './limits';

export type SessionState = 'fresh' | 'refresh' | 'expired';

const toMs = (v: unknown): number | null => {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.getTime();
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = /^\d+$/.test(v.trim()) ? Number(v.trim()) : Date.parse(v);
    return Number.isNaN(n) ? null : n;
  }
  return null;
};

/**
 * 'expired' when there is no login date or it is 60 minutes old or more (go to /login);
 * 'refresh' from 45 minutes (PUT /api/refreshJWT on the next request); 'fresh' before.
 * Dates are Date objects, epoch milliseconds or ISO text.
 */
export function sessionState(loginDate: unknown, now: unknown): SessionState {
  const login = toMs(loginDate);
  const at = toMs(now);
  if (login === null || at === null) return 'expired';
  const minutes = (at - login) / 60_000;
  if (minutes >= LIMITS.sessionCutoffMinutes) return 'expired';
  if (minutes >= LIMITS.tokenRefreshMinutes) return 'refresh';
  return 'fresh';
}
