import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { amortizations, figures, operations } from '../fixtures';
import { statePlays } from '../statePlays';
import { LoanDetailPayment } from './LoanDetailPayment';

const meta = {
  title: 'Screens/Loan/Detail/LoanDetailPayment',
  component: LoanDetailPayment,
  args: {
    amortizations: { state: 'loaded', data: amortizations },
    operations: { state: 'loaded', data: operations },
    ama: { state: 'loaded', data: figures },
    simulation: { state: 'loaded', data: figures },
    onSimulateCancellation: fn(),
  },
} satisfies Meta<typeof LoanDetailPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    await step('amortizations, operations, the AMA amount and the simulation', async () => {
      await expect(
        within(canvas.getByRole('region', { name: 'Amortizaciones' })).getByText('1000,00 €'),
      ).toBeVisible();
      await expect(
        within(canvas.getByRole('region', { name: 'Operaciones' })).getByText('Desembolso'),
      ).toBeVisible();
      const ama = within(canvas.getByRole('region', { name: 'Importe de la AMA' }));
      await expect(ama.getByText('Total').nextSibling).toHaveTextContent('4803,70');
    });
    await step('a cancellation simulation asks with the consumed amount', async () => {
      await userEvent.type(canvas.getByLabelText('Importe consumido (€)'), '150,5');
      await userEvent.click(canvas.getByRole('button', { name: 'Simular cancelación' }));
      await expect(args.onSimulateCancellation).toHaveBeenCalledWith(150.5);
    });
  },
};
export const CancellationSimulated: Story = {
  args: {
    cancellation: { state: 'loaded', data: { ...figures, cancellation: true, consumedAmount: 150.5 } },
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Simulación de cancelación' }));
    await expect(region.getByText('Importe consumido (€)', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '150,50',
    );
  },
};
const all = (state: 'loading' | 'error' | 'forbidden') => ({
  amortizations: { state, data: null },
  operations: { state, data: null },
  ama: { state, data: null },
  simulation: { state, data: null },
});
export const Loading: Story = { args: all('loading'), play: statePlays.loading };
export const Empty: Story = {
  args: { amortizations: { state: 'loaded', data: [] }, operations: { state: 'loaded', data: [] } },
  play: statePlays.empty,
};
export const LoadError: Story = {
  name: 'Error',
  args: all('error'),
  play: async (ctx) => {
    await statePlays.error(messages.loanDetail.amortizations)(ctx);
    await statePlays.error(messages.loanDetail.amaAmount)(ctx);
  },
};
export const Forbidden: Story = { args: all('forbidden'), play: statePlays.forbidden };
