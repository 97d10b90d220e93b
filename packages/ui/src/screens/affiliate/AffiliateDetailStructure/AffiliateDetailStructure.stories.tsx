import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { children } from '../fixtures';
import { statePlays } from '../statePlays';
import { AffiliateDetailStructure } from './AffiliateDetailStructure';

const meta = {
  title: 'Screens/Affiliate/AffiliateDetailStructure',
  component: AffiliateDetailStructure,
  args: {
    state: 'loaded',
    parent: { id: 7, code: 'AF00007', nombre: 'Grupo Sonrisa', estadoCd: 'INT' },
    branches: children,
    affiliateHref: (id) => `/afiliados/detalle-afiliado/estructura?afiliado=${id}`,
    onNavigate: fn(),
    onRemoveParent: fn(),
  },
} satisfies Meta<typeof AffiliateDetailStructure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await step('the parent and the children', async () => {
      await expect(canvas.getByRole('link', { name: 'AF00007 · Grupo Sonrisa' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Sonrisa Valencia' })).toBeVisible();
    });
    await step('cancelling the confirmation keeps the parent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Quitar el padre' }));
      const dialog = within(await page.findByRole('dialog', { name: 'Quitar el padre' }));
      await expect(dialog.getByText('¿Quitar a Grupo Sonrisa como padre de este afiliado?')).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
      await expect(args.onRemoveParent).not.toHaveBeenCalled();
    });
    await step('confirming removes it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Quitar el padre' }));
      const dialog = within(await page.findByRole('dialog', { name: 'Quitar el padre' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Quitar el padre' }));
      await expect(args.onRemoveParent).toHaveBeenCalledTimes(1);
    });
  },
};

export const NoParent: Story = {
  args: { parent: null, branches: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este afiliado no tiene padre.')).toBeVisible();
    await expect(canvas.getByText('Este afiliado no tiene sucursales.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Quitar el padre' })).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { onRemoveParent: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Quitar el padre' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: statePlays.loading,
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: statePlays.error(messages.read.affiliateInfo),
};

export const Forbidden: Story = {
  args: { state: 'forbidden' },
  play: statePlays.forbidden,
};

/** While the parent is removed, its button is busy. */
export const Removing: Story = {
  args: { removing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Quitar el padre' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
