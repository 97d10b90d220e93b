import { messages } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type LinkRow, LinksSection } from './LinksSection';

const links: LinkRow[] = [
  {
    '@id': '/api/links_afiliados/1',
    producto: 'financiacion',
    cantidad: 2500,
    secondaryReason: '/api/secondary_reasons/4',
    customDomain: null,
    hash: 'q1w2e3',
    uri: '/solicitud/q1w2e3',
  },
  {
    '@id': '/api/links_afiliados/2',
    producto: 'cobros',
    cantidad: null,
    secondaryReason: null,
    customDomain: 'pagos.clinica.es',
    hash: 'z9x8c7',
    uri: 'https://pagos.clinica.es/solicitud/z9x8c7',
  },
];

const meta = {
  title: 'Screens/AffiliateConfig/LinksSection',
  component: LinksSection,
  args: {
    links,
    state: 'loaded',
    errorMessage: messages.read.links,
    canEdit: true,
    secondaryReasonOptions: [{ value: '/api/secondary_reasons/4', label: 'Ortodoncia' }],
    secondaryReasonNames: { '/api/secondary_reasons/4': 'Ortodoncia' },
    onCreate: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof LinksSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('rows: product, amount in plan format, reason, domain and link', async () => {
      const row = canvas.getByRole('row', { name: /Financiación/ });
      await expect(row).toHaveTextContent('2.500,00 €');
      await expect(row).toHaveTextContent('Ortodoncia');
      await expect(row).toHaveTextContent('/solicitud/q1w2e3');
    });
    await step('only non-empty fields are sent on creation (§5)', async () => {
      const form = within(canvas.getByRole('form', { name: 'Crear link' }));
      await expect(form.getByRole('button', { name: 'Crear link' })).toBeDisabled();
      await userEvent.selectOptions(form.getByLabelText('Producto'), 'Cobros');
      await userEvent.type(form.getByLabelText('Dominio propio'), ' cobros.clinica.es ');
      await userEvent.click(form.getByRole('button', { name: 'Crear link' }));
      await expect(args.onCreate).toHaveBeenCalledWith({
        producto: 'cobros',
        customDomain: 'cobros.clinica.es',
      });
    });
    await step('delete names the link and asks first (issue 12)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Eliminar /solicitud/q1w2e3' }));
      let dialog = await screen.findByRole('dialog', { name: 'Eliminar link' });
      await expect(dialog).toHaveTextContent('¿Está seguro de eliminar el link /solicitud/q1w2e3?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onDelete).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Eliminar /solicitud/q1w2e3' }));
      dialog = await screen.findByRole('dialog', { name: 'Eliminar link' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
      await expect(args.onDelete).toHaveBeenCalledWith(links[0]);
    });
  },
};

/** The server refuses the link: its violation shows under the domain, and the form keeps its input. */
export const ServerViolation: Story = {
  args: { onCreate: fn(async () => ({ customDomain: messages.validation.required })) },
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Crear link' }));
    await userEvent.selectOptions(form.getByLabelText('Producto'), 'Cobros');
    await userEvent.type(form.getByLabelText('Dominio propio'), 'cobros.clinica.es');
    await userEvent.click(form.getByRole('button', { name: 'Crear link' }));
    await expect(args.onCreate).toHaveBeenCalled();
    const domain = form.getByLabelText('Dominio propio');
    await waitFor(() => expect(domain).toHaveAccessibleDescription(messages.validation.required));
    await expect(domain).toHaveAttribute('aria-invalid', 'true');
    await expect(domain).toHaveValue('cobros.clinica.es');
    await expect(form.getByLabelText('Producto')).toHaveValue('cobros');
  },
};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('form', { name: 'Crear link' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Eliminar/ })).toBeNull();
  },
};

export const Creating: Story = {
  args: { creating: true },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Crear link' }));
    await expect(form.getByRole('button', { name: 'Crear link' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  args: { links: undefined, state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

/** An affiliate without links says so, and its first link is created here. */
export const Empty: Story = {
  args: { links: [] },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este afiliado no tiene links.')).toBeVisible();
    await step('the first link is created from the empty section', async () => {
      const form = within(canvas.getByRole('form', { name: 'Crear link' }));
      await userEvent.selectOptions(form.getByLabelText('Producto'), 'Financiación');
      await userEvent.click(form.getByRole('button', { name: 'Crear link' }));
      await expect(args.onCreate).toHaveBeenCalledWith({ producto: 'financiacion' });
    });
  },
};

export const LoadError: Story = {
  args: { links: undefined, state: 'error', errorMessage: messages.read.links },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.read.links);
  },
};

/** The read was refused (403): the section says so and offers no form. */
export const Forbidden: Story = {
  args: { links: undefined, state: 'forbidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.general.restricted);
    await expect(canvas.queryByRole('form', { name: 'Crear link' })).toBeNull();
  },
};

/** While a link is deleted its button is busy; the others stay as they are. */
export const Deleting: Story = {
  args: { deletingId: '/api/links_afiliados/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Eliminar /solicitud/q1w2e3' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
