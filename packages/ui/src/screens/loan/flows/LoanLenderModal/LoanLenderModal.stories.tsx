import { lenderChecks } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoanLenderModal } from './LoanLenderModal';

const terms = { cantidad: 6000, interes: 12, meses: 24 };
const funders = [
  { value: 'plataforma', label: 'Cobros' },
  { value: 'santander', label: 'Santander' },
];
const ok = lenderChecks({ ...terms, categoria: 'b', walletStatusCode: 6, funder: 'santander' });
const M = messages.loanFlows;
const dialog = () => within(document.body).getByRole('dialog', { name: M.lenderTitle });

const meta = {
  title: 'Screens/Loan/Flows/LoanLenderModal',
  component: LoanLenderModal,
  args: {
    open: true,
    state: 'editing',
    terms,
    funderOptions: funders,
    funder: 'santander',
    categoria: 'b',
    checks: ok,
    error: null,
    onFunder: fn(),
    onCategory: fn(),
    onEdit: fn(),
    onSubmit: fn(),
    onConfirm: fn(),
    onCancelConfirm: fn(),
    onDismissError: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof LoanLenderModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Funder and category chosen, every check OK: Aprobar is enabled. */
export const Default: Story = {
  play: async ({ args, step }) => {
    const d = within(dialog());
    await step('the funders the affiliate offers, labelled Cobros when allowOwnInvestment', async () => {
      const select = d.getByRole('combobox', { name: M.lenderFields.funder });
      await expect(within(select).getByRole('option', { name: 'Cobros' })).toBeInTheDocument();
      await expect(within(select).queryByRole('option', { name: 'Bankia' })).toBeNull();
    });
    await step('every check holds', async () => {
      const checks = d.getByRole('list', { name: M.checksTitle });
      await expect(checks).toHaveTextContent(`${messages.lender.kycCheck}: ${M.checkOk}`);
      await expect(checks).not.toHaveTextContent(M.checkAlert);
    });
    await step('an inline edit is committed when the field loses focus', async () => {
      const cantidad = d.getByRole('textbox', { name: M.lenderFields.cantidad });
      await userEvent.clear(cantidad);
      await userEvent.type(cantidad, '7000');
      await userEvent.tab();
      await expect(args.onEdit).toHaveBeenCalledWith('cantidad', 7000);
    });
    await step('Aprobar asks to confirm', async () => {
      await userEvent.click(d.getByRole('button', { name: M.lenderSubmit }));
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    });
  },
};

export const Loading: Story = {
  args: { state: 'loading', terms: null, funderOptions: [], funder: null, categoria: null },
  play: async () => {
    await expect(within(dialog()).getByRole('status')).toHaveTextContent(M.lenderLoading);
    await expect(within(dialog()).getByRole('button', { name: M.lenderSubmit })).toBeDisabled();
  },
};

/** Nothing chosen and the loan outside the limits: the alerts show, Aprobar is disabled. */
export const Alerts: Story = {
  args: {
    terms: { cantidad: 25000, interes: 30, meses: 0 },
    funder: null,
    categoria: null,
    checks: lenderChecks({ cantidad: 25000, interes: 30, meses: 0, categoria: null, walletStatusCode: 5 }),
  },
  play: async () => {
    const d = within(dialog());
    const checks = d.getByRole('list', { name: M.checksTitle });
    for (const text of [
      messages.lender.cantidadCheck,
      messages.lender.interesCheck,
      messages.lender.mesesCheck,
      messages.lender.categoriaCheck,
      messages.lender.kycCheck,
    ])
      await expect(checks).toHaveTextContent(`${text}: ${M.checkAlert}`);
    await expect(d.getByRole('button', { name: M.lenderSubmit })).toBeDisabled();
  },
};

export const NoFunders: Story = {
  args: {
    funderOptions: [],
    funder: null,
    checks: lenderChecks({ ...terms, categoria: 'b', walletStatusCode: 6 }),
  },
  play: async () => {
    await expect(within(dialog()).getByText(M.lenderNoFunders)).toBeInTheDocument();
    await expect(within(dialog()).getByRole('button', { name: M.lenderSubmit })).toBeDisabled();
  },
};

export const ErrorBanner: Story = {
  args: { error: messages.general.withErrorId(messages.write.approveLoan, 'a1b2') },
  play: async ({ args }) => {
    const alert = within(dialog()).getByRole('alert');
    await expect(alert).toHaveTextContent(messages.write.approveLoan);
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onDismissError).toHaveBeenCalledTimes(1);
  },
};

export const Confirming: Story = {
  args: { state: 'confirming' },
  play: async ({ args }) => {
    const d = within(dialog());
    await expect(d.getByText(M.lenderConfirm('Santander'))).toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: 'Confirmar' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = {
  args: { state: 'submitting' },
  play: async () => {
    const d = within(dialog());
    await expect(d.getByRole('button', { name: M.lenderSubmit })).toBeDisabled();
    await expect(d.getByRole('combobox', { name: M.lenderFields.funder })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: {
    state: 'loadFailed',
    terms: null,
    error: messages.general.withErrorId(messages.read.affiliateInfo, 'z9'),
  },
  play: async ({ args }) => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(messages.read.affiliateInfo);
    await userEvent.click(within(dialog()).getByRole('button', { name: M.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
