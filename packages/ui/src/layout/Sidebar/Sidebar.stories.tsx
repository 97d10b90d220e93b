import { type MenuEntry, menuFor, menuPaths } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { pickMenu } from '#internal/storyRegistry';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  args: { entries: menuFor(['ROLE_COMERCIAL']), currentPath: '/afiliados/afiliados', onNavigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 260, height: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Menú principal' });

/** Opens every closed group, outermost first, until none is left. */
async function openAll(root: HTMLElement) {
  for (;;) {
    const closed = within(root)
      .queryAllByRole('button', { expanded: false })
      .filter((b) => b.getAttribute('aria-expanded') === 'false');
    if (closed.length === 0) return;
    await userEvent.click(closed[0]!);
  }
}

/** The server's reports as GET /api/tools/reportsList names them (three serve lists of the menu). */
const reports = [
  { id: 'ventas-comerciales', name: 'Ventas por comercial', kind: 'file', roles: ['ROLE_COMERCIAL'] },
  { id: 'disponible-en-monederos', name: 'Disponible en monederos', kind: 'list', roles: ['ROLE_ADMIN'] },
  { id: 'resumen-sc', name: 'Resumen SC', kind: 'list', roles: ['ROLE_SUPER_ADMIN'] },
  { id: 'creditos-problematicos', name: 'Créditos problemáticos', kind: 'list', roles: ['ROLE_ADMIN'] },
] as const;

export const Comercial: Story = {
  play: async ({ canvasElement, args }) => {
    const links = within(nav(canvasElement)).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(within(nav(canvasElement)).queryByRole('link', { name: /Secondary Reasons/i })).toBeNull();
    const current = links.find((l) => l.getAttribute('aria-current') === 'page');
    await expect(current).toHaveTextContent('Mis afiliados');
    await userEvent.click(links[0]!);
    await expect(args.onNavigate).toHaveBeenCalledWith(links[0]!.getAttribute('href'));
    // A click with a modifier (new tab, new window, download) is the browser's: the app neither
    // navigates nor prevents it. The window listener runs after the app's and stops the real tab.
    const leftToBrowser: boolean[] = [];
    const record = (e: MouseEvent) => {
      leftToBrowser.push(!e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      for (const key of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
        fireEvent.click(links[0]!, { [key]: true, button: 0 });
      }
    } finally {
      window.removeEventListener('click', record);
    }
    await expect(leftToBrowser).toEqual([true, true, true, true]);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

const arrears = (id: string) => [id, `${id}-all`, `${id}-all3+`, `${id}-all+`, `${id}-all+3+`];

/**
 * A SUPER_ADMIN's menu, a fixed set of its entries three levels deep (the arrears lists, the card
 * lists, the reports the server also offers): every entry it holds is reachable, once, in its
 * group. A fixed set, so a new entry of the menu changes no picture; the whole menu is the
 * domain's to check (packages/domain/src/shared/routes.test.ts).
 */
export const SuperAdminNestedEntries: Story = {
  args: {
    entries: pickMenu(menuFor(['ROLE_SUPER_ADMIN'], { reports: [...reports] }), [
      'home',
      'affiliates',
      'affiliates-listings',
      ...arrears('affiliates-arrears'),
      'credits',
      'credits-listings',
      'credits-burofax',
      'credits-problematic',
      'credits-cards',
      'credits-cards-problematic',
      'credits-cards-expiring',
      'credits-arrears',
      ...arrears('credits-arrears-all'),
      ...arrears('credits-arrears-financings'),
      'lists',
      'lists-sc-summary',
      'lists-available-wallets',
      'reports',
      'report-ventas-comerciales',
    ]),
    currentPath: '/',
  },
  play: async ({ canvasElement, args, step }) => {
    const root = nav(canvasElement);
    await step('sub-groups start closed, their titles visible', async () => {
      const arrears = within(root).getAllByRole('button', { name: 'Morosidad' });
      await expect(arrears.length).toBeGreaterThan(0);
      for (const b of arrears) await expect(b).toHaveAttribute('aria-expanded', 'false');
    });
    await step('opening every group shows every path of the menu, each once', async () => {
      await openAll(root);
      const hrefs = within(root)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href'));
      const expected = menuPaths(args.entries as MenuEntry[]);
      await expect([...hrefs].sort()).toEqual([...expected].sort());
      await expect(new Set(hrefs).size).toBe(hrefs.length);
      await expect(hrefs.filter((h) => h?.includes('morosidad'))).toHaveLength(12);
      await expect(hrefs).toContain('/creditos/listados/tarjetas/proximas-a-expirar');
    });
    await step('a list the server also offers shows once, in its group', async () => {
      const listings = within(root).getAllByRole('list', { name: 'Listados' });
      const credits = listings.find((l) => within(l).queryByRole('link', { name: 'Informe burofax' }));
      await expect(within(credits!).getByRole('link', { name: 'Créditos problemáticos' })).toHaveAttribute(
        'href',
        '/listados/reportList/creditos-problematicos',
      );
      await expect(within(root).getAllByRole('link', { name: 'Créditos problemáticos' })).toHaveLength(1);
      await expect(within(root).getAllByRole('link', { name: 'Resumen SC' })).toHaveLength(1);
    });
  },
};

/** ADMIN reaches the four affiliate arrears lists through Afiliados › Listados › Morosidad, by keyboard. */
export const AdminArrearsByKeyboard: Story = {
  args: { entries: menuFor(['ROLE_ADMIN']), currentPath: '/' },
  play: async ({ canvasElement, args, step }) => {
    const root = nav(canvasElement);
    const affiliates = within(root).getByRole('group', { name: 'Afiliados' });
    await step('Enter opens Listados, Space opens Morosidad', async () => {
      const listings = within(affiliates).getByRole('button', { name: 'Listados' });
      listings.focus();
      await userEvent.keyboard('{Enter}');
      await expect(listings).toHaveAttribute('aria-expanded', 'true');
      const arrears = within(affiliates).getByRole('button', { name: 'Morosidad' });
      arrears.focus();
      await userEvent.keyboard(' ');
      await expect(arrears).toHaveAttribute('aria-expanded', 'true');
    });
    await step('the four lists are links of the Morosidad list', async () => {
      const list = within(affiliates).getByRole('list', { name: 'Morosidad' });
      const links = within(list).getAllByRole('link');
      await expect(links.map((l) => l.textContent)).toEqual(['Todos', 'Todos 3+', 'Todos +', 'Todos +3+']);
      await userEvent.click(links[3]!);
      await expect(args.onNavigate).toHaveBeenCalledWith('/afiliados/listados/morosidad/all+3+');
    });
    await step('Enter on a top-level group closes it', async () => {
      const title = within(root).getByRole('button', { name: 'Afiliados' });
      title.focus();
      await userEvent.keyboard('{Enter}');
      await expect(title).toHaveAttribute('aria-expanded', 'false');
      await expect(within(affiliates).queryAllByRole('link')).toHaveLength(0);
      // The other groups stay as they were.
      await expect(within(root).getByRole('link', { name: 'Logs LW' })).toBeVisible();
    });
  },
};

/** The group holding the current page starts open, down to the page. */
export const CurrentPageInsideSubGroup: Story = {
  args: { entries: menuFor(['ROLE_MICRO_ADMIN']), currentPath: '/creditos/listados/tarjetas/problematicas' },
  play: async ({ canvasElement }) => {
    const root = nav(canvasElement);
    await expect(within(root).getByRole('button', { name: 'Tarjetas' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const current = within(root).getByRole('link', { name: 'Problemáticas' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The card group is a list of its own (loans §2), first in its list.
    const cards = within(root).getByRole('list', { name: 'Tarjetas' });
    await expect(within(cards).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/creditos/listados/tarjetas',
    );
  },
};

/** JUDICIAL, VENTAS and MICRO_RECOBRO still get a menu: their home. */
export const Judicial: Story = {
  args: { entries: menuFor(['ROLE_JUDICIAL']), currentPath: '/inicio' },
  play: async ({ canvasElement }) => {
    const links = within(nav(canvasElement)).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(['/inicio']);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
  },
};

export const Empty: Story = {
  args: { entries: [], currentPath: '/' },
  play: async ({ canvasElement }) => {
    await expect(within(nav(canvasElement)).queryAllByRole('link')).toHaveLength(0);
  },
};
