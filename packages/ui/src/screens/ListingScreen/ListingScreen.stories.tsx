import type { ListingColumn, ListingFilter } from '@backoffice/domain/listings';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListingArrearsForm } from './ListingArrearsForm';
import { type ListingRow, ListingScreen } from './ListingScreen';

const onArrearsSubmit = fn();

/** 'Estados EAM, RET, AMA y AMO' as GET /api/listados/creditos-estados-eam-ret-ama-amo answers it. */
const columns: ListingColumn[] = [
  { key: 'codigo', label: 'Código', type: 'code', link: 'loan', linkKey: 'creditoId' },
  { key: 'estado', label: 'Estado', type: 'text' },
  { key: 'prestatario', label: 'Prestatario', type: 'text' },
  { key: 'cantidad', label: 'Cantidad', type: 'money' },
  { key: 'tin', label: 'TIN', type: 'percent' },
  { key: 'fechaAlta', label: 'Fecha de alta', type: 'date' },
];
const filters: ListingFilter[] = [
  {
    name: 'estado',
    label: 'Estado',
    type: 'select',
    options: ['EAM', 'RET', 'AMA', 'AMO'].map((v) => ({ value: v, label: v })),
  },
  { name: 'q', label: 'Código o prestatario', type: 'text' },
  { name: 'desde', label: 'Desde', type: 'date' },
];
const rows: ListingRow[] = [
  {
    creditoId: 1203,
    codigo: 'F0001203',
    estado: 'EAM',
    prestatario: 'Lucía Fernández Gil',
    cantidad: 12450.5,
    tin: 9.5,
    fechaAlta: '2026-03-05',
  },
  {
    creditoId: 1188,
    codigo: 'F0001188',
    estado: 'AMO',
    prestatario: 'Jorge Martín Ruiz',
    cantidad: 980,
    tin: 0,
    fechaAlta: '2026-02-17',
  },
  {
    creditoId: 1042,
    codigo: 'B0001042',
    estado: 'RET',
    prestatario: 'Ana Sánchez López',
    cantidad: 2300.75,
    tin: 12.25,
    fechaAlta: '2025-11-30',
  },
];

const meta = {
  title: 'Screens/ListingScreen',
  component: ListingScreen,
  parameters: { layout: 'padded' },
  args: {
    status: 'loaded',
    title: 'Estados EAM, RET, AMA y AMO',
    columns,
    filters,
    filterValues: {},
    rows,
    totalItems: 3,
    page: 1,
    pageSize: 50,
    order: { key: 'fechaAlta', dir: 'desc' },
    sortable: ['codigo', 'estado', 'prestatario', 'cantidad', 'tin', 'fechaAlta'],
    onFiltersChange: fn(),
    onPageChange: fn(),
    onOrderChange: fn(),
    onDownload: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof ListingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Estados EAM, RET, AMA y AMO');
    await step('columns are typed: money es-ES EUR, percentages, dates D/MM/YYYY', async () => {
      await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual([
        'Código',
        'Estado',
        'Prestatario',
        'Cantidad',
        'TIN',
        'Fecha de alta',
      ]);
      await expect(canvas.getByRole('cell', { name: /^12\.450,50\s€$/ })).toBeVisible();
      await expect(canvas.getByRole('cell', { name: /^9,50\s%$/ })).toBeVisible();
      await expect(canvas.getByRole('cell', { name: '5/03/2026' })).toBeVisible();
    });
    await step('a code opens the loan detail', async () => {
      const link = canvas.getByRole('link', { name: 'F0001203' });
      await expect(link).toHaveAttribute('href', '/creditos/detalle-credito/estado?credito=1203');
      await userEvent.click(link);
      await expect(args.onNavigate).toHaveBeenCalledWith('/creditos/detalle-credito/estado?credito=1203');
    });
    await step('the order is the server’s: a header asks for another', async () => {
      await expect(canvas.getByRole('columnheader', { name: /Fecha de alta/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      await userEvent.click(canvas.getByRole('button', { name: /Cantidad/ }));
      await expect(args.onOrderChange).toHaveBeenCalledWith({ key: 'cantidad', dir: 'asc' });
    });
    await step('the filters are the listing’s, applied on submit', async () => {
      const form = within(canvas.getByRole('form', { name: 'Filtros' }));
      await userEvent.selectOptions(form.getByLabelText('Estado'), 'AMA');
      await userEvent.type(form.getByLabelText('Código o prestatario'), 'Lucía');
      await userEvent.click(form.getByRole('button', { name: 'Filtrar' }));
      await expect(args.onFiltersChange).toHaveBeenCalledWith({ estado: 'AMA', q: 'Lucía' });
    });
    await step('the Excel download', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Descargar Excel' }));
      await expect(args.onDownload).toHaveBeenCalled();
    });
  },
};

export const Paged: Story = {
  args: { totalItems: 245, page: 2, pageSize: 50 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('51–100 de 245')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Página 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Downloading: Story = {
  args: { download: { bytes: 1_887_436 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('El fichero se esta descargando');
    await expect(status).toHaveTextContent('1,8 MB recibidos');
    await expect(canvas.getByRole('button', { name: 'Descargar Excel' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Estados EAM, RET, AMA y AMO',
    );
    await expect(within(canvasElement).queryByRole('button', { name: 'Descargar Excel' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay resultados')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Se ha producido un error al cargar los datos'),
    ).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: { status: 'forbidden' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(/restringido/i);
  },
};

/** The general arrears form of loans §2 above its list: it builds the route. */
export const ArrearsForm: Story = {
  args: { title: 'Morosidad', filters: [] },
  render: (args) => (
    <ListingScreen {...args}>
      <ListingArrearsForm
        values={{ ge: '30', morososTresMas: '0', tipo: 'todos', producto: 'plataforma' }}
        onSubmit={onArrearsSubmit}
      />
    </ListingScreen>
  ),
  play: async ({ canvasElement, step }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Listado de morosidad' }));
    await step('a bad number of days is refused in Spanish', async () => {
      await userEvent.clear(form.getByLabelText('Días de impago (mínimo)'));
      await userEvent.type(form.getByLabelText('Días de impago (mínimo)'), 'muchos');
      await userEvent.click(form.getByRole('button', { name: 'Ver listado' }));
      await expect(form.getByText('Indique un número de días (0 a 9999).')).toBeVisible();
      await expect(onArrearsSubmit).not.toHaveBeenCalled();
    });
    await step('valid values go to their route', async () => {
      await userEvent.clear(form.getByLabelText('Días de impago (mínimo)'));
      await userEvent.type(form.getByLabelText('Días de impago (mínimo)'), '90');
      await userEvent.selectOptions(form.getByLabelText('Morosos con tres cuotas o más'), '1');
      await userEvent.selectOptions(form.getByLabelText('Tipo'), 'financiacion');
      await userEvent.click(form.getByRole('button', { name: 'Ver listado' }));
      await expect(onArrearsSubmit).toHaveBeenCalledWith({
        ge: '90',
        morososTresMas: '1',
        tipo: 'financiacion',
        producto: 'plataforma',
      });
    });
  },
};
