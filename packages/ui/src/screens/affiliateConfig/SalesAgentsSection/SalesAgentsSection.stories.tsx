import { messages } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type SalesAgentRow, SalesAgentsSection } from './SalesAgentsSection';

const agents: SalesAgentRow[] = [
  {
    '@id': '/api/sales_agents/3',
    username: 'marta.vidal',
    email: 'marta.vidal@clinica.es',
    firstname: 'Marta',
    lastname: 'Vidal',
    dni: '12345678Z',
    reference: 'MV-01',
    manager: null,
    active: true,
    loans: 14,
  },
  {
    '@id': '/api/sales_agents/4',
    username: 'jorge.sanz',
    email: 'jorge.sanz@clinica.es',
    firstname: 'Jorge',
    lastname: 'Sanz',
    dni: null,
    reference: null,
    manager: 'marta.vidal',
    active: false,
    loans: 0,
  },
];

const meta = {
  title: 'Screens/AffiliateConfig/SalesAgentsSection',
  component: SalesAgentsSection,
  args: {
    state: 'loaded',
    errorMessage: messages.read.salesAgents,
    agents,
    canEdit: true,
    onCreate: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof SalesAgentsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvas: HTMLElement) => within(within(canvas).getByRole('form', { name: 'Crear comercial' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /Jorge Sanz/ });
    await expect(row).toHaveTextContent('marta.vidal');
    await expect(row).toHaveTextContent('No');
  },
};

/** The DNI and e-mail validators of §5: nothing is sent until both are right. */
export const CreateValidatesDniAndEmail: Story = {
  play: async ({ canvasElement, args, step }) => {
    const f = form(canvasElement);
    await step('a bad e-mail and a DNI with the wrong letter are refused', async () => {
      await userEvent.type(f.getByLabelText('Email'), 'ana@clinica');
      await userEvent.type(f.getByLabelText('Nombre'), 'Ana');
      await userEvent.type(f.getByLabelText('Apellidos'), 'Ruiz');
      await userEvent.type(f.getByLabelText('DNI'), '12345678A');
      await userEvent.click(f.getByRole('button', { name: 'Crear comercial' }));
      await expect(f.getByLabelText('Email')).toHaveAccessibleDescription(messages.validation.emailInvalid);
      await expect(f.getByLabelText('DNI')).toHaveAccessibleDescription(messages.validation.dniInvalid);
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
    await step('fixed, the agent is created with the non-empty fields', async () => {
      await userEvent.clear(f.getByLabelText('Email'));
      await userEvent.type(f.getByLabelText('Email'), 'ana@clinica.es');
      await userEvent.clear(f.getByLabelText('DNI'));
      await userEvent.type(f.getByLabelText('DNI'), 'x1234567l');
      await userEvent.click(f.getByRole('button', { name: 'Crear comercial' }));
      await expect(args.onCreate).toHaveBeenCalledWith({
        email: 'ana@clinica.es',
        firstname: 'Ana',
        lastname: 'Ruiz',
        dni: 'X1234567L',
      });
    });
  },
};

/** The server refuses the agent ('Email ya en uso: …'): it shows under the e-mail, and the form keeps its input. */
export const ServerViolation: Story = {
  args: { onCreate: fn(async () => ({ email: messages.validation.emailInUse('ana.ruiz') })) },
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByLabelText('Email'), 'ana@clinica.es');
    await userEvent.type(f.getByLabelText('Nombre'), 'Ana');
    await userEvent.type(f.getByLabelText('Apellidos'), 'Ruiz');
    await userEvent.click(f.getByRole('button', { name: 'Crear comercial' }));
    await expect(args.onCreate).toHaveBeenCalled();
    const email = f.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email ya en uso: ana.ruiz'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('ana@clinica.es');
    await expect(f.getByLabelText('Nombre')).toHaveValue('Ana');
  },
};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('form', { name: 'Crear comercial' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { agents: undefined, state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

/** An affiliate without sales agents says so, and its first one is created here. */
export const Empty: Story = {
  args: { agents: [] },
  play: async ({ canvasElement, args, step }) => {
    await expect(within(canvasElement).getByText('Este afiliado no tiene comerciales.')).toBeVisible();
    await step('the first sales agent is created from the empty section', async () => {
      const f = form(canvasElement);
      await userEvent.type(f.getByLabelText('Email'), 'primera@clinica.es');
      await userEvent.type(f.getByLabelText('Nombre'), 'Ana');
      await userEvent.type(f.getByLabelText('Apellidos'), 'Ruiz');
      await userEvent.click(f.getByRole('button', { name: 'Crear comercial' }));
      await expect(args.onCreate).toHaveBeenCalledWith({
        email: 'primera@clinica.es',
        firstname: 'Ana',
        lastname: 'Ruiz',
      });
    });
  },
};

export const LoadError: Story = {
  args: { agents: undefined, state: 'error', errorMessage: messages.read.salesAgents },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.read.salesAgents);
  },
};

/** Inline edits (§2, §5): the DNI and e-mail validators block confirm; only a changed value is sent. */
export const InlineEdits: Story = {
  play: async ({ canvasElement, args, step }) => {
    const open = async (name: string) => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: `Editar ${name}` }));
      return within(await screen.findByRole('dialog', { name: `Editar ${name}` }));
    };
    await step('an e-mail without a domain is refused with the spec message', async () => {
      const dialog = await open('Email marta.vidal');
      const input = dialog.getByRole('textbox');
      await userEvent.clear(input);
      await userEvent.type(input, 'marta@clinica{Enter}');
      await expect(input).toHaveAccessibleDescription(messages.validation.emailInvalid);
      await expect(args.onEdit).not.toHaveBeenCalled();
      await userEvent.type(input, '.es');
      await userEvent.click(dialog.getByRole('button', { name: 'Confirmar' }));
      await expect(args.onEdit).toHaveBeenCalledWith(agents[0], 'email', 'marta@clinica.es');
    });
    await step("a DNI with the wrong letter is refused: 'El DNI es inválido'", async () => {
      const dialog = await open('DNI marta.vidal');
      const input = dialog.getByRole('textbox');
      await userEvent.clear(input);
      await userEvent.type(input, '12345678A{Enter}');
      await expect(input).toHaveAccessibleDescription(messages.validation.dniInvalid);
    });
    await step('emptying the DNI is allowed (the app sends null)', async () => {
      const input = screen.getByRole('dialog', { name: 'Editar DNI marta.vidal' }).querySelector('input')!;
      await userEvent.clear(input);
      await userEvent.type(input, '{Enter}');
      await expect(args.onEdit).toHaveBeenCalledWith(agents[0], 'dni', '');
    });
    await step('active is a yes/no choice', async () => {
      const dialog = await open('Activo jorge.sanz');
      await userEvent.selectOptions(dialog.getByRole('combobox'), 'Sí');
      await userEvent.click(dialog.getByRole('button', { name: 'Confirmar' }));
      await expect(args.onEdit).toHaveBeenCalledWith(agents[1], 'active', true);
    });
  },
};

/** The read was refused (403): the section says so and offers no form. */
export const Forbidden: Story = {
  args: { agents: undefined, state: 'forbidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.general.restricted);
    await expect(canvas.queryByRole('form', { name: 'Crear comercial' })).toBeNull();
  },
};

/** While the new sales agent is created, the form is locked and its button busy. */
export const Creating: Story = {
  args: { creating: true },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(f.getByRole('button', { name: 'Crear comercial' })).toHaveAttribute('aria-busy', 'true');
    await expect(f.getByLabelText('Email')).toBeDisabled();
  },
};
