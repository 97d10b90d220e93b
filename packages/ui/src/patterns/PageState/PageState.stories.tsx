import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '#primitives/Button';
import {
  EmptyState,
  ErrorState,
  ForbiddenState,
  LoadingState,
  NotFoundState,
  PageState,
  UnderConstructionState,
} from './PageState';

const meta = {
  title: 'Patterns/PageState',
  component: PageState,
  args: {
    tone: 'info',
    mark: 'i',
    title: 'Control Horario',
    description: 'Elija un área en el menú para empezar.',
  },
} satisfies Meta<typeof PageState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shared frame every state below is built on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Control Horario');
    await expect(canvas.getByText('Elija un área en el menú para empezar.')).toBeVisible();
  },
};

export const Forbidden: Story = {
  render: () => <ForbiddenState action={<Button variant="secondary">Volver al inicio</Button>} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Acceso restringido');
    await expect(canvas.getByText(messages.general.restricted)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <NotFoundState />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Página no encontrada',
    );
  },
};

export const UnderConstruction: Story = {
  render: () => <UnderConstructionState title="Dashboard" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    await expect(canvas.getByText(/En construcción/)).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <LoadingState />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

export const LoadError: Story = {
  render: () => <ErrorState message={messages.general.loadDataFailed} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Se ha producido un error al cargar los datos',
    );
  },
};

export const Empty: Story = {
  render: () => <EmptyState />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'No hay resultados',
    );
  },
};
