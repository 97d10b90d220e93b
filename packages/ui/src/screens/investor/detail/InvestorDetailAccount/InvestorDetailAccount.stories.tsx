import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { account, bank } from '../fixtures';
import { statePlays } from '../statePlays';
import { InvestorDetailAccount } from './InvestorDetailAccount';

const meta = {
  title: 'Screens/Investor/Detail/InvestorDetailAccount',
  component: InvestorDetailAccount,
  args: { state: 'loaded', account, bank, onSaveIban: fn(async () => true), onCreate: fn(async () => true) },
} satisfies Meta<typeof InvestorDetailAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    await step('IBAN, validation at LW, its id, the bank and BIC (loans §3)', async () => {
      await expect(canvas.getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible();
      await expect(canvas.getByText('LWI70')).toBeVisible();
      await expect(canvas.getByText('CaixaBank')).toBeVisible();
      await expect(canvas.getByText('CAIXESBBXXX')).toBeVisible();
    });
    await step("an invalid IBAN shows 'El IBAN es inválido' under the field", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Editar IBAN' }));
      const dialog = await screen.findByRole('dialog', { name: 'Editar IBAN' });
      const input = within(dialog).getByRole('textbox', { name: 'IBAN' });
      await userEvent.clear(input);
      await userEvent.type(input, 'ES00 1234{Enter}');
      await expect(within(dialog).getByText('El IBAN es inválido')).toBeVisible();
      await expect(args.onSaveIban).not.toHaveBeenCalled();
      await userEvent.clear(input);
      await userEvent.type(input, 'ES7921000813610123456789{Enter}');
      await waitFor(() =>
        expect(args.onSaveIban).toHaveBeenCalledWith('ES7921000813610123456789', undefined),
      );
    });
  },
};

export const WithoutAccount: Story = {
  args: { account: null, bank: null },
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('El inversor no tiene cuenta.')).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Crear cuenta' });
    await step('an invalid IBAN is refused under the field', async () => {
      await userEvent.type(within(form).getByLabelText('IBAN'), 'ES12');
      await userEvent.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
      await expect(within(form).getByText('El IBAN es inválido')).toBeVisible();
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
    await step('a valid IBAN creates the account', async () => {
      const input = within(form).getByLabelText('IBAN');
      await userEvent.clear(input);
      await userEvent.type(input, 'ES9121000418450200051332');
      await userEvent.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
      await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith('ES9121000418450200051332'));
    });
  },
};

export const CreateFails: Story = {
  args: { account: null, bank: null, onCreate: fn(async () => false) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Crear cuenta' });
    await userEvent.type(within(form).getByLabelText('IBAN'), 'ES9121000418450200051332');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
    await expect(await within(form).findByText(messages.investor.errors.createAccount)).toBeVisible();
  },
};

export const Loading: Story = { args: { state: 'loading', account: null }, play: statePlays.loading };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', account: null },
  play: statePlays.error(messages.investor.errors.info),
};
export const Forbidden: Story = { args: { state: 'forbidden', account: null }, play: statePlays.forbidden };
