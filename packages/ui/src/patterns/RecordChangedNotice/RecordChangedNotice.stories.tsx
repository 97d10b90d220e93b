import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecordChangedNotice } from './RecordChangedNotice';

const meta = {
  title: 'Patterns/RecordChangedNotice',
  component: RecordChangedNotice,
  args: { by: 'Ana López', onDismiss: fn() },
} satisfies Meta<typeof RecordChangedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A colleague saved the record: the page has already reloaded it, and says who changed it. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('says who changed the record, politely', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Modificado por Ana López hace un momento');
      await expect(canvas.queryByRole('button', { name: 'Recargar' })).toBeNull();
    });
  },
};

/** The user is typing in a form of the record: nothing is swapped under it; a reload is offered. */
export const WhileEditing: Story = {
  args: { onReload: fn() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('warns that the record changed and keeps the unsaved input', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        'Modificado por Ana López hace un momento. Sus cambios sin guardar se mantienen; recargue para ver los del otro usuario.',
      );
    });
    await step("'Recargar' asks for the colleague's version", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Recargar' }));
      await expect(args.onReload).toHaveBeenCalledOnce();
    });
  },
};

/** A change made by no one the API can name (a scheduled process). */
export const BySomeone: Story = {
  args: { by: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Modificado por otro usuario hace un momento',
    );
  },
};
