import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { opportunity } from '../fixtures';
import { statePlays } from '../statePlays';
import { AffiliateDetailOpportunity } from './AffiliateDetailOpportunity';

const meta = {
  title: 'Screens/Affiliate/AffiliateDetailOpportunity',
  component: AffiliateDetailOpportunity,
  args: { state: 'loaded', affiliate: opportunity },
} satisfies Meta<typeof AffiliateDetailOpportunity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Oportunidad' })).toBeVisible();
    await expect(canvas.getByText('Facturación anual')).toBeVisible();
    await expect(canvas.getByText('1.250.000,00 €')).toBeVisible();
    await expect(canvas.getByText('B+')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { affiliate: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Sin valor').length).toBeGreaterThan(10);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: statePlays.loading,
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: statePlays.error(messages.read.affiliateInfo),
};

export const Forbidden: Story = {
  args: { state: 'forbidden' },
  play: statePlays.forbidden,
};
