import { emailLooksValid } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { InlineEdit, type InlineEditProps, type InlineEditResult, type InlineEditValue } from './InlineEdit';

const meta = {
  title: 'Patterns/InlineEdit',
  component: InlineEdit,
  args: { label: 'Nombre comercial', kind: 'text', value: 'Muebles Ana', onConfirm: fn() },
} satisfies Meta<typeof InlineEdit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the confirmed value, as the screen's machine would. */
function Live(props: InlineEditProps) {
  const [value, setValue] = useState<InlineEditValue>(props.value);
  return (
    <InlineEdit
      {...props}
      value={value}
      onConfirm={(v, picked) => {
        setValue(v);
        return props.onConfirm(v, picked);
      }}
    />
  );
}

const openEditor = async (canvasElement: HTMLElement, field: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Editar ${field}` }));
  return screen.findByRole('dialog', { name: `Editar ${field}` });
};

export const Default: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the value reads with an edit button named after the field', async () => {
      await expect(canvas.getByText('Muebles Ana')).toBeVisible();
    });
    await step('the popover opens with the input focused and filled', async () => {
      const dialog = await openEditor(canvasElement, 'Nombre comercial');
      const input = within(dialog).getByRole('textbox', { name: 'Nombre comercial' });
      await waitFor(() => expect(input).toHaveFocus());
      await expect(input).toHaveValue('Muebles Ana');
    });
    await step('Enter confirms the text trimmed and closes', async () => {
      const input = screen.getByRole('textbox', { name: 'Nombre comercial' });
      await userEvent.clear(input);
      await userEvent.type(input, '  Muebles Ana S.L.  {Enter}');
      await expect(args.onConfirm).toHaveBeenCalledWith('Muebles Ana S.L.', undefined);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(canvas.getByText('Muebles Ana S.L.')).toBeVisible();
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Editar Nombre comercial' })).toHaveFocus(),
      );
    });
  },
};

export const CancelWithEscape: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args, step }) => {
    await step('Escape cancels: nothing is sent and the value stays', async () => {
      const dialog = await openEditor(canvasElement, 'Nombre comercial');
      await userEvent.type(within(dialog).getByRole('textbox'), ' cambiado');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(within(canvasElement).getByText('Muebles Ana')).toBeVisible();
    });
    await step('the Cancelar button does the same', async () => {
      const dialog = await openEditor(canvasElement, 'Nombre comercial');
      await userEvent.type(within(dialog).getByRole('textbox'), ' cambiado');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onConfirm).not.toHaveBeenCalled();
    });
  },
};

export const WithValidationErrors: Story = {
  args: {
    label: 'Email',
    value: 'ana@muebles.test',
    validate: (v) => (emailLooksValid(v) ? null : messages.validation.emailInvalid),
  },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openEditor(canvasElement, 'Email');
    const input = within(dialog).getByRole('textbox', { name: 'Email' });
    await step("the validator's message shows under the input and blocks confirm", async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'ana-muebles{Enter}');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(messages.validation.emailInvalid);
      await expect(args.onConfirm).not.toHaveBeenCalled();
      await expect(screen.getByRole('dialog')).toBeVisible();
    });
    await step('fixing the value clears the message and confirms', async () => {
      await userEvent.type(input, '@muebles.test');
      await expect(input).not.toHaveAttribute('aria-invalid');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
      await expect(args.onConfirm).toHaveBeenCalledWith('ana-muebles@muebles.test', undefined);
    });
  },
};

export const NumberKind: Story = {
  args: { label: 'Interés (%)', kind: 'number', value: 32.75 },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args, step }) => {
    await expect(within(canvasElement).getByText('32,75')).toBeVisible();
    const dialog = await openEditor(canvasElement, 'Interés (%)');
    // A number input (a spinbutton to assistive technology), not a free text box.
    const input = within(dialog).getByRole('spinbutton', { name: 'Interés (%)' });
    await step('a decimal comma is accepted and the arrow keys step by 0.01', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '23,56{ArrowUp}');
      await expect(input).toHaveValue('23,57');
    });
    await step('confirm sends a number with two decimals, whatever was typed after them', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '23,565');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
      await expect(args.onConfirm).toHaveBeenCalledWith(23.57, undefined);
      await expect(within(canvasElement).getByText('23,57')).toBeVisible();
    });
  },
};

export const SelectKind: Story = {
  args: {
    label: 'Categoría',
    kind: 'select',
    value: 'B',
    options: ['A', 'B', 'C', 'D', 'E', 'F'].map((c) => ({ value: c, label: `Categoría ${c}` })),
  },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args, step }) => {
    await expect(within(canvasElement).getByText('Categoría B')).toBeVisible();
    const dialog = await openEditor(canvasElement, 'Categoría');
    await step('choose an option and press Enter to confirm', async () => {
      const select = within(dialog).getByRole('combobox', { name: 'Categoría' });
      await userEvent.selectOptions(select, 'D');
      select.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onConfirm).toHaveBeenCalledWith('D', undefined);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};

export const DateKind: Story = {
  args: { label: 'Fecha de firma', kind: 'date', value: '2024-03-05' },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args, step }) => {
    await expect(within(canvasElement).getByText('5/03/2024')).toBeVisible();
    const dialog = await openEditor(canvasElement, 'Fecha de firma');
    await step('the date travels as YYYY-MM-DD and displays as D/MM/YYYY', async () => {
      fireEvent.change(within(dialog).getByLabelText('Fecha de firma'), { target: { value: '2024-04-10' } });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
      await expect(args.onConfirm).toHaveBeenCalledWith('2024-04-10', undefined);
      await expect(within(canvasElement).getByText('10/04/2024')).toBeVisible();
    });
  },
};

const AFFILIATES: InlineEditResult[] = [
  { value: 101, label: 'Ferretería López', detail: 'AF-101 · Madrid' },
  { value: 102, label: 'Ferrovial Muebles', detail: 'AF-102 · Sevilla' },
  { value: 103, label: 'Clínica Dental Sol', detail: 'AF-103 · Valencia' },
];

/** The search runs on the app's side; here it filters a fixed list. */
function AffiliateDemo(props: InlineEditProps) {
  const [results, setResults] = useState<InlineEditResult[]>([]);
  const [display, setDisplay] = useState('Clínica Dental Sol');
  return (
    <Live
      {...props}
      display={display}
      results={results}
      onSearch={(q) => setResults(AFFILIATES.filter((a) => a.label.toLowerCase().includes(q.toLowerCase())))}
      onConfirm={(v, picked) => {
        if (picked) setDisplay(picked.label);
        return props.onConfirm(v, picked);
      }}
    />
  );
}

export const AffiliateSearchKind: Story = {
  args: { label: 'Afiliado padre', kind: 'affiliate', value: 103 },
  render: (args) => <AffiliateDemo {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openEditor(canvasElement, 'Afiliado padre');
    const input = within(dialog).getByRole('combobox', { name: 'Afiliado padre' });
    await step('two characters show no results', async () => {
      await userEvent.type(input, 'fe');
      await expect(within(dialog).queryByRole('listbox')).toBeNull();
    });
    await step('from 3 characters, after the 600 ms pause, the results list', async () => {
      await userEvent.type(input, 'r');
      const list = await within(dialog).findByRole('listbox', {}, { timeout: 3000 });
      await expect(within(list).getAllByRole('option')).toHaveLength(2);
    });
    await step('ArrowDown and Enter pick; Enter again confirms', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      await expect(input).toHaveValue('Ferrovial Muebles');
      await userEvent.keyboard('{Enter}');
      await expect(args.onConfirm).toHaveBeenCalledWith(102, AFFILIATES[1]);
      await expect(within(canvasElement).getByText('Ferrovial Muebles')).toBeVisible();
    });
  },
};

export const Submitting: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, step }) => {
    const dialog = await openEditor(canvasElement, 'Nombre comercial');
    await step('while the save runs the confirm button is busy and the popover stays', async () => {
      await userEvent.type(within(dialog).getByRole('textbox'), ' S.L.{Enter}');
      await expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    });
    await step('when it is done the popover closes', async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(within(canvasElement).getByText('Muebles Ana S.L.')).toBeVisible();
    });
  },
};

/** Issue 12: a save the server refuses keeps the popover open, with the input and the error. */
export const ServerErrorKeepsInput: Story = {
  args: { onConfirm: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openEditor(canvasElement, 'Nombre comercial');
    const input = within(dialog).getByRole('textbox', { name: 'Nombre comercial' });
    await userEvent.type(input, ' S.L.{Enter}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('Muebles Ana S.L.', undefined));
    await expect(await screen.findByRole('dialog')).toBeVisible();
    await expect(input).toHaveValue('Muebles Ana S.L.');
    await expect(input).toHaveAccessibleDescription(messages.write.updateInfo);
    await expect(within(canvasElement).getByText('Muebles Ana')).toBeVisible();
  },
};

/** The server refuses the value: its violation shows under the input, which keeps what was typed. */
export const ServerViolation: Story = {
  args: {
    label: 'Email',
    value: 'ana@clinica.es',
    onConfirm: fn(async () => ({ email: messages.validation.emailInUse('ana.ruiz') })),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openEditor(canvasElement, 'Email');
    const input = within(dialog).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(input);
    await userEvent.type(input, 'ana.ruiz@clinica.es{Enter}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('ana.ruiz@clinica.es', undefined));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Email ya en uso: ana.ruiz'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('ana.ruiz@clinica.es');
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Guardando…');
    await expect(canvas.getByRole('button', { name: 'Editar Nombre comercial' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sin valor')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Editar Nombre comercial' }),
    ).toBeDisabled();
  },
};

/** Left open with the validator's message, so the accessibility check runs on the popover. */
export const EditingWithError: Story = {
  args: {
    label: 'Email',
    value: 'ana@muebles.test',
    validate: (v) => (emailLooksValid(v) ? null : messages.validation.emailInvalid),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement, 'Email');
    const input = within(dialog).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(input);
    await userEvent.type(input, 'ana{Enter}');
    await expect(input).toHaveAccessibleDescription('El email no es válido');
    await expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  },
};
