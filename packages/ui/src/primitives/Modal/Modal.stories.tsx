import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Modal, type ModalProps } from './Modal';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  args: {
    open: false,
    onClose: fn(),
    title: messages.workingHours.confirmTitle,
    children: messages.workingHours.confirmQuestion(8),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The working-hours confirmation, opened from its button (platform §2). */
function Demo(props: Partial<ModalProps> & { onAccept?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{messages.workingHours.confirm}</Button>
      <Modal
        open={open}
        onClose={close}
        title={messages.workingHours.confirmTitle}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {messages.workingHours.close}
            </Button>
            <Button
              onClick={() => {
                props.onAccept?.();
                close();
              }}
            >
              {messages.workingHours.accept}
            </Button>
          </>
        }
        {...props}
      >
        {messages.workingHours.confirmQuestion(8)}
      </Modal>
    </>
  );
}

/** Opens at once with a field inside. */
function WithField() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Nuevo comentario" size="sm">
      <TextField label="Asunto" />
    </Modal>
  );
}

export const Default: Story = {
  args: { onClose: fn() },
  render: (args) => <Demo onAccept={args.onClose} />,
  play: async ({ canvasElement, args, step }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Confirmar' });
    await step('the opener shows a modal dialog named by its title', async () => {
      await userEvent.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Confirmación de horas trabajadas' });
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog).toHaveTextContent('¿Está seguro de confirmar las 8 horas?');
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    });
    await step('Tab cycles inside the dialog (focus trap)', async () => {
      const dialog = screen.getByRole('dialog');
      // floating-ui's focus guards hand focus back inside on their own focus event: wait for it.
      for (let i = 0; i < 5; i++) {
        await userEvent.tab();
        await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      }
    });
    await step('Escape closes and focus returns to the opener', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    });
    await step('the footer action runs and closes', async () => {
      await userEvent.click(opener);
      await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    });
  },
};

export const CloseButtonAndBackdrop: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement, step }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Confirmar' });
    await step('the close button closes', async () => {
      await userEvent.click(opener);
      await userEvent.click(await screen.findByRole('button', { name: 'Cerrar ventana' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
    await step('a click on the backdrop closes', async () => {
      await userEvent.click(opener);
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(dialog.parentElement as HTMLElement);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};

export const InitialFocusOnAField: Story = {
  render: () => <WithField />,
  play: async ({ step }) => {
    await step('focus lands inside the dialog when it opens', async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Nuevo comentario' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    });
    await step('Escape closes it', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};

/** Left open so the accessibility check runs on the dialog itself. */
export const Open: Story = {
  args: {
    open: true,
    footer: (
      <>
        <Button variant="secondary">{messages.workingHours.close}</Button>
        <Button>{messages.workingHours.accept}</Button>
      </>
    ),
  },
  play: async ({ step }) => {
    await step('an open dialog with its question and both actions', async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Confirmación de horas trabajadas' });
      await expect(dialog).toHaveTextContent('¿Está seguro de confirmar las 8 horas?');
      await expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeVisible();
      await expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
    });
  },
};
