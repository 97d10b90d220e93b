import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { transfers } from '../fixtures';
import { statePlays } from '../statePlays';
import { AffiliateDetailTransfers } from './AffiliateDetailTransfers';

const meta = {
  title: 'Screens/Affiliate/AffiliateDetailTransfers',
  component: AffiliateDetailTransfers,
  args: { state: 'loaded', rows: transfers },
} satisfies Meta<typeof AffiliateDetailTransfers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Transferencias' })).toBeVisible();
    const row = canvas.getByRole('row', { name: /TR-002/ });
    await expect(row).toHaveTextContent('Salida');
    await expect(row).toHaveTextContent('2250,00 €');
    await expect(canvas.getByRole('row', { name: /TR-001/ })).toHaveTextContent('Entrada');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: statePlays.empty,
};

export const Loading: Story = {
  args: { state: 'loading', rows: [] },
  play: statePlays.loading,
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', rows: [] },
  play: statePlays.error(messages.read.transfers),
};

export const Forbidden: Story = {
  args: { state: 'forbidden', rows: [] },
  play: statePlays.forbidden,
};

export const SortByAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Importe' });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('TR-001');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('TR-002');
  },
};
