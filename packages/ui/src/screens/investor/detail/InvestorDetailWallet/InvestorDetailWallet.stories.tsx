import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { wallet } from '../fixtures';
import { statePlays } from '../statePlays';
import { InvestorDetailWallet } from './InvestorDetailWallet';

const meta = {
  title: 'Screens/Investor/Detail/InvestorDetailWallet',
  component: InvestorDetailWallet,
  args: { state: 'loaded', data: wallet },
} satisfies Meta<typeof InvestorDetailWallet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('LW70')).toBeVisible();
    await expect(canvas.getByText('1520,40 €')).toBeVisible();
    await expect(canvas.getByText('8450,00 €')).toBeVisible();
  },
};
export const Loading: Story = { args: { state: 'loading', data: null }, play: statePlays.loading };
export const Empty: Story = { args: { state: 'loaded', data: null }, play: statePlays.empty };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', data: null },
  play: statePlays.error(messages.investor.errors.info),
};
export const Forbidden: Story = { args: { state: 'forbidden', data: null }, play: statePlays.forbidden };
