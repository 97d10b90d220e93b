import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { financings } from '../fixtures';
import { statePlays } from '../statePlays';
import { AffiliateDetailFinancing } from './AffiliateDetailFinancing';

const meta = {
  title: 'Screens/Affiliate/AffiliateDetailFinancing',
  component: AffiliateDetailFinancing,
  args: {
    state: 'loaded',
    rows: financings,
    total: 245,
    page: 1,
    onPageChange: fn(),
    loanHref: (r) => `/creditos/detalle-credito/estado?credito=${r.id}`,
    onNavigate: fn(),
  },
} satisfies Meta<typeof AffiliateDetailFinancing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Financiaciones' })).toBeVisible();
    const row = canvas.getByRole('row', { name: /CR000500/ });
    await expect(row).toHaveTextContent('1500,00 €');
    await expect(row).toHaveTextContent('9,50 %');
    await expect(row).toHaveTextContent('201 · Sonrisa Valencia (sonrisa.valencia)');
    await expect(canvas.getByText('1–100 de 245')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'CR000501' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/creditos/detalle-credito/estado?credito=501');
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('201–245 de 245')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: statePlays.empty,
};

export const Loading: Story = {
  args: { state: 'loading', rows: [] },
  play: statePlays.loading,
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', rows: [] },
  play: statePlays.error(messages.read.financings),
};

export const Forbidden: Story = {
  args: { state: 'forbidden', rows: [] },
  play: statePlays.forbidden,
};
