/**
 * Stories at the common office screen (1366 × 768): the story inside the real shell (top bar and
 * MICRO_ADMIN's sidebar), so the screen gets the room it gets in the app (about 1070 px), and the
 * checks a 1366 px story makes of it: nothing runs off the window, a table too wide for its room
 * scrolls inside itself with its scrollbar in view, every tab stays in the tab bar.
 */
import { menuFor } from '@backoffice/domain';
import type { Decorator } from '@storybook/react-vite';
import { type ComponentType, createElement } from 'react';
import { expect } from 'storybook/test';
import { Shell, type ShellProps } from '../layout/Shell/Shell';
import { Sidebar } from '../layout/Sidebar/Sidebar';
import { UserMenu } from '../layout/UserMenu/UserMenu';

const noop = () => {};

/** The shell without its content, which the decorator passes as its child. */
const Frame = Shell as ComponentType<Omit<ShellProps, 'children'>>;

const inShell: Decorator = (Story) =>
  createElement(
    Frame,
    {
      sidebar: createElement(Sidebar, {
        entries: menuFor(['ROLE_MICRO_ADMIN']),
        currentPath: '/',
        onNavigate: noop,
      }),
      userMenu: createElement(UserMenu, { firstname: 'Demo', lastname: 'MICRO_ADMIN', onSelect: noop }),
      onHome: noop,
    },
    createElement(Story),
  );

/** The story's globals, parameters and decorator: spread them into a story object. */
export const officeWindow: {
  globals: { viewport: { value: string; isRotated: boolean } };
  parameters: { layout: 'fullscreen' };
  decorators: Decorator[];
} = {
  globals: { viewport: { value: 'laptop1366', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [inShell],
};

/** The window is 1366 px and nothing in it scrolls sideways but the tables that must. */
export async function expectNoSidewaysPage(canvasElement: HTMLElement) {
  await expect(window.innerWidth).toBe(1366);
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  const main = canvasElement.ownerDocument.querySelector('main');
  if (main) await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
}

/**
 * A table wider than its room scrolls inside itself: its scroller is a focusable region that ends
 * inside the window (its sideways scrollbar in view), and scrolling it brings the last column in.
 */
export async function expectTableScrollsInView(table: HTMLElement) {
  const scroller = table.parentElement as HTMLElement;
  const main = table.ownerDocument.querySelector('main') as HTMLElement;
  if (scroller.scrollWidth <= scroller.clientWidth) return;
  await expect(scroller).toHaveAttribute('tabindex', '0');
  await expect(scroller.getBoundingClientRect().bottom).toBeLessThanOrEqual(
    main.getBoundingClientRect().bottom,
  );
  const headers = [...table.querySelectorAll<HTMLElement>('[role=columnheader]')];
  const last = headers.at(-1);
  if (!last) return;
  scroller.scrollLeft = scroller.scrollWidth;
  await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
    scroller.getBoundingClientRect().right + 1,
  );
  scroller.scrollLeft = 0;
}

/**
 * Every tab of the bar is whole and inside the bar and the main area, the selected one included,
 * and the bar has nothing hidden to scroll to (the tabs wrap instead).
 */
export async function expectEveryTabInView(list: HTMLElement) {
  const inside = (inner: DOMRect, outer: DOMRect) =>
    inner.left >= outer.left - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.bottom <= outer.bottom + 0.5;
  await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  const bar = list.getBoundingClientRect();
  const main = (list.ownerDocument.querySelector('main') ?? list.ownerDocument.body).getBoundingClientRect();
  for (const tab of list.querySelectorAll<HTMLElement>('[role=tab]')) {
    const box = tab.getBoundingClientRect();
    await expect({ tab: tab.textContent, whole: inside(box, bar) && inside(box, main) }).toEqual({
      tab: tab.textContent,
      whole: true,
    });
  }
}

/**
 * Each element lies whole across the main area and the window, with nothing to scroll sideways to
 * (the days of a week, the columns of a board): none cut at the right edge.
 */
export async function expectEachAcrossInView(elements: readonly HTMLElement[]) {
  const doc = elements[0]?.ownerDocument ?? document;
  const main = (doc.querySelector('main') ?? doc.body).getBoundingClientRect();
  const right = Math.min(main.right, doc.documentElement.clientWidth);
  for (const el of elements) {
    const box = el.getBoundingClientRect();
    const name = el.getAttribute('aria-label') ?? el.textContent;
    await expect({ name, whole: box.left >= main.left - 0.5 && box.right <= right + 0.5 }).toEqual({
      name,
      whole: true,
    });
  }
}
