import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { history } from '../fixtures';
import { statePlays } from '../statePlays';
import { AffiliateDetailStatus } from './AffiliateDetailStatus';

const meta = {
  title: 'Screens/Affiliate/AffiliateDetailStatus',
  component: AffiliateDetailStatus,
  args: {
    state: 'loaded',
    estadoCd: 'PDO',
    history,
    roles: ['ROLE_ADMIN_PLUS'],
    missingFields: ['IBAN', 'CIF', 'DNI del representante'],
    onActivate: fn(),
  },
} satisfies Meta<typeof AffiliateDetailStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'ADMIN_PLUS activates anyway',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await step('current state, phase and history', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Estado' })).toBeVisible();
      await expect(canvas.getAllByText('Pendiente de documentación')[0]).toBeVisible();
      await expect(canvas.getByText('Alta')).toBeVisible();
      await expect(canvas.getAllByRole('row')).toHaveLength(4);
    });
    await step('the missing-fields modal lists what is missing, with the footer', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Ver campos pendientes' }));
      const dialog = within(await page.findByRole('dialog', { name: 'Campos pendientes' }));
      await expect(dialog.getByText('IBAN')).toBeVisible();
      await expect(dialog.getByText('DNI del representante')).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Activar de todos modos' }));
      await expect(args.onActivate).toHaveBeenCalledTimes(1);
      await expect(page.queryByRole('dialog')).toBeNull();
    });
  },
};

export const OtherRolesHaveNoFooter: Story = {
  args: { roles: ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN', 'ROLE_ADMIN'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver campos pendientes' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Campos pendientes' }));
    await expect(dialog.getByText('CIF')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Activar de todos modos' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(args.onActivate).not.toHaveBeenCalled();
  },
};

export const SuperAdminInheritsIt: Story = {
  args: { roles: ['ROLE_SUPER_ADMIN'], missingFields: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver campos pendientes' }));
    const dialog = within(await page.findByRole('dialog'));
    await expect(dialog.getByText('No falta ningún dato.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Activar de todos modos' })).toBeVisible();
  },
};

export const Activating: Story = {
  args: { activating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Activando…' })).toBeDisabled();
  },
};

export const AlreadyActive: Story = {
  args: { estadoCd: 'FUN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Funcionando')[0]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ver campos pendientes' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { history: [] },
  play: statePlays.empty,
};

export const Loading: Story = {
  args: { state: 'loading', history: [] },
  play: statePlays.loading,
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', history: [] },
  play: statePlays.error(messages.read.statusHistory),
};

export const Forbidden: Story = {
  args: { state: 'forbidden', history: [] },
  play: statePlays.forbidden,
};
