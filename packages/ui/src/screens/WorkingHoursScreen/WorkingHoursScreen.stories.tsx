import { messages } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectEachAcrossInView, expectNoSidewaysPage, officeWindow } from '#internal/officeWindow';
import { type WorkingHoursDay, WorkingHoursScreen } from './WorkingHoursScreen';

const open = { fullDay: false, hours: false, reason: false };
const locked = { fullDay: true, hours: true, reason: true };

/** Week 47 of 2026, seen on Thursday the 19th: Monday and Tuesday saved, Friday in the future. */
const week: WorkingHoursDay[] = [
  {
    date: '2026-11-16',
    fullDay: true,
    hours: 8,
    reason: 'HORARIO_CUMPLIDO',
    saved: true,
    future: false,
    disabled: locked,
  },
  {
    date: '2026-11-17',
    fullDay: false,
    hours: 4,
    reason: 'SALUD',
    saved: true,
    future: false,
    disabled: locked,
  },
  {
    date: '2026-11-18',
    fullDay: false,
    hours: null,
    reason: null,
    saved: false,
    future: false,
    disabled: open,
  },
  {
    date: '2026-11-19',
    fullDay: false,
    hours: null,
    reason: null,
    saved: false,
    future: false,
    disabled: open,
  },
  {
    date: '2026-11-20',
    fullDay: false,
    hours: null,
    reason: null,
    saved: false,
    future: true,
    disabled: locked,
  },
];

const meta = {
  title: 'Screens/WorkingHoursScreen',
  component: WorkingHoursScreen,
  parameters: { layout: 'padded' },
  args: {
    status: 'editing',
    month: 'noviembre',
    week: 47,
    days: week,
    total: 12,
    canPrevious: true,
    canNext: false,
    confirmOpen: false,
    confirmQuestion: messages.workingHours.confirmQuestion(12),
    notice: null,
    onPrevious: fn(),
    onNext: fn(),
    onFullDay: fn(),
    onHours: fn(),
    onReason: fn(),
    onConfirm: fn(),
    onAccept: fn(),
    onClose: fn(),
    onDismiss: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof WorkingHoursScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Imputación de horas trabajadas durante el mes de noviembre',
    );
    await expect(canvas.getByText('Semana 47: del 16/11/2026 al 20/11/2026')).toBeVisible();
    await step('Monday to Friday only, Monday first', async () => {
      const days = canvas.getAllByRole('group');
      await expect(days).toHaveLength(5);
      await expect(days[0]).toHaveAccessibleName('lunes 16/11/2026');
      await expect(days[4]).toHaveAccessibleName('viernes 20/11/2026');
    });
    await step('saved and future days are read-only', async () => {
      const monday = within(canvas.getByRole('group', { name: 'lunes 16/11/2026' }));
      await expect(monday.getByLabelText('Jornada completa (8 h)')).toBeDisabled();
      await expect(monday.getByLabelText('Horas')).toBeDisabled();
      const friday = within(canvas.getByRole('group', { name: 'viernes 20/11/2026' }));
      await expect(friday.getByLabelText('Jornada completa (8 h)')).toBeDisabled();
    });
    await step('hours 0 to 8, with 8 disabled in the list', async () => {
      const wednesday = within(canvas.getByRole('group', { name: 'miércoles 18/11/2026' }));
      const hours = wednesday.getByLabelText('Horas');
      const options = within(hours)
        .getAllByRole('option')
        .filter((o) => o.getAttribute('value') !== '');
      await expect(options.map((o) => o.textContent)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8']);
      await expect(within(hours).getByRole('option', { name: '8' })).toBeDisabled();
      await userEvent.selectOptions(hours, '6');
      await expect(args.onHours).toHaveBeenCalledWith('2026-11-18', 6);
      await userEvent.selectOptions(wednesday.getByLabelText('Motivo'), 'PROBLEMA_TRANSPORTE');
      await expect(args.onReason).toHaveBeenCalledWith('2026-11-18', 'PROBLEMA_TRANSPORTE');
      await userEvent.click(wednesday.getByLabelText('Jornada completa (8 h)'));
      await expect(args.onFullDay).toHaveBeenCalledWith('2026-11-18', true);
    });
    await step('the total and the confirm button', async () => {
      await expect(canvas.getByText('Total: 12 horas')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
      await expect(args.onConfirm).toHaveBeenCalled();
    });
  },
};

/**
 * On a 1366 px laptop, in the app's shell (about 1070 px for the screen): the whole week is in
 * view, Friday as whole as Monday, with its longest reason chosen, and nothing scrolls sideways.
 */
export const Laptop1366: Story = {
  ...officeWindow,
  args: {
    days: week.map((d) =>
      d.date === '2026-11-18' ? { ...d, hours: 5, reason: 'PROBLEMA_TRANSPORTE', error: null } : d,
    ),
  },
  play: async ({ canvasElement }) => {
    // The days are the groups of the main area (the sidebar's menu groups are not).
    const days = within(within(canvasElement).getByRole('main')).getAllByRole('group');
    await expect(days.map((d) => d.getAttribute('aria-label'))).toEqual([
      'lunes 16/11/2026',
      'martes 17/11/2026',
      'miércoles 18/11/2026',
      'jueves 19/11/2026',
      'viernes 20/11/2026',
    ]);
    await expectEachAcrossInView(days);
    for (const day of days) {
      for (const field of within(day).getAllByRole('combobox')) await expectEachAcrossInView([field]);
    }
    await expectNoSidewaysPage(canvasElement);
  },
};

export const Confirming: Story = {
  args: { confirmOpen: true, confirmQuestion: messages.workingHours.confirmQuestion(20) },
  play: async ({ args }) => {
    // The modal renders in a portal on the document body.
    const dialog = within(document.body).getByRole('dialog', { name: 'Confirmación de horas trabajadas' });
    await expect(dialog).toHaveTextContent('¿Está seguro de confirmar las 20 horas?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await expect(args.onAccept).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Semana anterior' })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: {
    notice: { tone: 'success', text: messages.workingHours.saved },
    days: week.map((d) => (d.future ? d : { ...d, saved: true, disabled: locked })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Horas imputadas con éxito');
    const thursday = within(canvas.getByRole('group', { name: 'jueves 19/11/2026' }));
    await expect(thursday.getByLabelText('Horas')).toBeDisabled();
  },
};

export const WithValidationErrors: Story = {
  args: {
    notice: { tone: 'danger', text: messages.workingHours.incorrect },
    days: week.map((d) =>
      d.date === '2026-11-18'
        ? { ...d, hours: 5, reason: 'SIN_MOTIVO', error: messages.workingHours.reasonRequired }
        : d,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('La información a imputar es incorrecta.');
    await expect(canvas.getByText(messages.workingHours.reasonRequired)).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    days: week.map((d) => ({
      ...d,
      fullDay: false,
      hours: null,
      reason: null,
      saved: false,
      disabled: d.future ? locked : open,
    })),
    total: 0,
    notice: { tone: 'danger', text: messages.workingHours.nothingNew },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total: 0 horas')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hay nueva información que imputar.');
  },
};

export const Loading: Story = {
  args: { status: 'loading', days: week.map((d) => ({ ...d, saved: false, disabled: locked })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
    await expect(canvas.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { status: 'loadFailed', notice: { tone: 'danger', text: messages.read.workedDays } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // One alert, not the banner and the error state both.
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.read.workedDays);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Forbidden: Story = {
  args: { status: 'forbidden' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Acceso restringido',
    );
  },
};
