import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { asnef, loan } from '../fixtures';
import { statePlays } from '../statePlays';
import { LoanDetailStatus } from './LoanDetailStatus';

const meta = {
  title: 'Screens/Loan/Detail/LoanDetailStatus',
  component: LoanDetailStatus,
  args: { state: 'loaded', data: loan, asnef: { state: 'loaded', data: asnef } },
} satisfies Meta<typeof LoanDetailStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('status, phase and identity fields', async () => {
      await expect(canvas.getByText('FA · Amortización')).toBeVisible();
      await expect(canvas.getByText('Cantidad concedida').nextSibling).toHaveTextContent('6000,00');
      await expect(canvas.getByText('TIN').nextSibling).toHaveTextContent('9,50 %');
      await expect(canvas.getByText('Contrato firmado').nextSibling).toHaveTextContent('Sí');
      await expect(canvas.getByText('Desde API').nextSibling).toHaveTextContent('No');
      await expect(canvas.getByText('Id de Belender').nextSibling).toHaveTextContent('BLD-000042');
      await expect(canvas.getByText('Sin Belender').nextSibling).toHaveTextContent('No');
      // loans §3 amaId: the loan's active advance amortization.
      await expect(canvas.getByText('AMA', { exact: true }).nextSibling).toHaveTextContent('7');
    });
    await step('the ASNEF summary: operations and unpaid balance', async () => {
      const a = within(canvas.getByRole('region', { name: 'ASNEF' }));
      await expect(a.getByText('Operaciones impagadas').nextSibling).toHaveTextContent('1');
      await expect(a.getByText('Saldo impagado').nextSibling).toHaveTextContent('312,40');
    });
    await step('the code copies to the clipboard and confirms (loans §2)', async () => {
      const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      await userEvent.click(canvas.getByRole('button', { name: 'Copiar código F0000042' }));
      await expect(write).toHaveBeenCalledWith('F0000042');
      write.mockRestore();
      await expect(await canvas.findByText('Copiado')).toBeVisible();
      // The confirmation lasts 500 ms; the picture is taken once it is gone.
      await waitFor(() => expect(canvas.queryByText('Copiado')).toBeNull(), { timeout: 2000 });
    });
  },
};
export const Loading: Story = {
  args: { state: 'loading', data: null, asnef: { state: 'loading', data: null } },
  play: statePlays.loading,
};
export const Empty: Story = { args: { state: 'loaded', data: null }, play: statePlays.empty };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', data: null, asnef: { state: 'error', data: null } },
  play: async (ctx) => {
    await statePlays.error(messages.loanDetail.status)(ctx);
    await statePlays.error(messages.loanDetail.asnef)(ctx);
  },
};
export const Forbidden: Story = { args: { state: 'forbidden', data: null }, play: statePlays.forbidden };
