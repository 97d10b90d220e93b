import { EMPTY_LOGS_LW_FILTERS, type LogsLwFilters, toolsMessages } from '@backoffice/domain/tools';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type LogsLwRow, LogsLwScreen, type LogsLwScreenProps } from './LogsLwScreen';

const OPERATIONS = ['registerWallet', 'cleanKyc', 'moneyP2P', 'moneyOut', 'registerIban', 'setWalletStatus'];
const STAFF = ['Demo ADMIN', 'Demo MICRO_ADMIN', 'Demo SUPER_ADMIN'];

/** 120 calls, newest first, every tenth an error; fixed instants (Madrid is UTC+1 in January). */
const rows: LogsLwRow[] = Array.from({ length: 120 }, (_, i) => {
  const operation = OPERATIONS[i % OPERATIONS.length] as string;
  const failed = i % 10 === 3;
  return {
    id: 500 - i,
    at: new Date(Date.UTC(2026, 0, 20, 17, 45) - i * 47 * 60_000).toISOString(),
    userName: STAFF[i % STAFF.length] as string,
    customerName: `Cliente ${100 + (i % 9)}`,
    operation,
    target: operation.startsWith('money') ? `LW${100 + (i % 9)}` : `/api/users/${100 + (i % 9)}`,
    result: failed ? 'error' : 'ok',
    code: failed ? (operation === 'cleanKyc' ? 152 : 503) : null,
  };
});

const meta = {
  title: 'Screens/Tools/LogsLwScreen',
  component: LogsLwScreen,
  args: {
    state: 'loaded',
    rows,
    total: 120,
    filters: EMPTY_LOGS_LW_FILTERS,
    onFiltersChange: fn(),
    page: 1,
    pageSize: 50,
    onPageChange: fn(),
  },
} satisfies Meta<typeof LogsLwScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filters held in story state, as the route holds them in the URL; the rows follow the result. */
function Stateful(args: LogsLwScreenProps) {
  const [filters, setFilters] = useState<LogsLwFilters>(args.filters);
  const shown = args.rows.filter((r) => !filters.resultado || r.result === filters.resultado);
  return (
    <LogsLwScreen
      {...args}
      filters={filters}
      rows={shown}
      total={shown.length}
      onFiltersChange={(f) => {
        args.onFiltersChange(f);
        setFilters(f);
      }}
    />
  );
}

export const Default: Story = {
  name: 'Loaded',
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the title, the filters and the columns show', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Logs LW' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Limpiar filtros' })).toBeNull();
      const filters = within(canvas.getByRole('search', { name: 'Filtros' }));
      for (const label of ['Desde', 'Hasta', 'Usuario', 'Resultado'])
        await expect(filters.getByLabelText(label)).toBeVisible();
      for (const col of ['Fecha', 'Usuario', 'Cliente', 'Operación', 'Destino', 'Resultado', 'Código'])
        await expect(canvas.getByRole('columnheader', { name: col })).toBeVisible();
    });
    await step('a call: its Madrid time as D/MM/YYYY HH:mm, who, what and its result', async () => {
      const table = within(canvas.getByRole('table', { name: 'Llamadas al proveedor de monederos' }));
      const first = table.getAllByRole('row')[1] as HTMLElement;
      await expect(first).toHaveTextContent('20/01/2026 18:45');
      await expect(first).toHaveTextContent('Demo ADMIN');
      await expect(first).toHaveTextContent('registerWallet');
      await expect(first).toHaveTextContent('Correcto');
      const failed = table.getAllByRole('row')[4] as HTMLElement;
      await expect(failed).toHaveTextContent('moneyOut');
      await expect(failed).toHaveTextContent('Error');
      await expect(failed).toHaveTextContent('503');
    });
    await step('the table is windowed: 120 calls, a few dozen rows in the DOM', async () => {
      const table = canvas.getByRole('table', { name: 'Llamadas al proveedor de monederos' });
      await expect(table).toHaveAttribute('aria-rowcount', '121');
      await expect(within(table).getAllByRole('row').length).toBeLessThan(40);
      await expect(canvas.getByText('120 llamadas')).toBeVisible();
    });
    await step('the result filter keeps only the errors', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Resultado'), 'error');
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
        ...EMPTY_LOGS_LW_FILTERS,
        resultado: 'error',
      });
      const table = within(canvas.getByRole('table', { name: 'Llamadas al proveedor de monederos' }));
      const shown = table.getAllByRole('row').slice(1);
      await expect(shown.length).toBe(12);
      for (const row of shown) await expect(row).toHaveTextContent('Error');
    });
    await step('typing a user changes the filters', async () => {
      await userEvent.type(canvas.getByLabelText('Usuario'), 'ana');
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
        ...EMPTY_LOGS_LW_FILTERS,
        resultado: 'error',
        usuario: 'ana',
      });
    });
  },
};

export const InvertedRange: Story = {
  args: {
    filters: { ...EMPTY_LOGS_LW_FILTERS, desde: '2026-01-20', hasta: '2026-01-10' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The screen refuses the range with the API's text; the route does not ask for it.
    await expect(canvas.getByLabelText('Hasta')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(toolsMessages.logsLw.rangeInverted)).toBeVisible();
    await expect(canvas.getByLabelText('Desde')).toHaveValue('2026-01-20');
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

export const Empty: Story = {
  args: { state: 'empty', rows: [], total: 0, filters: { ...EMPTY_LOGS_LW_FILTERS, resultado: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No hay resultados' })).toBeVisible();
    await expect(canvas.getByLabelText('Resultado')).toHaveValue('error');
    // No call matches: clearing the filters empties every one of them.
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar filtros' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(EMPTY_LOGS_LW_FILTERS);
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { state: 'error', rows: [], total: 0, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ha habido un error obteniendo los logs de LW');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Forbidden: Story = {
  args: { state: 'forbidden', rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Acceso restringido');
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};
