import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Patterns/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Eliminar documento',
    children: '¿Eliminar el documento dni.pdf?',
    confirmLabel: 'Eliminar',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, step }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Eliminar documento' });
    await expect(dialog).toHaveTextContent('¿Eliminar el documento dni.pdf?');
    await step('confirming calls onConfirm', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    });
    await step('Cancelar and Escape call onCancel', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{Escape}');
      await expect(args.onCancel).toHaveBeenCalledTimes(2);
    });
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
