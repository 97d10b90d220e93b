import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
// @ts-expect-error: a plain .mjs module shared with the Storybook config.
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium.mjs';

export const DEMO_PASSWORD = 'Demo-2026!';

let browser: Browser | null = null;

export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  return browser;
}

export async function closeBrowser() {
  await browser?.close();
  browser = null;
}

/** This worker's server (globalSetup starts one per worker). */
export const baseUrl = () => {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length] as string;
};

/** A fresh browser context (no cookies) with Spanish locale. */
export async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await launch()).newContext({ baseURL: baseUrl(), locale: 'es-ES' });
  const page = await context.newPage();
  return { context, page };
}

/** Fills the login form as a person would. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Usuario o email').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs `user` in through the login form and lands on `path`, in a 1366×768 window (the office screen). */
export async function openAs(path: string, user: string): Promise<Page> {
  const { page } = await newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await login(page, user);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
  return page;
}

/** Calls the API with the session's own token (to pick fixtures the way the screen sees them). */
export async function apiAs<T>(
  page: Page,
  path: string,
  init?: { method: string; body?: unknown },
): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )bo_token=([^;]*)/)?.[1] ?? '');
      const res = await fetch(path, {
        method: init?.method ?? 'GET',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(init?.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      return res.status === 204 ? null : res.json();
    },
    { path, init },
  ) as Promise<T>;
}

/** The loan detail's path for a tab. */
export const loanDetail = (tab: string, id: number | string) =>
  `/creditos/detalle-credito/${tab}?credito=${id}`;
/** The investor detail's path for a tab. */
export const investorDetail = (tab: string, id: number | string) =>
  `/inversores/detalle-inversor/${tab}?inversor=${id}`;
