import { formatEur } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { listStatePlays } from '../../../loan/list/statePlays';
import { investorDashboard } from '../fixtures';
import { InvestorDashboardScreen } from './InvestorDashboardScreen';

const meta = {
  title: 'Screens/Investor/InvestorDashboardScreen',
  component: InvestorDashboardScreen,
  args: { state: 'loaded', data: investorDashboard, onRetry: fn() },
} satisfies Meta<typeof InvestorDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Loaded',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the figures, counts in es-ES and amounts in euros', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard de inversores' })).toBeVisible();
      const figures = within(canvas.getByRole('region', { name: 'Cifras' }));
      await expect(figures.getByText('Inversores').nextElementSibling).toHaveTextContent('400');
      await expect(figures.getByText('Personas jurídicas').nextElementSibling).toHaveTextContent('131');
      await expect(figures.getByText('Inversiones activas').nextElementSibling).toHaveTextContent('31.254');
      await expect(figures.getByText('Importe invertido (activo)').nextElementSibling?.textContent).toBe(
        formatEur(9_876_543.21),
      );
      await expect(figures.getByText('Saldo en monederos').nextElementSibling?.textContent).toBe(
        formatEur(3_456_789.5),
      );
    });
    await step('charts by status, by month and of the wallet balances, each with its table', async () => {
      for (const name of [
        'Inversores por estado',
        'Importe invertido por mes',
        'Inversiones por mes',
        'Monederos por saldo',
        'Saldo por tramo',
      ]) {
        await expect(canvas.getByRole('img', { name })).toBeVisible();
      }
      const statuses = canvas.getByRole('table', { name: 'Inversores por estado' });
      await expect(within(statuses).getByRole('rowheader', { name: 'Activo' })).toBeInTheDocument();
      await expect(within(statuses).getByRole('cell', { name: '240' })).toBeInTheDocument();
      await expect(within(statuses).getByRole('rowheader', { name: 'Fraude' })).toBeInTheDocument();
      const bands = canvas.getByRole('table', { name: 'Monederos por saldo' });
      await expect(within(bands).getByRole('rowheader', { name: 'Más de 10.000 €' })).toBeInTheDocument();
      await expect(
        within(canvas.getByRole('table', { name: 'Importe invertido por mes' })).getAllByRole('row'),
      ).toHaveLength(13);
    });
  },
};

export const Loading: Story = { args: { state: 'loading', data: null }, play: listStatePlays.loading };
export const Empty: Story = { args: { state: 'empty', data: null }, play: listStatePlays.empty };
export const ErrorState: Story = {
  name: 'Error',
  args: { state: 'error', data: null },
  play: listStatePlays.error('Ha habido un error obteniendo el dashboard de inversores'),
};
export const Forbidden: Story = {
  args: { state: 'forbidden', data: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Acceso restringido');
  },
};
