import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loanFlags } from '../fixtures';
import { statePlays } from '../statePlays';
import { LoanDetailFlags } from './LoanDetailFlags';

const meta = {
  title: 'Screens/Loan/Detail/LoanDetailFlags',
  component: LoanDetailFlags,
  args: { state: 'loaded', data: { ...loanFlags, flags: { ...loanFlags.flags, blacklist: true } } },
} satisfies Meta<typeof LoanDetailFlags>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term').map((t) => t.textContent);
    await expect(terms).toEqual([
      'demandaJudicial',
      'visibleRecobro',
      'cancelledByAffiliate',
      't30',
      't60',
      't90',
      'morosity',
      'maturity',
      'fraud',
      'blacklist',
    ]);
    await expect(canvas.getByText('visibleRecobro').nextSibling).toHaveTextContent('Sí');
    await expect(canvas.getByText('demandaJudicial').nextSibling).toHaveTextContent('No');
    await expect(canvas.getByText('blacklist').nextSibling).toHaveTextContent('Sí');
  },
};
export const Loading: Story = { args: { state: 'loading', data: null }, play: statePlays.loading };
export const Empty: Story = { args: { state: 'loaded', data: null }, play: statePlays.empty };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', data: null },
  play: statePlays.error(messages.loanDetail.loanFlags),
};
export const Forbidden: Story = { args: { state: 'forbidden', data: null }, play: statePlays.forbidden };
