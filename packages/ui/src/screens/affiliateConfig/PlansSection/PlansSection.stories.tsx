import { messages } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type PlanRow, PlansSection } from './PlansSection';

const plans: PlanRow[] = [
  {
    '@id': '/api/configuracion_afiliados/1',
    label: 'Ortodoncia 24',
    meses: 24,
    minCantidad: 300,
    maxCantidad: 6000,
    pTinI: 9.5,
    pCaI: 3,
    mixedMonths1: 0,
    insurance: '/api/insurances/1',
    finalidad: 'Salud',
    secondaryReason: '/api/secondary_reasons/4',
  },
  {
    '@id': '/api/configuracion_afiliados/2',
    label: 'Implantes mixto',
    meses: 36,
    minCantidad: 1500,
    maxCantidad: 12000.5,
    pTinI: 29.3,
    pCaI: 2.5,
    mixedMonths1: 12,
    mixedMonths2: 24,
    mixedPerc1: 40,
    insurance: null,
    finalidad: 'Salud',
    secondaryReason: null,
  },
];

const meta = {
  title: 'Screens/AffiliateConfig/PlansSection',
  component: PlansSection,
  args: {
    plans,
    state: 'loaded',
    errorMessage: messages.read.plans,
    canEdit: true,
    onNew: fn(),
    onDelete: fn(),
    onRetry: fn(),
    insuranceNames: { '/api/insurances/1': 'Protección de pagos corto' },
    secondaryReasonNames: { '/api/secondary_reasons/4': 'Ortodoncia' },
  },
} satisfies Meta<typeof PlansSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §9: plan amounts read with the symbol at the end, '.' for thousands (four digits too) and ','. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('amounts in the plan currency format', async () => {
      const row = canvas.getByRole('row', { name: /Implantes mixto/ });
      await expect(row).toHaveTextContent('1.500,00 €');
      await expect(row).toHaveTextContent('12.000,50 €');
      await expect(canvas.getByRole('row', { name: /Ortodoncia 24/ })).toHaveTextContent('6.000,00 €');
    });
    await step('mixed plans show both tranches and the first percentage; insurance by name', async () => {
      await expect(canvas.getByRole('row', { name: /Implantes mixto/ })).toHaveTextContent(
        '12 + 24 · 40,00 %',
      );
      await expect(canvas.getByRole('row', { name: /Ortodoncia 24/ })).toHaveTextContent(
        'Protección de pagos corto',
      );
      await expect(canvas.getByRole('row', { name: /Implantes mixto/ })).toHaveTextContent('Sin seguro');
    });
    await step('Nuevo plan opens the modal', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Nuevo plan' }));
      await expect(args.onNew).toHaveBeenCalled();
    });
    await step('delete asks first (issue 12): Cancelar keeps the plan, Eliminar deletes it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Eliminar el plan Ortodoncia 24' }));
      let dialog = await screen.findByRole('dialog', { name: 'Eliminar plan' });
      await expect(dialog).toHaveTextContent('¿Está seguro de eliminar el plan Ortodoncia 24?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onDelete).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Eliminar el plan Ortodoncia 24' }));
      dialog = await screen.findByRole('dialog', { name: 'Eliminar plan' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
      await expect(args.onDelete).toHaveBeenCalledWith(plans[0]);
    });
  },
};

/** Without edit rights there is no new-plan button and no delete. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Nuevo plan' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Eliminar/ })).toBeNull();
  },
};

export const Deleting: Story = {
  args: { deletingId: '/api/configuracion_afiliados/2' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Eliminar el plan Implantes mixto' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  args: { plans: undefined, state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

export const Empty: Story = {
  args: { plans: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este afiliado no tiene planes.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nuevo plan' })).toBeEnabled();
  },
};

export const LoadError: Story = {
  args: { plans: undefined, state: 'error', errorMessage: messages.read.plans },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.read.plans);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The read was refused (403): the section says so and offers no 'Nuevo plan'. */
export const Forbidden: Story = {
  args: { plans: undefined, state: 'forbidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.general.restricted);
    await expect(canvas.queryByRole('button', { name: /Nuevo plan/ })).toBeNull();
  },
};
