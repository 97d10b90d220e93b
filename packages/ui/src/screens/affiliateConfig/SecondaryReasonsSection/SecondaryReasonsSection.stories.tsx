import { messages } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type AffiliateSecondaryReasonRow, SecondaryReasonsSection } from './SecondaryReasonsSection';

const reasons: AffiliateSecondaryReasonRow[] = [
  {
    '@id': '/api/afiliado_secondary_reasons/1',
    primaryReason: 'Salud',
    secondaryReason: 'Ortodoncia',
    validated: true,
    active: true,
    less10k: false,
    plans: 2,
  },
  {
    '@id': '/api/afiliado_secondary_reasons/2',
    primaryReason: 'Salud',
    secondaryReason: 'Óptica',
    validated: true,
    active: true,
    less10k: true,
    plans: 0,
  },
];

const meta = {
  title: 'Screens/AffiliateConfig/SecondaryReasonsSection',
  component: SecondaryReasonsSection,
  args: {
    reasons,
    state: 'loaded',
    errorMessage: messages.read.secondaryReasons,
    canEdit: true,
    options: [
      { value: '/api/secondary_reasons/7', label: 'Implantes' },
      { value: '/api/secondary_reasons/8', label: 'Dermatología' },
    ],
    onAdd: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof SecondaryReasonsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /Ortodoncia/ })).toHaveTextContent('2');
    await expect(canvas.getByRole('button', { name: 'Añadir secondary reason' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Secondary reason'), 'Implantes');
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir secondary reason' }));
    await expect(args.onAdd).toHaveBeenCalledWith('/api/secondary_reasons/7');
  },
};

/** The server refuses the reason: its violation shows under the select, which keeps the choice. */
export const ServerViolation: Story = {
  args: { onAdd: fn(async () => ({ secondaryReason: messages.validation.required })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Secondary reason'), 'Implantes');
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir secondary reason' }));
    await expect(args.onAdd).toHaveBeenCalledWith('/api/secondary_reasons/7');
    const select = canvas.getByLabelText('Secondary reason');
    await waitFor(() => expect(select).toHaveAccessibleDescription(messages.validation.required));
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveValue('/api/secondary_reasons/7');
  },
};

/** §5: a reason with plans asks the spec's question first; confirming deletes it (and its plans). */
export const DeleteWithPlansAsksFirst: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the question is the spec text, word for word', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Eliminar Ortodoncia' }));
      const dialog = await screen.findByRole('dialog', { name: 'Eliminar secondary reason' });
      await expect(dialog).toHaveTextContent(
        'Esta Secondary Reason tiene planes asociados.¿Estás seguro de que quieres borrarla?',
      );
      await expect(args.onDelete).not.toHaveBeenCalled();
    });
    await step('Cancelar keeps it', async () => {
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onDelete).not.toHaveBeenCalled();
    });
    await step('Eliminar deletes it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Eliminar Ortodoncia' }));
      const dialog = await screen.findByRole('dialog', { name: 'Eliminar secondary reason' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
      await expect(args.onDelete).toHaveBeenCalledWith(reasons[0]);
    });
  },
};

/** A reason without plans asks too (issue 12), without the §5 warning about plans. */
export const DeleteWithoutPlans: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eliminar Óptica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar secondary reason' });
    await expect(dialog).toHaveTextContent('¿Está seguro de eliminar la secondary reason Óptica?');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(reasons[1]);
  },
};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Eliminar/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Añadir secondary reason' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { reasons: undefined, state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

export const Empty: Story = {
  args: { reasons: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Este afiliado no tiene secondary reasons.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { reasons: undefined, state: 'error', errorMessage: messages.read.secondaryReasons },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.read.secondaryReasons);
  },
};

/** The read was refused (403): the section says so and offers nothing to add. */
export const Forbidden: Story = {
  args: { reasons: undefined, state: 'forbidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.general.restricted);
    await expect(canvas.queryByRole('form', { name: 'Añadir secondary reason' })).toBeNull();
  },
};

/** While the chosen reason is added, its button is busy. */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Secondary reason'), 'Implantes');
    await expect(canvas.getByRole('button', { name: 'Añadir secondary reason' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** While a reason is deleted its button is busy. */
export const Deleting: Story = {
  args: { deletingId: '/api/afiliado_secondary_reasons/1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Eliminar Ortodoncia' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
