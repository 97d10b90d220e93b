import type { MouseEvent } from 'react';

/**
 * A link the app routes itself: a plain left click navigates in place; a click with a modifier
 * (new tab, new window, download) or another button is left to the browser, so every in-app link
 * still opens in a new tab.
 */
export function navigateInApp(
  e: MouseEvent<HTMLElement>,
  href: string,
  onNavigate: ((href: string) => void) | undefined,
): void {
  if (!onNavigate || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
  e.preventDefault();
  onNavigate(href);
}
