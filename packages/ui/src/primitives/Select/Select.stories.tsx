import { DEPARTMENTS } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const options = DEPARTMENTS.map((d) => ({ value: d, label: d }));

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Departamento', options, placeholder: 'Seleccione un departamento', onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Departamento' });
    await step('the placeholder is chosen until the user picks', async () => {
      await expect(select).toHaveValue('');
      await expect(
        within(select).getByRole('option', { name: 'Seleccione un departamento' }),
      ).toBeInTheDocument();
    });
    await step('picking an option reports its value', async () => {
      await userEvent.selectOptions(select, options[1]!.value);
      await expect(args.onValueChange).toHaveBeenLastCalledWith(options[1]!.value);
      await expect(select).toHaveValue(options[1]!.value);
    });
  },
};

export const WithDisabledOption: Story = {
  args: {
    label: 'Horas',
    placeholder: undefined,
    options: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((h) => ({
      value: String(h),
      label: String(h),
      disabled: h === 8,
    })),
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Horas' });
    await expect(within(select).getByRole('option', { name: '8' })).toBeDisabled();
  },
};

export const WithValidationErrors: Story = {
  args: { error: messages.comments.departmentRequired, required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Departamento' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('El departamento es obligatorio.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Departamento' })).toBeDisabled();
  },
};
