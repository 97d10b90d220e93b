import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoSidewaysPage, expectTableScrollsInView, officeWindow } from '#internal/officeWindow';
import { affiliateOptions, loanRows, phaseCounts, salesAgentOptions } from '../fixtures';
import { listStatePlays } from '../statePlays';
import { EMPTY_LOAN_FILTERS, type ListOrder, type LoanListFilters } from '../types';
import { LoanListScreen, type LoanListScreenProps } from './LoanListScreen';

const meta = {
  title: 'Screens/Loan/LoanListScreen',
  component: LoanListScreen,
  args: {
    state: 'loaded',
    rows: loanRows,
    total: 20000,
    phaseCounts,
    filters: EMPTY_LOAN_FILTERS,
    onFiltersChange: fn(),
    order: null,
    onOrderChange: fn(),
    page: 1,
    pageSize: 100,
    onPageChange: fn(),
    affiliates: affiliateOptions,
    salesAgents: salesAgentOptions,
    detailHref: (r) => `/creditos/detalle-credito/estado?credito=${r.id}`,
    onNavigate: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof LoanListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filters and order held in story state, as the route holds them in the URL. */
function Stateful(args: LoanListScreenProps) {
  const [filters, setFilters] = useState<LoanListFilters>(args.filters);
  const [order, setOrder] = useState<ListOrder | null>(args.order);
  const inPhase = (code: string) =>
    !filters.phase ||
    ({ FA: ['EAM', 'AMO'], FF: ['PUB'], FS: ['SIM'], FE: ['EST'], FD: ['DE1'], FC: ['CA0'], other: ['UNK'] }[
      filters.phase
    ]?.includes(code) ??
      false);
  let rows = args.rows.filter((r) => inPhase(r.estadoCd));
  if (order?.field === 'cantidad') {
    rows = [...rows].sort((a, b) =>
      order.direction === 'asc' ? a.cantidad - b.cantidad : b.cantidad - a.cantidad,
    );
  }
  return (
    <LoanListScreen
      {...args}
      filters={filters}
      order={order}
      rows={rows}
      total={filters.phase ? (args.phaseCounts[filters.phase] ?? 0) : args.total}
      onFiltersChange={(f) => {
        args.onFiltersChange(f);
        setFilters(f);
      }}
      onOrderChange={(o) => {
        args.onOrderChange(o);
        setOrder(o);
      }}
    />
  );
}

export const Default: Story = {
  name: 'Loaded',
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the title, the counts per phase and the columns show', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Financiaciones' })).toBeVisible();
      const counts = within(canvas.getByRole('navigation', { name: 'Financiaciones por fase' }));
      await expect(counts.getByRole('button', { name: /Todas 20\.000/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(counts.getByRole('button', { name: /Amortización 14\.176/ })).toBeVisible();
      for (const col of ['Financiación', 'Prestatario', 'Afiliado', 'Tipo', 'Estado', 'Importe', 'Alta']) {
        await expect(canvas.getByRole('columnheader', { name: new RegExp(col) })).toBeVisible();
      }
    });
    await step('loans §2: the financing name is F, B or C and the id in 7 digits', async () => {
      await expect(canvas.getByRole('link', { name: 'F0001200' })).toHaveAttribute(
        'href',
        '/creditos/detalle-credito/estado?credito=1200',
      );
      await expect(canvas.getByRole('link', { name: 'B0001201' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'C0001202' })).toBeVisible();
    });
    await step('the table is windowed: 100 rows, a few dozen in the DOM', async () => {
      const table = canvas.getByRole('table', { name: 'Financiaciones' });
      await expect(table).toHaveAttribute('aria-rowcount', '101');
      await expect(within(table).getAllByRole('row').length).toBeLessThan(40);
    });
    await step('a phase count filters by its phase and clears the status', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Amortización 14\.176/ }));
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...EMPTY_LOAN_FILTERS, phase: 'FA' });
      await expect(canvas.getByLabelText('Fase')).toHaveValue('FA');
      const rows = within(canvas.getByRole('table', { name: 'Financiaciones' }))
        .getAllByRole('row')
        .slice(1);
      for (const row of rows) await expect(row).toHaveTextContent('Amortización');
    });
    await step('a sortable header asks the server for the order', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Importe/ }));
      await expect(args.onOrderChange).toHaveBeenLastCalledWith({ field: 'cantidad', direction: 'asc' });
      await expect(canvas.getByRole('columnheader', { name: /Importe/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
    });
    await step('opening a loan navigates inside the app; export asks for the filtered rows', async () => {
      await userEvent.click(canvas.getAllByRole('link')[0] as HTMLElement);
      await expect(args.onNavigate).toHaveBeenCalledWith(
        expect.stringMatching(/^\/creditos\/detalle-credito\/estado\?credito=\d+$/),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Exportar a Excel' }));
      await expect(args.onExport).toHaveBeenCalled();
    });
  },
};

