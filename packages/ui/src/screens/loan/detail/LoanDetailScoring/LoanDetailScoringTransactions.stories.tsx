import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { transactions } from '../fixtures';
import { statePlays } from '../statePlays';
import { LoanDetailScoringTransactions } from './LoanDetailScoringTransactions';

const meta = {
  title: 'Screens/Loan/Detail/LoanDetailScoringTransactions',
  component: LoanDetailScoringTransactions,
  args: { account: 'ES7600811234461234561332', state: 'loaded', rows: transactions, hasMore: false },
} satisfies Meta<typeof LoanDetailScoringTransactions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'marzo 2026',
      'febrero 2026',
    ]);
    await expect(canvas.getByText('Nómina', { selector: '[data-bo="badge"]' })).toHaveAttribute(
      'data-tone',
      'success',
    );
    await expect(canvas.queryByRole('button', { name: 'Cargar más movimientos' })).toBeNull();
  },
};
export const Loading: Story = { args: { state: 'loading', rows: [] }, play: statePlays.loading };
export const Empty: Story = { args: { rows: [] }, play: statePlays.empty };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', rows: [] },
  play: statePlays.error(messages.loanDetail.transactions),
};
export const Forbidden: Story = { args: { state: 'forbidden', rows: [] }, play: statePlays.forbidden };
