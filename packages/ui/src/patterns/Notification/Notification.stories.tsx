import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Notification, NotificationArea, type NotificationItem } from './Notification';

const meta = {
  title: 'Patterns/Notification',
  component: Notification,
  args: { tone: 'success', message: 'información actualizada con éxito', onDismiss: fn() },
} satisfies Meta<typeof Notification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('información actualizada con éxito');
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar notificación' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithId: Story = {
  args: { tone: 'danger', message: messages.general.serverError, errorId: 'a1b2c3' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Se ha producido un error con el servidor (a1b2c3)',
    );
  },
};

export const Info: Story = { args: { tone: 'info', message: messages.general.fileDownloading } };

function AreaDemo() {
  const [items, setItems] = useState<NotificationItem[]>([
    { id: '1', tone: 'success', message: 'Afiliado creado con éxito' },
    { id: '2', tone: 'danger', message: messages.general.serverError, errorId: 'x9' },
  ]);
  return (
    <NotificationArea items={items} onDismiss={(id) => setItems((all) => all.filter((n) => n.id !== id))} />
  );
}

export const Area: Story = {
  render: () => <AreaDemo />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Notificaciones' });
    await expect(within(region).getAllByRole('button', { name: 'Cerrar notificación' })).toHaveLength(2);
    await step('each notification can be dismissed on its own', async () => {
      await userEvent.click(within(region).getAllByRole('button', { name: 'Cerrar notificación' })[0]!);
      await expect(within(region).queryByText('Afiliado creado con éxito')).toBeNull();
      await expect(within(region).getByRole('alert')).toBeVisible();
    });
  },
};
