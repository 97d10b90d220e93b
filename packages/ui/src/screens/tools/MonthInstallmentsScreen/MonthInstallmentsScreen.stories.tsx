import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listStatePlays } from '../../loan/list/statePlays';
import { MonthInstallmentsScreen, type MonthInstallmentsSummary } from './MonthInstallmentsScreen';

const summary: MonthInstallmentsSummary = {
  month: '2026-11',
  installments: 412,
  changes: 57,
  applied: 0,
  transitions: [
    { from: 'PD', to: 'RE', count: 31 },
    { from: 'PD', to: 'DE', count: 20 },
    { from: 'RE', to: 'CO', count: 6 },
  ],
};

const meta = {
  title: 'Screens/Tools/MonthInstallmentsScreen',
  component: MonthInstallmentsScreen,
  args: { state: 'loaded', summary, onRetry: fn(), onApply: fn() },
} satisfies Meta<typeof MonthInstallmentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dry run: what would change; applying asks first. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the summary and each transition', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Actualizar cuotas del mes' }),
      ).toBeVisible();
      const table = canvas.getByRole('table', { name: 'Cambios de estado' });
      await expect(
        within(table).getByRole('row', { name: /PD · Pendiente RE · Retrasada 31/ }),
      ).toBeInTheDocument();
    });
    await step('apply after confirming', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Aplicar 57 cambios' }));
      const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
        name: 'Actualizar cuotas del mes',
      });
      await expect(dialog).toHaveTextContent('¿Actualizar el estado de 57 cuotas de 2026-11?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
      await expect(args.onApply).toHaveBeenCalledTimes(1);
    });
  },
};

/** Already up to date (a second run): nothing to apply. */
export const UpToDate: Story = {
  args: { summary: { ...summary, changes: 0, transitions: [] }, applied: 57 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('57 cuotas actualizadas');
    await expect(canvas.getByText('Las cuotas del mes ya están al día.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aplicar 0 cambios' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { state: 'loading', summary: null }, play: listStatePlays.loading };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', summary: null },
  play: listStatePlays.error('Ha habido un error obteniendo el resumen de las cuotas del mes'),
};
export const Forbidden: Story = {
  args: { state: 'forbidden', summary: null },
  play: listStatePlays.forbidden,
};
