import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { preferences } from '../fixtures';
import { statePlays } from '../statePlays';
import { InvestorDetailPreferences } from './InvestorDetailPreferences';

const meta = {
  title: 'Screens/Investor/Detail/InvestorDetailPreferences',
  component: InvestorDetailPreferences,
  args: { state: 'loaded', data: preferences },
} satisfies Meta<typeof InvestorDetailPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('ranges, maxBet, loan types and the notification flags (loans §3)', async () => {
      await expect(canvas.getByText('6 – 60')).toBeVisible();
      await expect(canvas.getByText('4,00 % – 12,50 %')).toBeVisible();
      await expect(canvas.getByText('Financiación, Préstamo')).toBeVisible();
      await expect(canvas.getByText('Notificaciones: Créditos del día')).toBeVisible();
    });
  },
};
export const Loading: Story = { args: { state: 'loading', data: null }, play: statePlays.loading };
export const Empty: Story = { args: { state: 'loaded', data: null }, play: statePlays.empty };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', data: null },
  play: statePlays.error(messages.investor.errors.preferences),
};
export const Forbidden: Story = { args: { state: 'forbidden', data: null }, play: statePlays.forbidden };
