import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvestorDetailActionHistory } from './InvestorDetailActionHistory';

const meta = {
  title: 'Screens/Investor/Detail/InvestorDetailActionHistory',
  component: InvestorDetailActionHistory,
} satisfies Meta<typeof InvestorDetailActionHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Until the audit read route is merged, the tab says so rather than showing an empty trail. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Historial de acciones' });
    await expect(region).toHaveTextContent('registro de auditoría (en construcción)');
  },
};
