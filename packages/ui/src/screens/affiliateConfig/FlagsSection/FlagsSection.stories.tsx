import { messages } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlagsSection } from './FlagsSection';

const meta = {
  title: 'Screens/AffiliateConfig/FlagsSection',
  component: FlagsSection,
  args: {
    kind: 'functionality',
    state: 'loaded',
    errorMessage: messages.read.affiliateInfo,
    flags: { allowOwnInvestment: true, earlyRepayment: false, sendSms: true },
    flagLabels: { allowOwnInvestment: 'Permite inversión propia' },
    canEdit: true,
    onChange: fn(),
  },
} satisfies Meta<typeof FlagsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Flags de funcionalidad' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Permite inversión propia' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'earlyRepayment' }));
    await expect(args.onChange).toHaveBeenCalledWith('earlyRepayment', true);
  },
};

export const DisplayFlags: Story = {
  args: { kind: 'display', flags: { mostrarTae: false, mostrarLogo: true }, flagLabels: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Flags de visualización' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Mostrar el logo' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Mostrar la TAE' })).not.toBeChecked();
  },
};

/** While one flag saves, the others wait. */
export const Saving: Story = {
  args: { savingKey: 'sendSms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'sendSms' })).toHaveAccessibleDescription('Guardando…');
    await expect(canvas.getByRole('checkbox', { name: 'earlyRepayment' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'sendSms' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { flags: undefined, state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

export const Empty: Story = {
  args: { flags: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Este afiliado no tiene flags configurados.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { flags: undefined, state: 'error', errorMessage: messages.read.affiliateInfo },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.read.affiliateInfo);
  },
};

/** The read was refused (403): the section says so and shows no switch. */
export const Forbidden: Story = {
  args: { flags: undefined, state: 'forbidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.general.restricted);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};
