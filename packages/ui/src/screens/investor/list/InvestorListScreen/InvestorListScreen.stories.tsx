import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoSidewaysPage, expectTableScrollsInView, officeWindow } from '#internal/officeWindow';
import { listStatePlays } from '../../../loan/list/statePlays';
import type { ListOrder } from '../../../loan/list/types';
import { investorRows, statusCounts } from '../fixtures';
import { EMPTY_INVESTOR_FILTERS, type InvestorListFilters } from '../types';
import { InvestorListScreen, type InvestorListScreenProps } from './InvestorListScreen';

const meta = {
  title: 'Screens/Investor/InvestorListScreen',
  component: InvestorListScreen,
  args: {
    state: 'loaded',
    rows: investorRows,
    total: 400,
    statusCounts,
    filters: EMPTY_INVESTOR_FILTERS,
    onFiltersChange: fn(),
    order: null,
    onOrderChange: fn(),
    page: 1,
    pageSize: 100,
    onPageChange: fn(),
    detailHref: (r) => `/inversores/detalle-inversor/datos?inversor=${r.id}`,
    onNavigate: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof InvestorListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filters and order held in story state, as the route holds them in the URL. */
function Stateful(args: InvestorListScreenProps) {
  const [filters, setFilters] = useState<InvestorListFilters>(args.filters);
  const [order, setOrder] = useState<ListOrder | null>(args.order);
  let rows = args.rows.filter(
    (r) =>
      (!filters.status || r.status === filters.status) &&
      (!filters.kind || r.legalPerson === (filters.kind === 'legal')),
  );
  if (order?.field === 'balance') {
    rows = [...rows].sort((a, b) =>
      order.direction === 'asc' ? a.balance - b.balance : b.balance - a.balance,
    );
  }
  return (
    <InvestorListScreen
      {...args}
      filters={filters}
      order={order}
      rows={rows}
      total={filters.status ? (args.statusCounts[filters.status] ?? 0) : args.total}
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
    await step('the title, the counts per status and the columns show', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Inversores' })).toBeVisible();
      const counts = within(canvas.getByRole('navigation', { name: 'Inversores por estado' }));
      await expect(counts.getByRole('button', { name: /Todos 400/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(counts.getByRole('button', { name: /Activo 240/ })).toBeVisible();
      await expect(counts.getByRole('button', { name: /Bloqueado 33/ })).toBeVisible();
      for (const col of ['Inversor', 'Tipo', 'E-mail', 'Documento', 'Estado', 'Saldo monedero', 'Alta']) {
        await expect(canvas.getByRole('columnheader', { name: new RegExp(col) })).toBeVisible();
      }
    });
    await step(
      'loans §3: a company shows its business name and tax id, a person their name and DNI',
      async () => {
        const company = canvas
          .getAllByRole('link', { name: 'Patrimonial Gil SA' })[0]
          ?.closest('[role="row"], tr') as HTMLElement;
        await expect(company).toHaveTextContent('Persona jurídica');
        await expect(company).toHaveTextContent('B01000031');
        const person = canvas
          .getAllByRole('link', { name: 'Lucía García López' })[0]
          ?.closest('[role="row"], tr') as HTMLElement;
        await expect(person).toHaveTextContent('Persona física');
        await expect(person).toHaveTextContent('10000000Z');
      },
    );
    await step('the table is windowed: 100 rows, a few dozen in the DOM', async () => {
      const table = canvas.getByRole('table', { name: 'Inversores' });
      await expect(table).toHaveAttribute('aria-rowcount', '101');
      await expect(within(table).getAllByRole('row').length).toBeLessThan(40);
    });
    await step('a status count filters by its status', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Bloqueado 33/ }));
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
        ...EMPTY_INVESTOR_FILTERS,
        status: 'BLO',
      });
      await expect(canvas.getByLabelText('Estado')).toHaveValue('BLO');
      const rows = within(canvas.getByRole('table', { name: 'Inversores' }))
        .getAllByRole('row')
        .slice(1);
      for (const row of rows) await expect(row).toHaveTextContent('Bloqueado');
    });
    await step('a sortable header asks the server for the order', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Saldo monedero/ }));
      await expect(args.onOrderChange).toHaveBeenLastCalledWith({ field: 'balance', direction: 'asc' });
      await expect(canvas.getByRole('columnheader', { name: /Saldo monedero/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
    });
    await step('a name opens the investor inside the app; export asks for the filtered rows', async () => {
      await userEvent.click(canvas.getAllByRole('link')[0] as HTMLElement);
      await expect(args.onNavigate).toHaveBeenCalledWith(
        expect.stringMatching(/^\/inversores\/detalle-inversor\/datos\?inversor=\d+$/),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Exportar a Excel' }));
      await expect(args.onExport).toHaveBeenCalled();
    });
  },
};

export const Filtered: Story = {
  args: {
    filters: { status: 'ACT', kind: 'legal', text: 'ruiz' },
    order: { field: 'name', direction: 'desc' },
    rows: investorRows.filter((r) => r.status === 'ACT' && r.legalPerson),
    total: 7,
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the filters show what the URL holds', async () => {
      await expect(canvas.getByLabelText('Nombre, e-mail o documento')).toHaveValue('ruiz');
      await expect(canvas.getByLabelText('Estado')).toHaveValue('ACT');
      await expect(canvas.getByLabelText('Tipo de persona')).toHaveValue('legal');
      await expect(canvas.getByRole('columnheader', { name: /Inversor/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      await expect(canvas.getByText('7 inversores')).toBeVisible();
    });
    await step('typing in the text filter and choosing a kind change the filters', async () => {
      await userEvent.type(canvas.getByLabelText('Nombre, e-mail o documento'), 'z');
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
        status: 'ACT',
        kind: 'legal',
        text: 'ruizz',
      });
      await userEvent.selectOptions(canvas.getByLabelText('Tipo de persona'), 'natural');
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
        status: 'ACT',
        kind: 'natural',
        text: 'ruiz',
      });
    });
    await step('clearing the filters empties every one of them', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Limpiar filtros' }));
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith(EMPTY_INVESTOR_FILTERS);
    });
  },
};

export const NotFound: Story = {
  args: { notFound: true, onDismissNotFound: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // loans §8: a missing investor ('Entity not found.') lands here (misInversores with notFound).
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.investorList.notFound);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Inversor no encontrado');
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar notificación' }));
    await expect(args.onDismissNotFound).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { state: 'loading', rows: [] }, play: listStatePlays.loading };

export const Empty: Story = {
  args: { state: 'empty', rows: [], total: 0, statusCounts: {} },
  play: listStatePlays.emptyWithoutExport,
};

export const ErrorState: Story = {
  name: 'Error',
  args: { state: 'error', rows: [], onRetry: fn() },
  play: listStatePlays.errorWithRetry('Ha habido un error obteniendo los inversores'),
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

/** On a 1366 px laptop, in the app's shell: the investors' table fits or scrolls inside itself, in view. */
export const Laptop1366: Story = {
  ...officeWindow,
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    await expectNoSidewaysPage(canvasElement);
    await expectTableScrollsInView(within(canvasElement).getByRole('table'));
  },
};
