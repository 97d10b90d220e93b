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
const base = installments[0] as (typeof installments)[number];
const cuota = (id: number, estadoCd: string, fechaCobro: string, cuotaMensual: number) => ({
  ...base,
  '@id': `/api/cuotas/${id}`,
  id,
  numero: id,
  estadoCd,
  fechaCobro,
  cuotaMensual,
});

/** loans §4, §5: RE, GT, DV and FR are overdue (AN stays hidden); the running total is to 2 decimals. */
export const EveryOverdueStatus: Story = {
  args: {
    data: [
      cuota(1, 'CO', '2026-01-05', 99),
      cuota(2, 'RE', '2026-02-05', 10.1),
      cuota(3, 'GT', '2026-03-05', 10.2),
      cuota(4, 'AN', '2026-04-05', 500),
      cuota(5, 'DV', '2026-05-05', 0.1),
      cuota(6, 'FR', '2026-06-05', 0.2),
      cuota(7, 'PD', '2026-07-05', 5),
    ],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row').slice(1);
    await step('six rows: the AN installment is neither in the table nor in the bar', async () => {
      await expect(rows).toHaveLength(6);
      const bar = within(canvas.getByRole('list', { name: 'Barra de cuotas' }));
      await expect(bar.getAllByRole('listitem')).toHaveLength(6);
      await expect(canvas.queryByText('Anulada')).toBeNull();
    });
    await step('overdue Sí for RE, GT, DV, FR, with the running total in euros', async () => {
      await expect(rows[0]).toHaveTextContent(/Cobrada.*No.*0,00/);
      await expect(rows[1]).toHaveTextContent(/Retrasada.*Sí.*10,10/);
      await expect(rows[2]).toHaveTextContent(/En gestión.*Sí.*20,30/);
      await expect(rows[3]).toHaveTextContent(/Devuelta.*Sí.*20,40/);
      await expect(rows[4]).toHaveTextContent(/Congelada.*Sí.*20,60/);
      await expect(rows[5]).toHaveTextContent(/Pendiente.*No.*20,60/);
    });
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
