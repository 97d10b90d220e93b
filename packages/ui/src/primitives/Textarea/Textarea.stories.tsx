import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { label: 'Comentario', onValueChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (el: HTMLElement) => {
  const s = getComputedStyle(el);
  const inner = el.clientHeight - Number.parseFloat(s.paddingTop) - Number.parseFloat(s.paddingBottom);
  return Math.round(inner / Number.parseFloat(s.lineHeight));
};

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Comentario' });
    await step('it starts at 3 rows', async () => {
      await expect(rowsOf(area)).toBe(3);
    });
    await step('it grows with the text', async () => {
      await userEvent.type(area, 'uno{Enter}dos{Enter}tres{Enter}cuatro');
      await expect(rowsOf(area)).toBe(4);
      await expect(args.onValueChange).toHaveBeenLastCalledWith('uno\ndos\ntres\ncuatro');
    });
    await step('it stops at 6 rows and scrolls after that', async () => {
      await userEvent.type(area, '{Enter}5{Enter}6{Enter}7{Enter}8');
      await expect(rowsOf(area)).toBe(6);
      await expect(area.scrollHeight).toBeGreaterThan(area.clientHeight);
    });
  },
};

export const WithValidationErrors: Story = {
  args: { error: messages.comments.textRequired, required: true },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Comentario' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('El comentario es obligatorio.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Llamada con el afiliado' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Comentario' })).toBeDisabled();
  },
};
