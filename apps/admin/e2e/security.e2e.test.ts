import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

declare global {
  interface Window {
    __cspViolations?: string[];
    __inlineRan?: boolean;
  }
}

describe('the admin under its Content-Security-Policy (issue 12)', () => {
  it('logs in and renders the home page and a list with the CSP on, and reports no violation', async () => {
    const { page, context } = await newPage();
    // Installed through the DevTools protocol, so the policy does not apply to this listener.
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const consoleCsp: string[] = [];
    page.on('console', (msg) => {
      if (/Content.Security.Policy/i.test(msg.text())) consoleCsp.push(msg.text());
    });

    const answer = await page.goto('/login');
    const csp = answer?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(answer?.headers()['x-content-type-options']).toBe('nosniff');

    await login(page, 'comercial@demo.test');
    await page.waitForURL((u) => u.pathname === '/');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Bienvenido, Demo');

    await page.goto('/afiliados/lista-afiliados');
    await page.getByRole('main').waitFor();
    await page.getByRole('navigation', { name: 'Menú principal' }).waitFor();
    // styled-components' rules are in force: the menu is laid out, not unstyled text.
    const styled = await page.evaluate(() => document.querySelectorAll('style[data-styled]').length);
    expect(styled).toBeGreaterThan(0);

    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(consoleCsp).toEqual([]);

    // The policy is enforced, and the listener would have seen a violation: an inline script is refused.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
      await new Promise((r) => setTimeout(r, 50));
      return window.__inlineRan === true;
    });
    expect(ran).toBe(false);
    expect((await page.evaluate(() => window.__cspViolations ?? [])).join()).toMatch(/script-src/);
    await context.close();
  });
});