export const StatusBadgeByPhase: Story = {
  play: async ({ canvasElement }) => {
    const badge = (text: string) =>
      [...canvasElement.querySelectorAll<HTMLElement>('[data-bo="badge"]')].find(
        (b) => b.textContent === text,
      ) ?? canvasElement;
    // loans §4: the colour is the phase's (FA success, FD danger), and the text names both.
    await expect(getComputedStyle(badge('EAM · Amortización')).color).toBe('rgb(23, 101, 58)');
    await expect(getComputedStyle(badge('DE1 · Denegado, impagado o fallido')).color).toBe(
      'rgb(164, 22, 26)',
    );
    // FC (CA0–CA4, REC) are the cancelled loans: cancelling leads to CA0.
    await expect(badge('CA0 · Cancelado')).not.toBe(canvasElement);
    await expect(canvasElement).not.toHaveTextContent('Captación');
    await expect(getComputedStyle(badge('AMO · Amortización')).color).toBe(
      getComputedStyle(badge('EAM · Amortización')).color,
    );
  },
};

/** A from after its to selects nothing: each inverted range says why, in Spanish, under its 'to' field. */
export const InvertedRanges: Story = {
  args: {
    filters: {
      ...EMPTY_LOAN_FILTERS,
      createdFrom: '2026-05-01',
      createdTo: '2026-04-01',
      amountMin: '5000',
      amountMax: '1000',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Alta hasta')).toHaveAccessibleDescription(
      messages.validation.dateRangeInverted,
    );
    await expect(canvas.getByLabelText('Importe máximo')).toHaveAccessibleDescription(
      messages.validation.numberRangeInverted,
    );
    await expect(canvas.getByLabelText('Alta desde')).not.toHaveAccessibleDescription(
      messages.validation.dateRangeInverted,
    );
  },
};

export const FiltersInUse: Story = {
  args: {
    filters: {
      ...EMPTY_LOAN_FILTERS,
      phase: 'FA',
      tipo: 'bnpl',
      createdFrom: '2026-01-01',
      createdTo: '2026-03-31',
      amountMin: '1000',
      amountMax: '5000',
      text: 'garc',
    },
    order: { field: 'createdAt', direction: 'desc' },
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the filters show what the URL holds', async () => {
      await expect(canvas.getByLabelText('Código o prestatario')).toHaveValue('garc');
      await expect(canvas.getByLabelText('Tipo')).toHaveValue('bnpl');
      await expect(canvas.getByLabelText('Importe mínimo')).toHaveValue('1000');
      await expect(canvas.getByRole('columnheader', { name: /Alta/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    });
    await step('the status filter offers only the statuses of the chosen phase', async () => {
      const options = within(canvas.getByLabelText('Estado'))
        .getAllByRole('option')
        .map((o) => o.textContent);
      await expect(options).toContain('EAM · Amortización');
      await expect(options).not.toContain('PUB · Financiación');
    });
    await step('clearing the filters empties every one of them', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Limpiar filtros' }));
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith(EMPTY_LOAN_FILTERS);
    });
  },
};

export const NotFound: Story = {
  args: { notFound: true, onDismissNotFound: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // loans §8: a failed parameter check of a loan lands here, saying so.
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.loanLists.notFound);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Financiación no encontrada');
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar notificación' }));
    await expect(args.onDismissNotFound).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { state: 'loading', rows: [] }, play: listStatePlays.loading };

export const Empty: Story = {
  args: { state: 'empty', rows: [], total: 0, phaseCounts: {} },
  play: listStatePlays.emptyWithoutExport,
};

export const ErrorState: Story = {
  name: 'Error',
  args: { state: 'error', rows: [], onRetry: fn() },
  play: listStatePlays.errorWithRetry(messages.read.financings),
};

export const Forbidden: Story = { args: { state: 'forbidden', rows: [] }, play: listStatePlays.forbidden };

/** issue 16: the export is a server-streamed .xlsx; while it arrives, the listings' progress. */
export const Downloading: Story = {
  args: { download: { bytes: 1_887_436 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('El fichero se esta descargando');
    await expect(status).toHaveTextContent('1,8 MB recibidos');
    await expect(canvas.getByRole('button', { name: 'Exportando…' })).toBeDisabled();
  },
};

/**
 * On a 1366 px laptop, in the app's shell: the financings do not fit the room beside the sidebar,
 * so the table scrolls sideways inside itself, its scrollbar in the window; the page does not.
 */
export const Laptop1366: Story = {
  ...officeWindow,
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    await expectNoSidewaysPage(canvasElement);
    await expectTableScrollsInView(within(canvasElement).getByRole('table'));
  },
};
