import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  args: { firstname: 'Demo' },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Bienvenido, Demo',
    );
  },
};

/** Issue 12: a role with no area (JUDICIAL, VENTAS, MICRO_RECOBRO) is told so, not sent to the menu. */
export const NoAreas: Story = {
  args: { noAreas: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/todavía no tiene ninguna área asignada/)).toBeVisible();
    await expect(canvas.queryByText('Elija un área en el menú para empezar.')).toBeNull();
  },
};
