import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accountStatus, bank, coborrower, loan, wallet } from '../fixtures';
import { statePlays } from '../statePlays';
import { LoanDetailBorrower } from './LoanDetailBorrower';

const meta = {
  title: 'Screens/Loan/Detail/LoanDetailBorrower',
  component: LoanDetailBorrower,
  args: {
    loan,
    wallet: { state: 'loaded', data: wallet },
    accountStatus: { state: 'loaded', data: accountStatus },
    bank: { state: 'loaded', data: bank },
    coborrower: { state: 'loaded', data: coborrower },
  },
} satisfies Meta<typeof LoanDetailBorrower>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('borrower, co-borrower and wallet status', async () => {
      const borrower = within(canvas.getByRole('region', { name: 'Prestatario' }));
      await expect(borrower.getByText('Lucía García Pérez')).toBeVisible();
      await expect(borrower.getByText('Tiene cotitular').nextSibling).toHaveTextContent('Sí');
      await expect(borrower.getByText('Estado del monedero').nextSibling).toHaveTextContent('KYC2');
    });
    await step('the co-borrower', async () => {
      const cot = within(canvas.getByRole('region', { name: 'Cotitular' }));
      await expect(cot.getByText('Marta Ruiz Gómez')).toBeVisible();
      await expect(cot.getByText('Estado del monedero').nextSibling).toHaveTextContent('KYC1');
    });
    await step('the wallet id, and its balances in euros', async () => {
      const w = within(canvas.getByRole('region', { name: 'Monedero' }));
      await expect(w.getByText('Saldo').nextSibling).toHaveTextContent('1234,50');
      await expect(w.getByText('Id del monedero en LW').nextSibling).toHaveTextContent('LW-7');
    });
    await step('the account with the bank of its entity code, the IBAN copyable', async () => {
      const a = within(canvas.getByRole('region', { name: 'Cuenta' }));
      await expect(a.getByText('CaixaBank')).toBeVisible();
      await expect(a.getByRole('button', { name: 'Copiar IBAN ES9121000418450200051332' })).toBeVisible();
      await expect(a.getByText('IBAN validado en LW').nextSibling).toHaveTextContent('Sí');
    });
  },
};
export const Loading: Story = {
  args: {
    wallet: { state: 'loading', data: null },
    accountStatus: { state: 'loading', data: null },
    bank: { state: 'loading', data: null },
  },
  play: statePlays.loading,
};
export const Empty: Story = {
  args: { loan: { ...loan, accountIban: null, account: null }, wallet: { state: 'loaded', data: null } },
  play: statePlays.empty,
};
export const LoadError: Story = {
  name: 'Error',
  args: {
    wallet: { state: 'error', data: null },
    accountStatus: { state: 'error', data: null },
    bank: { state: 'error', data: null },
    coborrower: { state: 'error', data: null },
  },
  play: async (ctx) => {
    await statePlays.error(messages.loanDetail.coborrower)(ctx);
    await statePlays.error(messages.loanDetail.wallet)(ctx);
    await statePlays.error(messages.loanDetail.walletStatus)(ctx);
  },
};
export const Forbidden: Story = {
  args: { wallet: { state: 'forbidden', data: null }, accountStatus: { state: 'forbidden', data: null } },
  play: statePlays.forbidden,
};
