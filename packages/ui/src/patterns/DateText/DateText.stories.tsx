import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateText } from './DateText';

const meta = {
  title: 'Patterns/DateText',
  component: DateText,
  args: { value: '2024-03-05' },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('5/03/2024');
    await expect(time).toHaveAttribute('datetime', '2024-03-05');
  },
};

export const CommentDate: Story = {
  args: { value: '2024-03-05T16:07:00', format: 'comment' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent(/^5 mar\.? 2024 16:07$/);
  },
};

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sin valor')).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('—');
  },
};
