import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VacationsScreen } from './VacationsScreen';

const meta = {
  title: 'Screens/VacationsScreen',
  component: VacationsScreen,
} satisfies Meta<typeof VacationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Platform §2: the route shows only the placeholder text, not 'En construcción'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vacaciones' })).toBeVisible();
    await expect(canvas.getByText('Vacation Tracker...')).toBeVisible();
    await expect(canvas.queryByText('En construcción')).toBeNull();
  },
};
