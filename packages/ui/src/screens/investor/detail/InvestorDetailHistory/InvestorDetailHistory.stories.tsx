import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { history } from '../fixtures';
import { statePlays } from '../statePlays';
import { InvestorDetailHistory } from './InvestorDetailHistory';

const meta = {
  title: 'Screens/Investor/Detail/InvestorDetailHistory',
  component: InvestorDetailHistory,
  args: { state: 'loaded', data: history },
} satisfies Meta<typeof InvestorDetailHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent(/Pendiente de validación.*Activo.*Ana Admin/);
  },
};
export const Loading: Story = { args: { state: 'loading', data: null }, play: statePlays.loading };
export const Empty: Story = { args: { state: 'loaded', data: [] }, play: statePlays.empty };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', data: null },
  play: statePlays.error(messages.investor.errors.datesHistory),
};
export const Forbidden: Story = { args: { state: 'forbidden', data: null }, play: statePlays.forbidden };
