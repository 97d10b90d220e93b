import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportListScreen } from './ReportListScreen';

const rows = [
  {
    codigoAfiliado: 'AF-0001',
    nombreComercial: 'Clínica Dental Sonrisa',
    saldoDisponible: 1520.4,
    activo: true,
  },
  { codigoAfiliado: 'AF-0002', nombreComercial: 'Autoescuela Ruta', saldoDisponible: 98.1, activo: false },
];

const meta = {
  title: 'Screens/ReportListScreen',
  component: ReportListScreen,
  parameters: { layout: 'padded' },
  args: { status: 'loaded', title: 'Disponible en monederos', rows, onDownload: fn() },
} satisfies Meta<typeof ReportListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Disponible en monederos');
    await step('columns are the keys of the first row, titled by splitting the camel case', async () => {
      const headers = canvas.getAllByRole('columnheader').map((h) => h.textContent?.trim());
      await expect(headers).toEqual(['Codigo afiliado', 'Nombre comercial', 'Saldo disponible', 'Activo']);
      await expect(canvas.getByText('Clínica Dental Sonrisa')).toBeVisible();
      // Booleans read as words.
      await expect(canvas.getAllByRole('cell', { name: 'Sí' }).length).toBeGreaterThan(0);
    });
    await step('an Excel download is offered', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Descargar Excel' }));
      await expect(args.onDownload).toHaveBeenCalled();
    });
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Descargar Excel' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('No hay resultados');
    // No rows, no download (§2).
    await expect(canvas.queryByRole('button', { name: 'Descargar Excel' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

export const LoadError: Story = {
  args: { status: 'error', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Se ha producido un error al cargar los datos',
    );
  },
};

export const Forbidden: Story = {
  args: { status: 'forbidden', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Acceso restringido',
    );
  },
};

/** A file report opened by its address (URL, ctrl-click, refresh): no table, a download (issue 12). */
export const FileReport: Story = {
  args: { status: 'file', title: 'Ventas por comercial', rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ventas por comercial' })).toBeVisible();
    await expect(canvas.getByText('Este informe se descarga como fichero Excel.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar Excel' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};
