import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listStatePlays } from '../../loan/list/statePlays';
import { type WeeklyTasks, WeeklyTasksScreen } from './WeeklyTasksScreen';

const week: WeeklyTasks = {
  from: '2026-11-23',
  to: '2026-11-29',
  previous: '2026-11-16',
  next: '2026-11-30',
  agents: [
    {
      agentId: 7,
      agentName: 'Lucía Comercial',
      tasks: [
        {
          id: 1,
          type: 'Visita',
          date: '2026-11-24',
          name: 'Visita comercial',
          status: 'Pendiente',
          finished: false,
          affiliateId: 42,
          affiliateName: 'Clínica Dental Sonrisa',
        },
        {
          id: 2,
          type: 'Llamada',
          date: '2026-11-26',
          name: 'Llamar al gerente',
          status: 'En curso',
          finished: false,
          affiliateId: 43,
          affiliateName: 'Autos Levante',
        },
      ],
    },
    {
      agentId: 9,
      agentName: 'Marcos Ventas',
      tasks: [
        {
          id: 3,
          type: 'Email',
          date: '2026-11-27',
          name: 'Revisar documentación',
          status: 'Finalizada',
          finished: true,
          affiliateId: 44,
          affiliateName: 'Ópticas Norte',
        },
      ],
    },
  ],
};

const meta = {
  title: 'Screens/Tools/WeeklyTasksScreen',
  component: WeeklyTasksScreen,
  args: { state: 'loaded', week, onWeek: fn(), onRetry: fn() },
} satisfies Meta<typeof WeeklyTasksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The week's tasks, one table per sales agent; previous and next weeks. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tareas semanales' })).toBeVisible();
    await expect(canvas.getByText('Semana del 23/11/2026 al 29/11/2026')).toBeVisible();
    const lucia = canvas.getByRole('table', { name: 'Lucía Comercial (2 tareas)' });
    await expect(within(lucia).getByRole('row', { name: /Llamar al gerente/ })).toHaveTextContent(
      'Autos Levante',
    );
    await expect(canvas.getByRole('table', { name: 'Marcos Ventas (1 tarea)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Semana anterior' }));
    await expect(args.onWeek).toHaveBeenCalledWith('2026-11-16');
    await userEvent.click(canvas.getByRole('button', { name: 'Semana siguiente' }));
    await expect(args.onWeek).toHaveBeenCalledWith('2026-11-30');
  },
};

export const Empty: Story = {
  args: { week: { ...week, agents: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay tareas esta semana.')).toBeVisible();
  },
};
export const Loading: Story = { args: { state: 'loading', week: null }, play: listStatePlays.loading };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', week: null },
  play: listStatePlays.error('Ha habido un error obteniendo las tareas de la semana'),
};
export const Forbidden: Story = { args: { state: 'forbidden', week: null }, play: listStatePlays.forbidden };
