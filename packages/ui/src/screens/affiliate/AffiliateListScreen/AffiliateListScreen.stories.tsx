import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { counts, listRows, salesAgents } from '../fixtures';
import type { AffiliateListFilters } from '../types';
import { AffiliateListScreen, type AffiliateListScreenProps } from './AffiliateListScreen';

const meta = {
  title: 'Screens/Affiliate/AffiliateListScreen',
  component: AffiliateListScreen,
  args: {
    variant: 'mine',
    state: 'loaded',
    rows: listRows,
    total: 303,
    countsByStatus: counts,
    filters: { text: '', status: '', salesAgent: '' },
    onFiltersChange: fn(),
    salesAgents,
    page: 1,
    pageSize: 30,
    onPageChange: fn(),
    detailHref: (r) => `/afiliados/detalle-afiliado/datos-contacto?afiliado=${r.id}`,
    onNavigate: fn(),
    createHref: '/afiliados/crear-afiliado',
  },
} satisfies Meta<typeof AffiliateListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filters held in story state, as the route holds them, so typing and clicking show results. */
function Stateful(args: AffiliateListScreenProps) {
  const [filters, setFilters] = useState<AffiliateListFilters>(args.filters);
  const rows = args.rows.filter(
    (r) =>
      (!filters.status || r.status === filters.status) &&
      (!filters.text || `${r.code} ${r.name}`.toLowerCase().includes(filters.text.toLowerCase())),
  );
  return (
    <AffiliateListScreen
      {...args}
      filters={filters}
      rows={rows}
      total={rows.length}
      onFiltersChange={(f) => {
        args.onFiltersChange(f);
        setFilters(f);
      }}
    />
  );
}

export const Default: Story = {
  name: 'My affiliates',
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the title, the create entry and the §3 columns show', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Mis afiliados' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Crear afiliado' })).toHaveAttribute(
        'href',
        '/afiliados/crear-afiliado',
      );
      for (const col of ['Código', 'Nombre', 'Estado', 'Origen', 'Email', 'Comercial asignado', 'KYC']) {
        await expect(canvas.getByRole('columnheader', { name: col })).toBeVisible();
      }
    });
    await step('counts per status: all, and one per state with affiliates', async () => {
      await expect(canvas.getByRole('button', { name: /Todos 300/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('button', { name: /ACT 60/ })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: /^VIR/ })).toBeNull();
    });
    await step('a count filters by its status', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /OFF 20/ }));
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
        text: '',
        status: 'OFF',
        salesAgent: '',
      });
      await expect(canvas.getByRole('button', { name: /OFF 20/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByLabelText('Estado')).toHaveValue('OFF');
      const rows = canvas.getAllByRole('row').slice(1);
      for (const row of rows) await expect(row).toHaveTextContent('Descartado');
    });
    await step('the text filter searches code and name', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Limpiar filtros' }));
      await userEvent.type(canvas.getByLabelText('Código o nombre'), 'AF00103');
      await expect(canvas.getAllByRole('row')).toHaveLength(2);
      await expect(canvas.getByRole('link', { name: 'AF00103' })).toHaveAttribute(
        'href',
        '/afiliados/detalle-afiliado/datos-contacto?afiliado=103',
      );
    });
    await step('opening a row navigates inside the app', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'AF00103' }));
      await expect(args.onNavigate).toHaveBeenCalledWith(
        '/afiliados/detalle-afiliado/datos-contacto?afiliado=103',
      );
    });
  },
};

export const BadgeColours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = (text: string) => canvas.getAllByText(text)[0]?.closest('span[title]') as HTMLElement;
    const red = getComputedStyle(badge('Descartado')).color;
    const green = getComputedStyle(badge('Activo')).color;
    const neutral = getComputedStyle(badge('No contactado')).color;
    await expect(red).toBe('rgb(164, 22, 26)');
    await expect(green).toBe('rgb(23, 101, 58)');
    await expect(getComputedStyle(badge('No existe')).color).toBe(red);
    await expect(getComputedStyle(badge('Baja')).color).toBe(red);
    await expect(getComputedStyle(badge('Funcionando')).color).toBe(green);
    await expect(neutral).not.toBe(red);
    await expect(neutral).not.toBe(green);
  },
};

