import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), submitting: false, error: null },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await step('empty fields are refused with a Spanish message, nothing is sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
      await expect(canvas.getByRole('alert')).toHaveTextContent(messages.auth.missingCredentials);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('credentials are sent trimmed, with Enter', async () => {
      await userEvent.type(canvas.getByLabelText('Usuario o email'), '  comercial@demo.test ');
      await userEvent.type(canvas.getByLabelText('Contraseña'), 'Demo-2026!{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith({
        username: 'comercial@demo.test',
        password: 'Demo-2026!',
      });
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Entrando…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Usuario o email')).toBeDisabled();
    await expect(canvas.getByLabelText('Contraseña')).toBeDisabled();
  },
};

export const WrongCredentials: Story = {
  args: { error: messages.auth.wrongCredentials },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('El email o la contraseña son incorrectos.');
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};

export const ServerError: Story = {
  args: { error: messages.auth.loginFailedAfterToken },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Ha habido un error al intentar loguear al usuario.',
    );
  },
};
