import { messages } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InsurancesSection } from './InsurancesSection';

const insurances = [
  {
    ruta: '/api/insurances/1',
    option: 'Protección de pagos corto',
    code: 'PPC',
    vertical: 'POS',
    minMonth: 3,
    maxMonth: 24,
    premium: 1.2,
    minPremium: 15,
  },
  {
    ruta: '/api/insurances/3',
    option: 'Seguro de vehículo',
    code: 'VEH',
    vertical: 'Vehículos',
    minMonth: 12,
    maxMonth: 96,
    premium: 2.75,
    minPremium: 1200,
  },
];

const meta = {
  title: 'Screens/AffiliateConfig/InsurancesSection',
  component: InsurancesSection,
  args: { state: 'loaded', errorMessage: messages.read.insurances, insurances },
} satisfies Meta<typeof InsurancesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /Seguro de vehículo/ });
    await expect(row).toHaveTextContent('Vehículos');
    await expect(row).toHaveTextContent('12 – 96');
    await expect(row).toHaveTextContent('1.200,00 €');
  },
};

export const Loading: Story = {
  args: { insurances: undefined, state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

export const Empty: Story = {
  args: { insurances: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay seguros configurados.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { insurances: undefined, state: 'error', errorMessage: messages.read.insurances },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.read.insurances);
  },
};

/** The read was refused (403): the section says so instead of the options. */
export const Forbidden: Story = {
  args: { insurances: undefined, state: 'forbidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.general.restricted);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
