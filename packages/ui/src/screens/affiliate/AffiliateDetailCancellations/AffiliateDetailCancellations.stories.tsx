import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cancellations } from '../fixtures';
import { statePlays } from '../statePlays';
import { AffiliateDetailCancellations } from './AffiliateDetailCancellations';

const meta = {
  title: 'Screens/Affiliate/AffiliateDetailCancellations',
  component: AffiliateDetailCancellations,
  args: { state: 'loaded', rows: cancellations, onCreate: fn(), onDelete: fn(), createError: null },
} satisfies Meta<typeof AffiliateDetailCancellations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Cancelaciones' })).toBeVisible();
    const row = canvas.getByRole('row', { name: /CR000500/ });
    await expect(row).toHaveTextContent('1420,50 €');
    await expect(row).toHaveTextContent('12/10/2026');
  },
};

export const Create: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a credit id that is not a whole number is refused before asking the server', async () => {
      await userEvent.type(canvas.getByLabelText('Id del crédito'), 'CR-12');
      await userEvent.click(canvas.getByRole('button', { name: 'Nueva cancelación' }));
      await expect(canvas.getByText('El CreditoId no es válido')).toBeVisible();
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
    await step('a valid one is sent with its amount and date', async () => {
      await userEvent.clear(canvas.getByLabelText('Id del crédito'));
      await userEvent.type(canvas.getByLabelText('Id del crédito'), '504');
      await userEvent.type(canvas.getByLabelText('Importe'), '1.250,50');
      await userEvent.type(canvas.getByLabelText('Fecha'), '2026-11-20');
      await userEvent.click(canvas.getByLabelText('Por transferencia'));
      await userEvent.click(canvas.getByRole('button', { name: 'Nueva cancelación' }));
      await expect(args.onCreate).toHaveBeenCalledWith({
        creditoId: 504,
        amount: 1250.5,
        date: '2026-11-20',
        byTransfer: true,
      });
    });
  },
};

export const CreditOfAnotherAffiliate: Story = {
  args: { createError: messages.validation.creditIdInvalid },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Id del crédito');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('El CreditoId no es válido')).toBeVisible();
  },
};

/** The server refuses the new cancellation: its violation shows under the credit id, which stays. */
export const ServerViolation: Story = {
  args: { onCreate: fn(async () => ({ creditoId: messages.validation.creditIdInvalid })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Id del crédito'), '999');
    await userEvent.click(canvas.getByRole('button', { name: 'Nueva cancelación' }));
    await expect(args.onCreate).toHaveBeenCalled();
    const input = canvas.getByLabelText('Id del crédito');
    await waitFor(() => expect(input).toHaveAccessibleDescription('El CreditoId no es válido'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('999');
  },
};

export const CreditCheckFailed: Story = {
  args: { createError: messages.validation.creditIdCheckFailed },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Ha habido un error corroborando si el creditoId es correcto'),
    ).toBeVisible();
  },
};

export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Eliminar la cancelación de CR000503' }),
    );
    const dialog = within(await page.findByRole('dialog', { name: 'Eliminar cancelación' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  },
};

export const Creating: Story = {
  args: { creating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Creando…' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: statePlays.empty,
};

export const Loading: Story = {
  args: { state: 'loading', rows: [] },
  play: statePlays.loading,
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', rows: [] },
  play: statePlays.error(messages.read.cancellations),
};

export const Forbidden: Story = {
  args: { state: 'forbidden', rows: [] },
  play: statePlays.forbidden,
};
