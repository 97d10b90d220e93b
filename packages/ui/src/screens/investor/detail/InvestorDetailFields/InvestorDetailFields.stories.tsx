import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { investor, legalInvestor } from '../fixtures';
import { statePlays } from '../statePlays';
import { InvestorDetailFields } from './InvestorDetailFields';

const meta = {
  title: 'Screens/Investor/Detail/InvestorDetailFields',
  component: InvestorDetailFields,
  args: { section: 'datos', state: 'loaded', data: investor, onSave: fn(async () => true) },
} satisfies Meta<typeof InvestorDetailFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const edit = async (canvasElement: HTMLElement, field: string, text: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Editar ${field}` }));
  const dialog = await screen.findByRole('dialog', { name: `Editar ${field}` });
  const input = within(dialog).getByRole('textbox', { name: field });
  await userEvent.clear(input);
  await userEvent.type(input, `${text}{Enter}`);
  return dialog;
};

export const Default: Story = {
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    await step('identity and personal data (loans §3)', async () => {
      await expect(canvas.getByRole('region', { name: 'Datos' })).toBeVisible();
      await expect(canvas.getByText('12345678Z')).toBeVisible();
      await expect(canvas.getByText('Ahorros')).toBeVisible();
    });
    await step('an invalid DNI shows the domain message under the field and is not sent', async () => {
      const dialog = await edit(canvasElement, 'DNI/NIE', '12345678A');
      await expect(within(dialog).getByText('El DNI es inválido')).toBeVisible();
      await expect(args.onSave).not.toHaveBeenCalled();
      await userEvent.keyboard('{Escape}');
    });
    await step('a valid NIE is saved (PUT with the field)', async () => {
      await edit(canvasElement, 'DNI/NIE', 'X1234567L');
      await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('dni', 'X1234567L'));
    });
  },
};

export const Contact: Story = {
  args: { section: 'contacto' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Contacto' })).toBeVisible();
    await expect(canvas.getByText('lucia.gomez@inversores.test')).toBeVisible();
    await expect(canvas.getByText('8,25 %')).toBeVisible();
    const dialog = await edit(canvasElement, 'Email', 'lucia@');
    await expect(within(dialog).getByText('El email no es válido')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const LegalPerson: Story = {
  args: { data: legalInvestor },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Inversiones Ruiz SL')).toBeVisible();
    await expect(within(canvasElement).getByText('B12345674')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button', { name: /^Editar / })).toHaveLength(0);
  },
};

export const Loading: Story = { args: { state: 'loading', data: null }, play: statePlays.loading };
export const Empty: Story = { args: { state: 'loaded', data: null }, play: statePlays.empty };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', data: null },
  play: statePlays.error(messages.investor.errors.info),
};
export const Forbidden: Story = { args: { state: 'forbidden', data: null }, play: statePlays.forbidden };
