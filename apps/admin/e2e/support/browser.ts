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

export const baseUrl = () => inject('baseUrl');

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

/** A new browser context signed in as `username`, on `path` (through the login's redirect). */
export async function openAs(path: string, username: string): Promise<Page> {
  const { page } = await newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await login(page, username);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
  return page;
}
