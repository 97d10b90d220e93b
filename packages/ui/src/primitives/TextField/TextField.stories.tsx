import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'comercial@demo.test');
    await expect(input).toHaveValue('comercial@demo.test');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'Usuario o email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAccessibleDescription('Usuario o email');
  },
};

export const WithValidationError: Story = {
  args: { label: 'IBAN', error: 'El IBAN es inválido', defaultValue: 'ES00 1234' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('IBAN');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('El IBAN es inválido');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'no editable' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email')).toBeDisabled();
  },
};
