import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { investments, investors } from '../fixtures';
import { statePlays } from '../statePlays';
import { LoanDetailInvestors } from './LoanDetailInvestors';

const meta = {
  title: 'Screens/Loan/Detail/LoanDetailInvestors',
  component: LoanDetailInvestors,
  args: {
    investors: { state: 'loaded', data: investors },
    investments: { state: 'loaded', data: investments },
  },
} satisfies Meta<typeof LoanDetailInvestors>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inv = within(canvas.getByRole('region', { name: 'Inversores' }));
    await expect(inv.getByRole('row', { name: /Inversiones Sur SL/ })).toHaveTextContent('4000,00');
    const rows = within(canvas.getByRole('region', { name: 'Inversiones' }))
      .getAllByRole('row')
      .slice(1);
    await expect(rows).toHaveLength(2);
  },
};
const all = (state: 'loading' | 'error' | 'forbidden') => ({
  investors: { state, data: null },
  investments: { state, data: null },
});
export const Loading: Story = { args: all('loading'), play: statePlays.loading };
export const Empty: Story = {
  args: { investors: { state: 'loaded', data: [] }, investments: { state: 'loaded', data: [] } },
  play: statePlays.empty,
};
export const LoadError: Story = {
  name: 'Error',
  args: all('error'),
  play: async (ctx) => {
    await statePlays.error(messages.loanDetail.investors)(ctx);
    await statePlays.error(messages.loanDetail.investments)(ctx);
  },
};
export const Forbidden: Story = { args: all('forbidden'), play: statePlays.forbidden };
