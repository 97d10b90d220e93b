import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { installments } from '../fixtures';
import { statePlays } from '../statePlays';
import { LoanDetailInstallments } from './LoanDetailInstallments';

const meta = {
  title: 'Screens/Loan/Detail/LoanDetailInstallments',
  component: LoanDetailInstallments,
  args: { state: 'loaded', data: installments },
} satisfies Meta<typeof LoanDetailInstallments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const bar = within(canvas.getByRole('list', { name: 'Barra de cuotas' }));
    const segments = bar.getAllByRole('listitem');
    await step('one segment per installment, AN hidden, titled month + status name', async () => {
      await expect(segments.map((s) => s.getAttribute('title'))).toEqual([
        'enero 2026 · Cobrada',
        'marzo 2026 · Retrasada',
        'abril 2026 · Devuelta',
        'mayo 2026 · Pendiente',
      ]);
    });
    await step('each segment a quarter of the bar, coloured by status', async () => {
      const total = canvas.getByRole('list', { name: 'Barra de cuotas' }).getBoundingClientRect().width;
      for (const s of segments) await expect(s.style.getPropertyValue('--bo-segment-w')).toBe('25%');
      await expect(segments.map((s) => s.dataset.tone)).toEqual(['success', 'danger', 'danger', 'neutral']);
      const first = segments[0]?.getBoundingClientRect().width ?? 0;
      await expect(Math.abs(first - total / 4)).toBeLessThan(2);
    });
    await step(
      'the table: AN hidden, RE and DV overdue, the running overdue total to 2 decimals',
      async () => {
        const rows = canvas.getAllByRole('row').slice(1);
        await expect(rows).toHaveLength(4);
        await expect(rows[1]).toHaveTextContent(/Retrasada.*Sí.*275,50/);
        await expect(rows[2]).toHaveTextContent(/Devuelta.*Sí.*551,00/);
        await expect(rows[3]).toHaveTextContent(/Pendiente.*No.*551,00/);
        await expect(canvas.getByRole('columnheader', { name: 'pTinDZ' })).toBeVisible();
      },
    );
  },
};
export const Loading: Story = { args: { state: 'loading', data: null }, play: statePlays.loading };
export const Empty: Story = { args: { state: 'loaded', data: [] }, play: statePlays.empty };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', data: null },
  play: statePlays.error(messages.loanDetail.installments),
};
export const Forbidden: Story = { args: { state: 'forbidden', data: null }, play: statePlays.forbidden };
