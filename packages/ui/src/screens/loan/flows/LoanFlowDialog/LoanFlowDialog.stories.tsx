import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoanFlowDialog } from './LoanFlowDialog';

const M = messages.loanFlows;
const dialog = (name: string) => within(document.body).getByRole('dialog', { name });

const meta = {
  title: 'Screens/Loan/Flows/LoanFlowDialog',
  component: LoanFlowDialog,
  args: {
    open: true,
    title: M.resetTitle,
    question: M.resetQuestion,
    confirmLabel: M.resetConfirm,
    state: 'confirming',
    onConfirm: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof LoanFlowDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reset payment asks first. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = within(dialog(M.resetTitle));
    await expect(d.getByText(M.resetQuestion)).toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: M.resetConfirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ResetBusy: Story = {
  args: { state: 'busy' },
  play: async () => {
    await expect(within(dialog(M.resetTitle)).getByRole('button', { name: M.close })).toBeDisabled();
  },
};

/** Under four-eyes the request waits for a second person. */
export const ResetPending: Story = {
  args: { state: 'pending', notice: M.resetPending },
  play: async () => {
    await expect(within(dialog(M.resetTitle)).getByRole('status')).toHaveTextContent(M.resetPending);
  },
};

export const ResetDone: Story = {
  args: { state: 'done', notice: messages.loan.success.paymentReset },
  play: async () => {
    await expect(within(dialog(M.resetTitle)).getByRole('status')).toHaveTextContent(
      'Pago reseteado correctamente',
    );
  },
};

/** A failed step was rolled back: the values and the investors are as before. */
export const ResetFailed: Story = {
  args: { state: 'failed', error: messages.general.withErrorId(messages.loan.errors.resetPayment, 'd1') },
  play: async () => {
    await expect(within(dialog(M.resetTitle)).getByRole('alert')).toHaveTextContent(
      messages.loan.errors.resetPayment,
    );
  },
};

/** The rollback failed too: only a retry is offered, the dialog cannot be closed. */
export const ResetRestoreFailed: Story = {
  args: {
    state: 'retryOnly',
    error: messages.general.withErrorId(messages.loan.errors.resetPayment, 'd1'),
    notice: M.restoreFailed,
    retryLabel: M.restoreRetry,
  },
  play: async ({ args }) => {
    const d = within(dialog(M.resetTitle));
    await expect(d.queryByRole('button', { name: M.close })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: M.restoreRetry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LawsuitConfirm: Story = {
  args: { title: M.lawsuitTitle, question: M.lawsuitQuestion, confirmLabel: M.lawsuitConfirm },
  play: async () => {
    await expect(within(dialog(M.lawsuitTitle)).getByText(M.lawsuitQuestion)).toBeInTheDocument();
  },
};

/** loans §8: a failed lawsuit filing shows the server's code and error. */
export const LawsuitFailed: Story = {
  args: {
    title: M.lawsuitTitle,
    question: M.lawsuitQuestion,
    confirmLabel: M.lawsuitConfirm,
    state: 'failed',
    error: messages.loan.errors.lawsuitFailed('LW-7', 'Certificado no disponible'),
  },
  play: async () => {
    await expect(within(dialog(M.lawsuitTitle)).getByRole('alert')).toHaveTextContent(
      '(LW-7): Certificado no disponible',
    );
  },
};
