import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { statePlays } from '#internal/statePlays';
import { type ApprovalRow, ApprovalsScreen } from './ApprovalsScreen';

const ME = '/api/users/2';
const rows: ApprovalRow[] = [
  {
    id: 12,
    actionLabel: 'Money out',
    resource: '/api/afiliados/31',
    amount: 12_000,
    detail: 'Devolución al afiliado',
    requestedBy: '/api/users/3',
    requestedByName: 'Demo ADMIN',
    requestedByEmail: 'admin@demo.test',
    requestedAt: '2026-11-20T09:30:00Z',
  },
  {
    id: 11,
    actionLabel: 'Reset del pago',
    resource: '/api/creditos/7',
    amount: null,
    detail: null,
    requestedBy: ME,
    requestedByName: 'Demo ADMIN 2',
    requestedByEmail: 'admin-2@demo.test',
    requestedAt: '2026-11-20T08:10:00Z',
  },
];

const meta = {
  title: 'Screens/Approvals/ApprovalsScreen',
  component: ApprovalsScreen,
  args: {
    state: 'loaded',
    data: { rows, totalItems: rows.length, page: 1, pageSize: 30 },
    currentUser: ME,
    onApprove: fn(),
    onReject: fn(),
    onPageChange: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof ApprovalsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each request with who asked, what, the amount or record and when; Aprobar asks first. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step('the page lists the pending requests', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Aprobaciones pendientes' })).toBeVisible();
      const [first] = canvas.getAllByRole('row').slice(1);
      await expect(first).toHaveTextContent(
        /Demo ADMIN \(admin@demo\.test\).*Money out.*12\.000,00\s€ · Afiliado 31 · Devolución/,
      );
    });
    await step('the record opens its action history', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Afiliado 31' }));
      await expect(args.onNavigate).toHaveBeenCalledWith(
        '/afiliados/detalle-afiliado/historial-acciones?afiliado=31',
      );
    });
    await step('approving asks for confirmation, then approves that request', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Aprobar Money out 12' }));
      const dialog = await body.findByRole('dialog');
      await expect(dialog).toHaveTextContent(messages.approvals.confirmApprove);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
      await expect(args.onApprove).toHaveBeenCalledWith(12);
    });
  },
};

/** Rejecting asks for the reason; without one the button stays disabled. */
export const Reject: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Rechazar Money out 12' }));
    const dialog = await body.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Rechazar' });
    await step('no reason, no rejection', async () => {
      await expect(confirm).toBeDisabled();
    });
    await step('with the reason the request is rejected', async () => {
      await userEvent.type(within(dialog).getByLabelText(/Motivo del rechazo/), 'Importe erróneo');
      await userEvent.click(confirm);
      await expect(args.onReject).toHaveBeenCalledWith(12, 'Importe erróneo');
    });
  },
};

/** A user's own request: both buttons disabled, and why. */
export const OwnRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = canvas.getAllByRole('row')[2] as HTMLElement;
    await expect(within(own).getByRole('button', { name: /^Aprobar/ })).toBeDisabled();
    await expect(within(own).getByRole('button', { name: /^Rechazar/ })).toBeDisabled();
    await expect(own).toHaveTextContent('No puede aprobar su propia solicitud.');
  },
};

/** After a decision: the outcome, dismissible. */
export const Approved: Story = {
  args: { notice: { tone: 'success', message: 'Solicitud aprobada' }, onDismissNotice: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Solicitud aprobada');
  },
};

export const Loading: Story = { args: { state: 'loading', data: null }, play: statePlays.loading };

export const Empty: Story = {
  args: { data: { rows: [], totalItems: 0, page: 1, pageSize: 30 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.approvals.empty)).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', data: null, onRetry: fn() },
  play: statePlays.error(messages.approvals.read),
};

export const Forbidden: Story = { args: { state: 'forbidden', data: null }, play: statePlays.forbidden };
