import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  args: { label: 'Fecha de alta', onValueChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const input = within(canvasElement).getByLabelText('Fecha de alta');
    await step('the value travels as YYYY-MM-DD', async () => {
      fireEvent.change(input, { target: { value: '2024-03-05' } });
      await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-03-05');
      await expect(input).toHaveValue('2024-03-05');
    });
  },
};

export const WithRange: Story = {
  args: { min: '2024-03-01', max: '2024-03-31', defaultValue: '2024-03-15' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Fecha de alta');
    await expect(input).toHaveAttribute('min', '2024-03-01');
    await expect(input).toHaveAttribute('max', '2024-03-31');
  },
};

export const WithValidationErrors: Story = {
  args: { error: messages.validation.dateInvalid },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Fecha de alta');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('La fecha no es válida');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2024-03-05' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Fecha de alta')).toBeDisabled();
  },
};
