import { toolsMessages } from '@backoffice/domain/tools';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewTaskScreen } from './NewTaskScreen';

const M = toolsMessages.tasks;

const meta = {
  title: 'Screens/Tools/NewTaskScreen',
  component: NewTaskScreen,
  args: {
    affiliates: [
      { id: 42, name: 'Clínica Dental Sonrisa' },
      { id: 43, name: 'Autos Levante' },
    ],
    initialDate: '2026-11-24',
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof NewTaskScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fill in the four fields and create: the values go out as typed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nueva tarea' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Tipo'), 'Visita');
    await userEvent.selectOptions(canvas.getByLabelText('Afiliado'), 'Autos Levante');
    await userEvent.type(canvas.getByLabelText('Nombre'), 'Presentar los planes nuevos');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear tarea' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: 'Visita',
        date: '2026-11-24',
        afiliado: '43',
        name: 'Presentar los planes nuevos',
      }),
    );
  },
};

/** Sent empty: each field says what it needs, with the domain's messages, and nothing is sent. */
export const WithValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear tarea' }));
    await expect(canvas.getByText(M.typeRequired)).toBeVisible();
    await expect(canvas.getByText(M.affiliateRequired)).toBeVisible();
    await expect(canvas.getByText(M.nameRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
