import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { account, adminUser, company } from '../fixtures';
import { statePlays } from '../statePlays';
import { AffiliateDetailContact } from './AffiliateDetailContact';

const meta = {
  title: 'Screens/Affiliate/AffiliateDetailContact',
  component: AffiliateDetailContact,
  args: { state: 'loaded', company, user: adminUser, account, onSave: fn(), canEdit: true },
} satisfies Meta<typeof AffiliateDetailContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Datos de contacto' })).toBeVisible();
    for (const block of ['Datos de la empresa', 'Usuario administrador', 'Cuenta bancaria']) {
      await expect(canvas.getByRole('group', { name: block })).toBeVisible();
    }
    await expect(canvas.getByText('ES9121000418450200051332')).toBeVisible();
    await expect(canvas.getByText('25.000,00 €')).toBeVisible();
    await expect(canvas.getByText('20/11/2026')).toBeVisible();
  },
};

export const InvalidIban: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a wrong check digit is refused with the §5 message', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Editar cuenta bancaria' }));
      const iban = canvas.getByLabelText('IBAN');
      await userEvent.clear(iban);
      await userEvent.type(iban, 'ES9121000418450200051333');
      await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
      await expect(canvas.getByText('El IBAN es inválido')).toBeVisible();
      await expect(iban).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSave).not.toHaveBeenCalled();
    });
    await step('a valid IBAN, typed with spaces, is sent normalised', async () => {
      const iban = canvas.getByLabelText('IBAN');
      await userEvent.clear(iban);
      await userEvent.type(iban, 'es76 2077 0024 0031 0257 5766');
      await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
      await expect(args.onSave).toHaveBeenCalledWith('account', { iban: 'ES7620770024003102575766' });
    });
  },
};

export const InvalidDniAndEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar usuario administrador' }));
    const form = within(canvas.getByRole('form', { name: 'Editar usuario administrador' }));
    await userEvent.clear(form.getByLabelText('DNI'));
    await userEvent.type(form.getByLabelText('DNI'), '12345678A');
    await userEvent.clear(form.getByLabelText('Email'));
    await userEvent.type(form.getByLabelText('Email'), 'ana@');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(form.getByText('El DNI es inválido')).toBeVisible();
    await expect(form.getByText(messages.validation.emailInvalid)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const OnlyChangedFieldsSent: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('nothing changed: nothing is sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Editar datos de la empresa' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
      await expect(canvas.getByRole('status')).toHaveTextContent('No hay cambios que guardar.');
      await expect(args.onSave).not.toHaveBeenCalled();
    });
    await step('one field changed and one emptied: those two, the empty one as null', async () => {
      const form = within(canvas.getByRole('form', { name: 'Editar datos de la empresa' }));
      await userEvent.clear(form.getByLabelText('Localidad'));
      await userEvent.type(form.getByLabelText('Localidad'), ' Getafe ');
      await userEvent.clear(form.getByLabelText('Competencia'));
      await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
      await expect(args.onSave).toHaveBeenCalledWith('company', { localidad: 'Getafe', competencia: null });
    });
  },
};

/** Issue 12: a save the server refuses keeps the form open with what was typed, and says so. */
export const ServerErrorKeepsInput: Story = {
  args: { onSave: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar datos de la empresa' }));
    const form = within(canvas.getByRole('form', { name: 'Editar datos de la empresa' }));
    await userEvent.clear(form.getByLabelText('Localidad'));
    await userEvent.type(form.getByLabelText('Localidad'), 'Getafe');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith('company', { localidad: 'Getafe' });
    await expect(await form.findByRole('alert')).toHaveTextContent(messages.write.updateInfo);
    await expect(form.getByLabelText('Localidad')).toHaveValue('Getafe');
  },
};

/** The server refuses a field: its violation shows under it, with the failure, and the input stays. */
export const ServerViolation: Story = {
  args: { onSave: fn(async () => ({ iban: messages.validation.ibanInvalid })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar cuenta bancaria' }));
    const form = within(canvas.getByRole('form', { name: 'Editar cuenta bancaria' }));
    const iban = form.getByLabelText('IBAN');
    await userEvent.clear(iban);
    await userEvent.type(iban, 'ES7620770024003102575766');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalled();
    await expect(await form.findByRole('alert')).toHaveTextContent(messages.write.updateInfo);
    await expect(iban).toHaveAccessibleDescription('El IBAN es inválido');
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(iban).toHaveValue('ES7620770024003102575766');
  },
};

export const Saving: Story = {
  args: { saving: 'account' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Guardando…' });
    await expect(button).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Editar/ })).toBeNull();
  },
};

export const NoAccountYet: Story = {
  args: { account: null },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Cuenta bancaria' }));
    await expect(group.getAllByText('Sin valor').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: statePlays.loading,
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Ha habido un error obteniendo la información del afiliado',
    );
  },
};

export const Forbidden: Story = {
  args: { state: 'forbidden' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.general.restricted);
  },
};

/** No company, user or account yet: the section says there is nothing to show. */
export const Empty: Story = {
  args: { company: null, user: null, account: null },
  play: statePlays.empty,
};
