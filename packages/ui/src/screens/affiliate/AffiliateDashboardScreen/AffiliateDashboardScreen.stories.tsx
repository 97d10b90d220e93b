import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { counts } from '../fixtures';
import { statePlays } from '../statePlays';
import { AffiliateDashboardScreen } from './AffiliateDashboardScreen';

const meta = {
  title: 'Screens/Affiliate/AffiliateDashboardScreen',
  component: AffiliateDashboardScreen,
  args: {
    state: 'loaded',
    byState: counts,
    byPhase: { contact: 161, registration: 79, financing: 60 },
    recentChanges: [
      {
        affiliateId: 42,
        nombre: 'Clínica Dental Sonrisa',
        date: '2026-11-20T10:00:00Z',
        previousState: 'PDO',
        finalState: 'ACT',
      },
      {
        affiliateId: 43,
        nombre: 'Autos Levante',
        date: '2026-11-19T10:00:00Z',
        previousState: 'NCO',
        finalState: 'OFF',
      },
    ],
    affiliateHref: (id) => `/afiliados/detalle-afiliado/datos-contacto?afiliado=${id}`,
    onNavigate: fn(),
  },
} satisfies Meta<typeof AffiliateDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('figures by phase, with the total and each share', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard de afiliados' })).toBeVisible();
      const phases = within(canvas.getByRole('region', { name: 'Afiliados por fase' }));
      await expect(phases.getByText('300')).toBeVisible();
      await expect(phases.getByText('161')).toBeVisible();
      await expect(phases.getByText('20 %')).toBeVisible();
    });
    await step('one bar per state with its count', async () => {
      const states = canvas.getByRole('region', { name: 'Afiliados por estado' });
      await waitFor(() => expect(states.querySelectorAll('[data-drawn="true"] .ct-bar')).toHaveLength(17));
      const table = within(states).getByRole('table', { name: 'Afiliados por estado' });
      await expect(within(table).getByRole('row', { name: 'ACT · Activo 60' })).toBeInTheDocument();
    });
    await step('recent changes open the affiliate', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Autos Levante' }));
      await expect(args.onNavigate).toHaveBeenCalledWith(
        '/afiliados/detalle-afiliado/datos-contacto?afiliado=43',
      );
    });
  },
};

export const Empty: Story = {
  args: { byState: {}, byPhase: {}, recentChanges: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay cambios de estado recientes.')).toBeVisible();
    await expect(canvas.getAllByText('0 %')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: statePlays.loading,
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: statePlays.error(messages.read.affiliates),
};

export const Forbidden: Story = {
  args: { state: 'forbidden' },
  play: statePlays.forbidden,
};
