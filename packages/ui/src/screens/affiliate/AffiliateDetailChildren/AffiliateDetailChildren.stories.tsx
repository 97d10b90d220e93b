import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { children } from '../fixtures';
import { statePlays } from '../statePlays';
import { AffiliateDetailChildren } from './AffiliateDetailChildren';

const meta = {
  title: 'Screens/Affiliate/AffiliateDetailChildren',
  component: AffiliateDetailChildren,
  args: {
    state: 'loaded',
    rows: children,
    childHref: (r) => `/afiliados/detalle-afiliado/datos-contacto?afiliado=${r.id}`,
    onNavigate: fn(),
  },
} satisfies Meta<typeof AffiliateDetailChildren>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sucursales' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Sonrisa Sevilla/ })).toHaveTextContent('Descartado');
    await userEvent.click(canvas.getByRole('link', { name: 'Sonrisa Valencia' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/afiliados/detalle-afiliado/datos-contacto?afiliado=201',
    );
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: statePlays.empty,
};

export const Loading: Story = {
  args: { state: 'loading', rows: [] },
  play: statePlays.loading,
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', rows: [] },
  play: statePlays.error(messages.read.branches),
};

export const Forbidden: Story = {
  args: { state: 'forbidden', rows: [] },
  play: statePlays.forbidden,
};
