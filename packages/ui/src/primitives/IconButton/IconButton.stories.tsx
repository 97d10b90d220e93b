import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Editar email', icon: 'edit', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Editar email' });
    await step('the icon-only button is named by its label', async () => {
      await expect(button).toHaveAttribute('title', 'Editar email');
    });
    await step('Enter and Space press it from the keyboard', async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onClick).toHaveBeenCalledTimes(2);
    });
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton {...args} label="Editar" icon="edit" variant="ghost" />
      <IconButton {...args} label="Copiar" icon="copy" variant="secondary" />
      <IconButton {...args} label="Eliminar" icon="trash" variant="danger" />
      <IconButton {...args} label="Descargar" icon="download" variant="primary" size="sm" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Editar', 'Copiar', 'Eliminar', 'Descargar']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Editar email' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Editar email' })).toBeDisabled();
  },
};
