import { formatEur } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectNoSidewaysPage, officeWindow } from '#internal/officeWindow';
import { dashboard } from '../fixtures';
import { listStatePlays } from '../statePlays';
import { LoanDashboardScreen } from './LoanDashboardScreen';

const meta = {
  title: 'Screens/Loan/LoanDashboardScreen',
  component: LoanDashboardScreen,
  args: { state: 'loaded', data: dashboard, onRetry: fn() },
} satisfies Meta<typeof LoanDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Loaded',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the figures, counts in es-ES and amounts in euros', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard de créditos' })).toBeVisible();
      const figures = within(canvas.getByRole('region', { name: 'Cifras' }));
      await expect(figures.getByText('Financiaciones').nextElementSibling).toHaveTextContent('20.000');
      await expect(figures.getByText('Saldo vencido').nextElementSibling?.textContent).toBe(
        formatEur(812345.67),
      );
      await expect(figures.getByText('En amortización').nextElementSibling).toHaveTextContent('14.176');
    });
    await step('charts by phase, by month and of the overdue statuses', async () => {
      for (const name of [
        'Financiaciones por fase',
        'Importe por fase',
        'Financiaciones por mes',
        'Importe por mes',
        'Cuotas vencidas por estado',
      ]) {
        await expect(canvas.getByRole('img', { name })).toBeVisible();
      }
      const phases = canvas.getByRole('table', { name: 'Financiaciones por fase' });
      await expect(within(phases).getByRole('rowheader', { name: 'Amortización' })).toBeInTheDocument();
      await expect(within(phases).getByRole('cell', { name: '14.176' })).toBeInTheDocument();
      const overdue = canvas.getByRole('table', { name: 'Cuotas vencidas por estado' });
      for (const status of ['Retrasada', 'En gestión', 'Devuelta', 'Congelada']) {
        await expect(within(overdue).getByRole('rowheader', { name: status })).toBeInTheDocument();
      }
      await expect(
        within(canvas.getByRole('table', { name: 'Financiaciones por mes' })).getAllByRole('row'),
      ).toHaveLength(13);
    });
  },
};

export const Loading: Story = { args: { state: 'loading', data: null }, play: listStatePlays.loading };
export const Empty: Story = {
  args: { state: 'empty', data: null },
  play: listStatePlays.empty,
};
export const ErrorState: Story = {
  name: 'Error',
  args: { state: 'error', data: null },
  play: listStatePlays.error(messages.loanLists.dashboard),
};
export const Forbidden: Story = {
  args: { state: 'forbidden', data: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Acceso restringido');
  },
};

/**
 * On a 1366 px laptop, in the app's shell: the charts are half as wide, and the figures over their
 * bars never overlap (shortened, or left to the tooltip and the table when even that does not fit).
 */
export const Laptop1366: Story = {
  ...officeWindow,
  play: async ({ canvasElement }) => {
    await expectNoSidewaysPage(canvasElement);
    const plots = [...canvasElement.querySelectorAll<HTMLElement>('[data-drawn]')];
    await waitFor(() => expect(plots.every((p) => p.dataset.drawn === 'true')).toBe(true));
    for (const plot of plots) {
      const boxes = [...plot.querySelectorAll('text.ct-value')]
        .map((t) => t.getBoundingClientRect())
        .sort((a, b) => a.left - b.left);
      for (let i = 1; i < boxes.length; i += 1)
        await expect(boxes[i]?.left ?? 0).toBeGreaterThanOrEqual(boxes[i - 1]?.right ?? 0);
    }
  },
};
