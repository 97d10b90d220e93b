import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { statePlays } from '#internal/statePlays';
import { ActionHistory, type ActionHistoryEntry } from './ActionHistory';

const rows: ActionHistoryEntry[] = [
  {
    id: 4,
    createdAt: '2026-11-20T11:00:00Z',
    actionLabel: 'Cambio de financiador',
    userName: 'Demo MICRO_ADMIN',
    userEmail: 'micro-admin@demo.test',
    reason: null,
    changes: [
      { field: 'funder', before: 'santander', after: 'belender' },
      // The same category written in capitals: nothing a person would call a change.
      { field: 'categoria', before: 'f', after: 'F' },
    ],
  },
  {
    id: 3,
    createdAt: '2026-11-20T10:15:00Z',
    actionLabel: 'Solicitud aprobada',
    userName: 'Demo ADMIN 2',
    userEmail: 'admin-2@demo.test',
    reason: null,
    changes: [
      { field: 'status', before: 'pending', after: 'approved' },
      { field: 'requestedBy', before: null, after: 'admin@demo.test' },
      { field: 'approvedBy', before: null, after: 'admin-2@demo.test' },
    ],
  },
  {
    id: 2,
    createdAt: '2026-11-20T09:40:00Z',
    actionLabel: 'Solicitud rechazada',
    userName: 'Demo ADMIN 2',
    userEmail: 'admin-2@demo.test',
    reason: 'Importe erróneo',
    changes: [{ field: 'status', before: 'pending', after: 'rejected' }],
  },
  {
    id: 1,
    createdAt: '2026-11-20T09:30:00Z',
    actionLabel: 'Solicitud de aprobación',
    userName: 'Demo ADMIN',
    userEmail: 'admin@demo.test',
    reason: null,
    changes: [
      { field: 'action', before: null, after: 'Money out' },
      { field: 'amount', before: null, after: '12000' },
    ],
  },
];

const meta = {
  title: 'Patterns/ActionHistory',
  component: ActionHistory,
  args: {
    state: 'loaded',
    data: { rows, totalItems: rows.length, page: 1, pageSize: 30 },
    onPageChange: fn(),
  },
} satisfies Meta<typeof ActionHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: who, what, the reason where one was asked, and what changed. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the section is the record’s action history', async () => {
      await expect(canvas.getByRole('region', { name: 'Historial de acciones' })).toBeVisible();
    });
    await step('each row names the person, the action, the reason and the changes', async () => {
      const [fourth, first, second, third] = canvas.getAllByRole('row').slice(1);
      await expect(fourth).toHaveTextContent('Financiador: santander → belender');
      await expect(fourth).not.toHaveTextContent(/categoria|Categoría/);
      await expect(first).toHaveTextContent(/admin-2@demo\.test.*Solicitud aprobada/);
      await expect(first).toHaveTextContent('Estado: Pendiente → Aprobada');
      await expect(first).toHaveTextContent('Aprobado por: — → admin-2@demo.test');
      await expect(second).toHaveTextContent('Importe erróneo');
      await expect(third).toHaveTextContent(/admin@demo\.test.*Solicitud de aprobación/);
    });
  },
};

/** More rows than a page: the pagination asks for the next page. */
export const Paged: Story = {
  args: { data: { rows, totalItems: 95, page: 1, pageSize: 3 } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('page 2 is asked for', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Página 2' }));
      await expect(args.onPageChange).toHaveBeenCalledWith(2);
    });
  },
};

export const Loading: Story = { args: { state: 'loading', data: null }, play: statePlays.loading };

export const Empty: Story = {
  args: { data: { rows: [], totalItems: 0, page: 1, pageSize: 30 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.audit.empty)).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', data: null, onRetry: fn() },
  play: statePlays.error(messages.audit.read),
};

export const Forbidden: Story = { args: { state: 'forbidden', data: null }, play: statePlays.forbidden };
