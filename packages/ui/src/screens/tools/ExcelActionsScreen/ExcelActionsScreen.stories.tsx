import { messages } from '@backoffice/domain/messages';
import { toolsMessages } from '@backoffice/domain/tools';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ExcelActionsReport, ExcelActionsScreen } from './ExcelActionsScreen';

const M = toolsMessages.excelActions;

const report: ExcelActionsReport = {
  tipo: 'gap',
  dryRun: true,
  total: 4,
  valid: 2,
  invalid: 2,
  applied: 0,
  limit: 1000,
  rows: [
    {
      fila: 3,
      credito: 'F0000018',
      accion: 'PAGO_PARCIAL',
      fecha: '2026-11-20',
      importe: null,
      errors: [messages.loanActions.notAllowedInStatus('AMA')],
    },
    {
      fila: 5,
      credito: 'F9999999',
      accion: 'LLAMADA',
      fecha: null,
      importe: null,
      errors: [M.loanNotFound('F9999999'), M.dateInvalid],
    },
    { fila: 2, credito: 'F0000012', accion: 'PROMESA_PAGO', fecha: '2026-11-20', importe: 120.5, errors: [] },
    { fila: 4, credito: 'F0000015', accion: 'LLAMADA', fecha: '2026-11-21', importe: null, errors: [] },
  ],
};

const meta = {
  title: 'Screens/Tools/ExcelActionsScreen',
  component: ExcelActionsScreen,
  args: {
    kind: 'gap',
    fileName: 'acciones-noviembre.xlsx',
    onFileChange: fn(),
    onDownloadTemplate: fn(),
    onCheck: fn(),
    onApply: fn(),
    report,
  },
} satisfies Meta<typeof ExcelActionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dry run of a file with good and bad rows: every bad row says why; the valid ones can be applied. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the route title and the counts of the check', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Subir acciones Excel GAP' })).toBeVisible();
      const summary = within(canvas.getByRole('region', { name: 'Resultado de la comprobación' }));
      await expect(summary.getByText('Con errores').nextElementSibling).toHaveTextContent('2');
    });
    await step('each refused row lists its errors in Spanish', async () => {
      const table = canvas.getByRole('table', { name: 'Filas del fichero (4)' });
      const row = within(table).getByRole('row', { name: /F9999999/ });
      await expect(row).toHaveTextContent(M.loanNotFound('F9999999'));
      await expect(row).toHaveTextContent(M.dateInvalid);
      await expect(within(table).getByRole('row', { name: /F0000012/ })).toHaveTextContent('Correcta');
    });
    await step('apply sends the valid rows; the template downloads', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Aplicar 2 filas válidas' }));
      await expect(args.onApply).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Descargar plantilla' }));
      await expect(args.onDownloadTemplate).toHaveBeenCalled();
    });
  },
};

/** Nothing chosen yet: the check waits for a file. */
export const NoFile: Story = {
  args: { fileName: null, report: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Comprobar fichero' })).toBeDisabled();
    await userEvent.upload(canvas.getByLabelText('Fichero Excel (.xlsx)'), new File(['x'], 'a.xlsx'));
    await expect(args.onFileChange).toHaveBeenCalled();
  },
};

/** A file refused whole: the reason, and no rows. */
export const BadFile: Story = {
  args: { report: null, fileError: M.wrongColumns('Crédito, Acción, Fecha, Importe, Observaciones') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Las columnas del fichero no son las de la plantilla',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Checking: the button is busy. */
export const Checking: Story = {
  args: { report: null, busy: 'check' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Comprobar fichero/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Applied: how many actions were written. */
export const Applied: Story = {
  args: { kind: 'judicial', report: { ...report, tipo: 'judicial', dryRun: false, applied: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Subir acciones Excel judicial' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 acciones aplicadas');
    await expect(canvas.queryByRole('button', { name: /Aplicar/ })).toBeNull();
  },
};

/** Every row is bad: nothing to apply. */
export const NothingValid: Story = {
  args: { report: { ...report, valid: 0, invalid: 2, total: 2, rows: report.rows.slice(0, 2) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Aplicar 0 filas válidas' }),
    ).toBeDisabled();
  },
};
