import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FORM_ERROR } from '#forms';
import { salesAgents } from '../fixtures';
import { AffiliateCreateScreen } from './AffiliateCreateScreen';

const meta = {
  title: 'Screens/Affiliate/AffiliateCreateScreen',
  component: AffiliateCreateScreen,
  args: { onSubmit: fn(), salesAgents },
} satisfies Meta<typeof AffiliateCreateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('required fields and validators answer before anything is sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Crear afiliado' }));
      await expect(canvas.getAllByText(messages.validation.required)).toHaveLength(2);
      await userEvent.type(canvas.getByLabelText('Email'), 'ana@');
      await userEvent.type(canvas.getByLabelText('DNI'), '12345678A');
      await userEvent.click(canvas.getByRole('button', { name: 'Crear afiliado' }));
      await expect(canvas.getByText(messages.validation.emailInvalid)).toBeVisible();
      await expect(canvas.getByText('El DNI es inválido')).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('a valid form is sent grouped as company, user and affiliate', async () => {
      await userEvent.type(canvas.getByLabelText('Nombre comercial'), 'Óptica Norte');
      await userEvent.clear(canvas.getByLabelText('Email'));
      await userEvent.type(canvas.getByLabelText('Email'), 'gerente@opticanorte.example');
      await userEvent.clear(canvas.getByLabelText('DNI'));
      await userEvent.type(canvas.getByLabelText('DNI'), '12345678Z');
      await userEvent.selectOptions(canvas.getByLabelText('Finalidad'), 'Salud');
      await userEvent.selectOptions(canvas.getByLabelText('Comercial asignado'), 'Marta Gil');
      await userEvent.click(canvas.getByRole('button', { name: 'Crear afiliado' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        company: { nombreComercial: 'Óptica Norte', razonSocial: '', cif: '', telefonoMovil: '' },
        user: {
          email: 'gerente@opticanorte.example',
          firstname: '',
          lastname: '',
          dni: '12345678Z',
          phone: '',
        },
        affiliate: { nombre: '', primaryReason: 'Salud', assignedSalesAgent: '/api/users/7' },
      });
    });
  },
};

export const EmailInUse: Story = {
  args: { emailError: messages.validation.emailInUse('optica.norte') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Email ya en uso: optica.norte')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses a field: its message shows under that field, and what was typed stays. */
export const ServerViolation: Story = {
  args: {
    onSubmit: fn(async () => ({
      user: { email: messages.validation.emailInUse('optica.norte') },
      [FORM_ERROR]: messages.write.createAffiliate,
    })),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the violation shows under the e-mail, the form keeps the input', async () => {
      await userEvent.type(canvas.getByLabelText('Nombre comercial'), 'Óptica Norte');
      await userEvent.type(canvas.getByLabelText('Email'), 'optica.norte@example.com');
      await userEvent.click(canvas.getByRole('button', { name: 'Crear afiliado' }));
      const email = canvas.getByLabelText('Email');
      await expect(await canvas.findByText('Email ya en uso: optica.norte')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Email ya en uso: optica.norte');
      await expect(email).toHaveValue('optica.norte@example.com');
      await expect(canvas.getByRole('alert')).toHaveTextContent('Ha habido un error creando el afiliado');
    });
    await step('editing the field clears its violation', async () => {
      await userEvent.type(canvas.getByLabelText('Email'), 'x');
      await expect(canvas.queryByText('Email ya en uso: optica.norte')).toBeNull();
    });
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Creando…' })).toBeDisabled();
    await expect(canvas.getByLabelText('Nombre comercial')).toBeDisabled();
  },
};

export const CreateFailed: Story = {
  name: 'Error',
  args: { error: messages.write.createAffiliate },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Ha habido un error creando el afiliado',
    );
  },
};

export const SalesAgentAssignedAutomatically: Story = {
  args: { salesAgents: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText('Comercial asignado')).toBeNull();
  },
};

export const Forbidden: Story = {
  args: { forbidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Acceso restringido',
    );
  },
};

/** The sales agents to assign are still loading: the form waits for them. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
    await expect(canvas.queryByRole('button', { name: 'Crear afiliado' })).toBeNull();
  },
};
