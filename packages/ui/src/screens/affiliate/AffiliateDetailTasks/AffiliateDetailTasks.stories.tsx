import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tasks } from '../fixtures';
import { statePlays } from '../statePlays';
import { AffiliateDetailTasks } from './AffiliateDetailTasks';

const meta = {
  title: 'Screens/Affiliate/AffiliateDetailTasks',
  component: AffiliateDetailTasks,
  args: { state: 'loaded', rows: tasks },
} satisfies Meta<typeof AffiliateDetailTasks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tareas' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByText('24/11/2026')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Presentación del producto/ })).toHaveTextContent('Sí');
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
  play: statePlays.error(messages.read.tasks),
};

export const Forbidden: Story = {
  args: { state: 'forbidden', rows: [] },
  play: statePlays.forbidden,
};
