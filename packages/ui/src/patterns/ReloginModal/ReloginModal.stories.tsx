import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#primitives/Button';
import { TextField } from '#primitives/TextField';
import { ReloginModal, type ReloginValues } from './ReloginModal';

/**
 * Re-login in place (issue 17): when a save meets an expired session (60 minutes), this modal asks
 * for the password over the page instead of going to /login; the form keeps its input and the save
 * is sent again once the same account is back.
 */
const meta = {
  title: 'Patterns/ReloginModal',
  component: ReloginModal,
  args: {
    open: true,
    username: 'comercial@demo.test',
    onSubmit: fn(),
    onGiveUp: fn(),
    submitting: false,
    error: null,
  },
} satisfies Meta<typeof ReloginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'La sesión ha caducado' });
    const modal = within(dialog);
    await step('says the input is kept, shows whose session it is, and asks only the password', async () => {
      await expect(dialog).toHaveTextContent(messages.relogin.keptInput);
      const user = modal.getByLabelText('Usuario o email');
      await expect(user).toHaveValue('comercial@demo.test');
      await expect(user).toHaveAttribute('readonly');
      await waitFor(() => expect(modal.getByLabelText('Contraseña')).toHaveFocus());
    });
    await step('an empty password is refused in Spanish, nothing is sent', async () => {
      await userEvent.click(modal.getByRole('button', { name: 'Entrar' }));
      await expect(modal.getByRole('alert')).toHaveTextContent(messages.auth.missingCredentials);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('Enter sends the page’s account with the password', async () => {
      await userEvent.type(modal.getByLabelText('Contraseña'), 'Demo-2026!{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith({
        username: 'comercial@demo.test',
        password: 'Demo-2026!',
      });
    });
    await step('Salir gives up (the app then goes to /login)', async () => {
      await userEvent.click(modal.getByRole('button', { name: 'Salir' }));
      await expect(args.onGiveUp).toHaveBeenCalledTimes(1);
    });
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'La sesión ha caducado' }));
    const button = modal.getByRole('button', { name: 'Entrando…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(modal.getByLabelText('Contraseña')).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Salir' })).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  args: { error: messages.auth.wrongCredentials },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'La sesión ha caducado' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('El email o la contraseña son incorrectos.');
    await expect(modal.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    await userEvent.type(modal.getByLabelText('Contraseña'), 'otra{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'comercial@demo.test', password: 'otra' });
  },
};

/** A page with a form whose save meets the expired session; the app's client does what `save` does here. */
function ExpiredWhileSavingDemo({ onSave }: { onSave: (phone: string) => void }) {
  const [phone, setPhone] = useState('');
  const [expired, setExpired] = useState(true);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = () => {
    if (expired) {
      setAsking(true); // the save got 401: it is held, the form stays
      return;
    }
    onSave(phone);
    setSaved(phone);
  };
  const relogin = ({ password }: ReloginValues) => {
    if (password !== 'Demo-2026!') {
      setError(messages.auth.wrongCredentials);
      return;
    }
    setError(null);
    setExpired(false);
    setAsking(false);
    onSave(phone); // the held save, sent once more
    setSaved(phone);
  };
  return (
    <form
      aria-label="Datos de contacto"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <TextField label="Teléfono" value={phone} onChange={(e) => setPhone(e.target.value)} />
      <Button type="submit">Guardar</Button>
      {saved ? <p role="status">{`Guardado: ${saved}`}</p> : null}
      <ReloginModal
        open={asking}
        username="comercial@demo.test"
        error={error}
        onSubmit={relogin}
        onGiveUp={() => setAsking(false)}
      />
    </form>
  );
}

export const ExpiredWhileSaving: Story = {
  args: { open: false, onSubmit: fn() },
  render: (args) => <ExpiredWhileSavingDemo onSave={args.onSubmit as unknown as (phone: string) => void} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the save meets the expired session: the modal opens over the form', async () => {
      await userEvent.type(canvas.getByLabelText('Teléfono'), '600111222');
      await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
      await screen.findByRole('dialog', { name: 'La sesión ha caducado' });
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('a wrong password keeps the modal with the spec text', async () => {
      const modal = within(screen.getByRole('dialog'));
      await userEvent.type(modal.getByLabelText('Contraseña'), 'mala{Enter}');
      await expect(await modal.findByRole('alert')).toHaveTextContent(
        'El email o la contraseña son incorrectos.',
      );
    });
    await step('logging in again closes it, the input is still there and the save is sent once', async () => {
      const modal = within(screen.getByRole('dialog'));
      await userEvent.clear(modal.getByLabelText('Contraseña'));
      await userEvent.type(modal.getByLabelText('Contraseña'), 'Demo-2026!{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(canvas.getByLabelText('Teléfono')).toHaveValue('600111222');
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
      await expect(args.onSubmit).toHaveBeenCalledWith('600111222');
      await expect(canvas.getByRole('status')).toHaveTextContent('Guardado: 600111222');
    });
  },
};
