import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { provisionFund } from '../fixtures';
import { statePlays } from '../statePlays';
import { AffiliateDetailProvisionFund } from './AffiliateDetailProvisionFund';

const meta = {
  title: 'Screens/Affiliate/AffiliateDetailProvisionFund',
  component: AffiliateDetailProvisionFund,
  args: { state: 'loaded', quarters: provisionFund },
} satisfies Meta<typeof AffiliateDetailProvisionFund>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Fondo de provisión' })).toBeVisible();
    const q4 = within(canvas.getByRole('group', { name: '4º trimestre de 2026' }));
    await expect(q4.getByText('310,50 €')).toBeVisible();
    await expect(q4.getAllByRole('row')).toHaveLength(3);
    const q3 = within(canvas.getByRole('group', { name: '3º trimestre de 2026' }));
    await expect(q3.getAllByText('-45,00 €')[0]).toBeVisible();
  },
};

export const Empty: Story = {
  args: { quarters: [] },
  play: statePlays.empty,
};

export const Loading: Story = {
  args: { state: 'loading', quarters: [] },
  play: statePlays.loading,
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', quarters: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Ha habido un error obteniendo la información de provision fund',
    );
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.read.provisionFund);
  },
};

export const Forbidden: Story = {
  args: { state: 'forbidden', quarters: [] },
  play: statePlays.forbidden,
};
