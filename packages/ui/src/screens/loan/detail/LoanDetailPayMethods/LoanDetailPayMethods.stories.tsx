import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { payMethods } from '../fixtures';
import { statePlays } from '../statePlays';
import { LoanDetailPayMethods } from './LoanDetailPayMethods';

const meta = {
  title: 'Screens/Loan/Detail/LoanDetailPayMethods',
  component: LoanDetailPayMethods,
  args: { state: 'loaded', data: payMethods },
} satisfies Meta<typeof LoanDetailPayMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    // Kinds by their caption, the expiry as printed on a card: no code or ISO date on screen.
    await expect(rows[0]).toHaveTextContent(/Tarjeta.*4242.*12\/2027.*Sí.*No.*No/);
    await expect(rows[1]).toHaveTextContent(/Domiciliación SEPA.*1332.*No.*Sí.*Sí/);
    await expect(canvasElement).not.toHaveTextContent(/card|sepa|2027-12/);
  },
};
export const Loading: Story = { args: { state: 'loading', data: null }, play: statePlays.loading };
export const Empty: Story = { args: { state: 'loaded', data: [] }, play: statePlays.empty };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', data: null },
  play: statePlays.error(messages.loanDetail.paymentMethods),
};
export const Forbidden: Story = { args: { state: 'forbidden', data: null }, play: statePlays.forbidden };
