import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from './Money';

const meta = {
  title: 'Patterns/Money',
  component: Money,
  args: { value: 12345.6 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('12.345,60 €');
  },
};

/** Plan screens group four-digit amounts too (spec §9). */
export const PlanFormat: Story = {
  args: { value: 1234.5, format: 'plan' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('1.234,50 €');
  },
};

export const FromApiString: Story = {
  args: { value: '300' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('300,00 €');
  },
};

export const Negative: Story = {
  args: { value: -45.1, signed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/-45,10/)).toHaveAttribute('data-negative');
  },
};

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sin valor')).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('—');
  },
};
