import { messages } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type SecondaryReasonRow, SecondaryReasonsCatalogScreen } from './SecondaryReasonsCatalogScreen';

const reasons: SecondaryReasonRow[] = [
  {
    '@id': '/api/secondary_reasons/1',
    primaryReason: 'Salud',
    secondaryReason: 'Ortodoncia',
    validated: true,
    active: true,
    less10k: false,
  },
  {
    '@id': '/api/secondary_reasons/2',
    primaryReason: 'Vehículos',
    secondaryReason: 'Motos',
    validated: false,
    active: true,
    less10k: true,
  },
];

const meta = {
  title: 'Screens/AffiliateConfig/SecondaryReasonsCatalogScreen',
  component: SecondaryReasonsCatalogScreen,
  parameters: { layout: 'padded' },
  args: { state: 'loaded', errorMessage: messages.read.secondaryReasons, reasons, onCreate: fn() },
} satisfies Meta<typeof SecondaryReasonsCatalogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Secondary Reasons' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Motos/ })).toHaveTextContent('Vehículos');
    const form = within(canvas.getByRole('form', { name: 'Crear secondary reason' }));
    await step('purpose and name are required', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Crear secondary reason' }));
      await expect(form.getByLabelText('Primary reason')).toHaveAccessibleDescription(
        messages.validation.required,
      );
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
    await step('a purpose of §3 and a name create it', async () => {
      await userEvent.selectOptions(form.getByLabelText('Primary reason'), 'Educación');
      await userEvent.type(form.getByLabelText('Secondary reason'), ' Academias ');
      await userEvent.click(form.getByLabelText('Menos de 10.000 €'));
      await userEvent.click(form.getByRole('button', { name: 'Crear secondary reason' }));
      await expect(args.onCreate).toHaveBeenCalledWith({
        primaryReason: 'Educación',
        secondaryReason: 'Academias',
        validated: true,
        active: true,
        less10k: true,
      });
    });
  },
};

/** The server refuses the name: its violation shows under it, and the form keeps its input. */
export const ServerViolation: Story = {
  args: { onCreate: fn(async () => ({ secondaryReason: messages.validation.required })) },
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Crear secondary reason' }));
    await userEvent.selectOptions(form.getByLabelText('Primary reason'), 'Educación');
    await userEvent.type(form.getByLabelText('Secondary reason'), 'Academias');
    await userEvent.click(form.getByRole('button', { name: 'Crear secondary reason' }));
    await expect(args.onCreate).toHaveBeenCalled();
    const name = form.getByLabelText('Secondary reason');
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.validation.required));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('Academias');
  },
};

export const Creating: Story = {
  args: { creating: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Crear secondary reason' }),
    ).toHaveAttribute('aria-busy', 'true');
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
    await expect(within(canvasElement).getByText('No hay secondary reasons.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { reasons: undefined, state: 'error', errorMessage: messages.read.secondaryReasons },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.read.secondaryReasons);
  },
};

/** The read was refused (403): the catalogue says so and offers no form. */
export const Forbidden: Story = {
  args: { reasons: undefined, state: 'forbidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.general.restricted);
    await expect(canvas.queryByRole('form', { name: 'Crear secondary reason' })).toBeNull();
  },
};
