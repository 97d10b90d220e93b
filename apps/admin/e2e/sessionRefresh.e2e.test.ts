/**
 * The token refresh at 45 minutes (platform-and-affiliates.md §2, §7), end to end in Chromium
 * against the real API: an active member of staff is never logged out by it.
 *
 * A session 46 minutes old cannot be waited for, and the API's clock cannot be moved from here, so
 * the test signs a token as the server would have 46 minutes ago (the run's own JWT secret, from
 * globalSetup) with the claims of a real login, and stores it with that login date in the
 * session's cookies. Everything after that is the app and the server as they run.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, closeBrowser, newPage, openAs } from './support/browser';

afterAll(closeBrowser);

const MINUTE = 60_000;
const list = '/creditos/financiaciones';

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** The session token the page's cookies hold. */
async function cookieToken(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((c) => c.name === 'bo_token')?.value;
  expect(token).toBeTruthy();
  return decodeURIComponent(token ?? '');
}

/** `token`'s claims, signed again as issued `ageMs` ago (same user, a new jti). */
function olderToken(token: string, ageMs: number): string {
  const secret = inject('jwtSecret');
  if (!secret)
    throw new Error('No JWT secret: against a running server set E2E_JWT_SECRET to its JWT_SECRET.');
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
  const iat = Math.floor((Date.now() - ageMs) / 1000);
  const body = b64(
    JSON.stringify({ ...claims, iat, exp: iat + (claims.exp - claims.iat), jti: randomUUID() }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

/** Stores a session token and login date in the cookies, as the app writes them. */
async function storeSession(context: BrowserContext, token: string, loginDate: number) {
  const cookie = { url: baseUrl(), secure: true, sameSite: 'Strict' as const };
  await context.addCookies([
    { ...cookie, name: 'bo_token', value: encodeURIComponent(token) },
    { ...cookie, name: 'bo_loginDate', value: String(loginDate) },
  ]);
}

/** Every API answer a page gets, as "METHOD path status". */
function recordApi(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${r.request().method()} ${url.pathname} ${r.status()}`);
  });
  return seen;
}

const refreshes = (seen: string[]) => seen.filter((s) => s.startsWith('PUT /api/refreshJWT'));
const firstRow = (page: Page) => page.getByRole('row').nth(1).waitFor();

describe('token refresh', () => {
  it('two windows holding the same 46-minute-old token both refresh, and neither is logged out', async () => {
    const signIn = await openAs(list, 'super-admin');
    const old = olderToken(await cookieToken(signIn.context()), 46 * MINUTE);
    const cookies = await signIn.context().cookies();
    await signIn.context().close();
    // Two windows with the same session (a browser clock is per context, so each its own).
    const [{ context: ctxA, page: a }, { context: ctxB, page: b }] = await Promise.all([
      newPage(),
      newPage(),
    ]);
    for (const context of [ctxA, ctxB]) {
      await context.addCookies(cookies);
      await storeSession(context, old, Date.now() - 46 * MINUTE);
    }

    // B was opened six minutes ago: its clock says the session is 40 minutes old, so it keeps the
    // old token in memory without refreshing.
    await b.clock.install({ time: Date.now() - 6 * MINUTE });
    const seenB = recordApi(b);
    await b.goto(list);
    await firstRow(b);
    expect(refreshes(seenB)).toEqual([]);

    // A opens now: the session is due, A refreshes, and the old token is revoked (after a grace).
    const seenA = recordApi(a);
    await a.goto(list);
    await firstRow(a);
    expect(refreshes(seenA)).toEqual(['PUT /api/refreshJWT 200']);
    expect(await cookieToken(ctxA)).not.toBe(old);

    // Six minutes on in B, staff move on: B refreshes with the token A's refresh revoked, within
    // its grace, and stays. Its reads go out with the token it gets.
    await b.clock.fastForward('06:00');
    await b.getByRole('row').nth(1).getByRole('link').first().click();
    await b.waitForURL((u) => u.pathname === '/creditos/detalle-credito/estado');
    // The loan's page, or the login form if the refresh logged B out.
    await b
      .getByRole('heading', { level: 1, name: /^[FBC]\d{7}$/ })
      .or(b.getByRole('button', { name: 'Entrar' }))
      .waitFor();
    expect(new URL(b.url()).pathname).toBe('/creditos/detalle-credito/estado');
    expect(refreshes(seenB)).toEqual(['PUT /api/refreshJWT 200']);
    expect(await cookieToken(ctxB)).not.toBe(old);

    for (const [tab, seen] of [
      [a, seenA],
      [b, seenB],
    ] as const) {
      expect(seen.filter((s) => s.endsWith(' 401'))).toEqual([]);
      expect(new URL(tab.url()).pathname).not.toBe('/login');
    }
    await Promise.all([ctxA.close(), ctxB.close()]);
  });

  it('a refresh the server refuses is asked once per page, not before every request', async () => {
    const page = await openAs(list, 'super-admin');
    const context = page.context();
    // The browser believes the login is 46 minutes old; the server knows the token is new (409).
    await storeSession(context, await cookieToken(context), Date.now() - 46 * MINUTE);
    const seen = recordApi(page);
    await page.reload();
    await firstRow(page);
    // The page's reads after the refused refresh (the menu's data, the list) are sent with the
    // current token, without asking again.
    expect(seen.filter((s) => !s.startsWith('PUT /api/refreshJWT')).length).toBeGreaterThan(1);
    expect(refreshes(seen)).toEqual(['PUT /api/refreshJWT 409']);
    expect(seen.filter((s) => s.endsWith(' 401'))).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(list);
    await context.close();
  });
});