export const AffiliateList: Story = {
  args: { variant: 'all', createHref: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lista de afiliados' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Crear afiliado' })).toBeNull();
  },
};

export const FilterBySalesAgent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Comercial'), 'Jorge Ruiz');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      text: '',
      status: '',
      salesAgent: '/api/users/8',
    });
  },
};

export const Paging: Story = {
  args: { page: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('31–60 de 303')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Página anterior' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

/** The server sorts (issue 11): a header asks for an order, the route keeps it in the URL. */
export const SortedOnTheServer: Story = {
  args: { order: { field: 'name', direction: 'asc' }, onOrderChange: fn() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the order given shows on its header; the rows are left as they came', async () => {
      await expect(canvas.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expect(canvas.getByRole('columnheader', { name: /Código/ })).not.toHaveAttribute('aria-sort');
    });
    await step('a click asks for the next order of that column', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Nombre/ }));
      await expect(args.onOrderChange).toHaveBeenLastCalledWith({ field: 'name', direction: 'desc' });
      await userEvent.click(canvas.getByRole('button', { name: /Código/ }));
      await expect(args.onOrderChange).toHaveBeenLastCalledWith({ field: 'code', direction: 'asc' });
    });
    await step('only the declared columns sort', async () => {
      await expect(canvas.queryByRole('button', { name: /KYC/ })).toBeNull();
    });
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(1);
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
    await expect(canvas.getByLabelText('Código o nombre')).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0, filters: { text: 'zzz', status: '', salesAgent: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No hay resultados' })).toBeVisible();
    await expect(canvas.getByText('Ningún afiliado cumple los filtros.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Issue 12: 'Mis afiliados' of a user with no affiliate assigned says so and offers the whole list. */
export const NoneAssigned: Story = {
  args: {
    rows: [],
    total: 0,
    countsByStatus: {},
    filters: { text: '', status: '', salesAgent: '/api/users/3' },
    salesAgents: [{ value: '/api/users/3', label: 'Demo MICRO_ADMIN' }, ...salesAgents],
    noneAssigned: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tiene ningún afiliado asignado.')).toBeVisible();
    await expect(canvas.queryByText('Ningún afiliado cumple los filtros.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver todos los afiliados' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ text: '', status: '', salesAgent: '' });
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', rows: [], onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.read.affiliates);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ha habido un error obteniendo los afiliados');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Forbidden: Story = {
  args: { state: 'forbidden', rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Acceso restringido');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Every column header inside the scroll box and the window: headers that do not fit are hidden from the eye. */
async function expectAllColumnsInView(canvasElement: HTMLElement) {
  // Widths depend on the bundled Inter: measure once it is in, not with the fallback font.
  await Promise.all(['400 13px Inter', '600 12px Inter'].map((font) => document.fonts.load(font)));
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region', { name: 'Lista de afiliados' }).getBoundingClientRect();
  const headers = canvas.getAllByRole('columnheader');
  await expect(headers).toHaveLength(9);
  for (const header of headers) {
    const box = header.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(region.left);
    await expect(box.right).toBeLessThanOrEqual(Math.min(region.right, window.innerWidth));
  }
}

/** A 1366 px laptop: the nine columns fit their content and all show without scrolling sideways. */
export const Laptop1366: Story = {
  args: { variant: 'all', createHref: null },
  globals: { viewport: { value: 'laptop1366', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1366);
    await expectAllColumnsInView(canvasElement);
  },
};

/** A full-HD monitor: the same columns, the room left over stays at the end of the rows. */
export const Desktop1920: Story = {
  args: { variant: 'all', createHref: null },
  globals: { viewport: { value: 'desktop1920', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1920);
    await expectAllColumnsInView(canvasElement);
  },
};
