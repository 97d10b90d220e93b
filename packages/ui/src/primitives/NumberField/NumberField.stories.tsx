import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Comisión de apertura (%)', onValueChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Comisión de apertura (%)' });
    await step('a Spanish decimal comma is read as a number and the text stays as typed', async () => {
      await userEvent.type(input, '12,5');
      await expect(input).toHaveValue('12,5');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(12.5, '12,5');
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
    await step('a trailing comma while typing is kept, not reformatted', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '3,');
      await expect(input).toHaveValue('3,');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(3, '3,');
    });
    await step('a point groups thousands, as es-ES writes them', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '12.000,5');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(12000.5, '12.000,5');
      await expect(input).toHaveAccessibleDescription(messages.validation.numberReadAs('12.000,5'));
    });
    await step('what the typed text reads as stays once the field loses focus (nothing shifts)', async () => {
      const before =
        input.getBoundingClientRect().height + input.parentElement!.getBoundingClientRect().height;
      await userEvent.tab();
      await expect(input).toHaveAccessibleDescription(messages.validation.numberReadAs('12.000,5'));
      await expect(
        input.getBoundingClientRect().height + input.parentElement!.getBoundingClientRect().height,
      ).toBe(before);
    });
  },
};

export const StepWithArrowKeys: Story = {
  args: { defaultValue: 1.5, min: 0 },
  play: async ({ canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Comisión de apertura (%)' });
    await step('ArrowUp and ArrowDown move by the 0.01 step', async () => {
      await expect(input).toHaveValue('1,5');
      input.focus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(input).toHaveValue('1,51');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(input).toHaveValue('1,49');
    });
  },
};

export const WithValidationErrors: Story = {
  play: async ({ canvasElement, args, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Comisión de apertura (%)' });
    await step('text that is not a number is flagged under the input', async () => {
      await userEvent.type(input, '12,5x');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(messages.validation.numberInvalid);
    });
    await step('a point that cannot group thousands is refused, not guessed as a decimal mark', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '0.75');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(messages.validation.numberAmbiguous);
      await expect(args.onValueChange).toHaveBeenLastCalledWith(Number.NaN, '0.75');
    });
  },
};

export const WithCallerError: Story = {
  args: { label: 'Meses', step: 1, defaultValue: 200, error: messages.plan.monthsRange },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Meses' });
    await expect(input).toHaveAccessibleDescription('Los meses deben ser entre 3 y 120');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 32.75 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Comisión de apertura (%)' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('32,75');
  },
};
