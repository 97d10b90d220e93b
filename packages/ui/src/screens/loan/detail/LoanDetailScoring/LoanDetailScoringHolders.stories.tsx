import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { holders } from '../fixtures';
import { statePlays } from '../statePlays';
import { LoanDetailScoringHolders } from './LoanDetailScoringHolders';

/** The holders of a scraped account (loans §7 ins_titulars), read when the account is opened. */
const meta = {
  title: 'Screens/Loan/Detail/LoanDetailScoringHolders',
  component: LoanDetailScoringHolders,
  args: { account: '00810000000000009999', state: 'loaded', data: holders },
} satisfies Meta<typeof LoanDetailScoringHolders>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(
      within(canvasElement).getByRole('table', { name: 'Titulares de 00810000000000009999' }),
    );
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.map((r) => r.textContent)).toEqual(['Lucía García Pérez12345678ZSí', 'Marta Ruiz—No']);
  },
};
export const Loading: Story = { args: { state: 'loading', data: null }, play: statePlays.loading };
export const Empty: Story = { args: { state: 'loaded', data: [] }, play: statePlays.empty };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', data: null },
  play: statePlays.error(messages.loanDetail.holders),
};
export const Forbidden: Story = { args: { state: 'forbidden', data: null }, play: statePlays.forbidden };
