import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { investments } from '../fixtures';
import { statePlays } from '../statePlays';
import {
  AffiliateDetailInvestments,
  type AffiliateDetailInvestmentsProps,
  type InvestmentFilters,
  investmentMatches,
  NO_INVESTMENT_FILTERS,
} from './AffiliateDetailInvestments';

const meta = {
  title: 'Screens/Affiliate/AffiliateDetailInvestments',
  component: AffiliateDetailInvestments,
  args: {
    state: 'loaded',
    hasInvestor: true,
    rows: investments,
    total: 45,
    page: 1,
    onPageChange: fn(),
    filters: NO_INVESTMENT_FILTERS,
    onFiltersChange: fn(),
  },
} satisfies Meta<typeof AffiliateDetailInvestments>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(args: AffiliateDetailInvestmentsProps) {
  const [filters, setFilters] = useState<InvestmentFilters>(args.filters);
  const rows = args.rows.filter((r) => investmentMatches(r, filters));
  return (
    <AffiliateDetailInvestments
      {...args}
      rows={rows}
      total={rows.length}
      filters={filters}
      onFiltersChange={(f) => {
        args.onFiltersChange(f);
        setFilters(f);
      }}
    />
  );
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Inversiones' })).toBeVisible();
    await expect(canvas.getByText('1–20 de 45')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const InclusiveRanges: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('amounts from 100 to 150 keep both bounds', async () => {
      await userEvent.type(canvas.getByLabelText('Importe desde (€)'), '100');
      await userEvent.type(canvas.getByLabelText('Importe hasta (€)'), '150');
      await userEvent.click(canvas.getByRole('button', { name: 'Aplicar filtros' }));
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
        ...NO_INVESTMENT_FILTERS,
        amountMin: '100',
        amountMax: '150',
      });
      const rows = canvas.getAllByRole('row').slice(1);
      await expect(rows).toHaveLength(3);
      await expect(rows[0]).toHaveTextContent('100,00 €');
      await expect(rows[2]).toHaveTextContent('150,00 €');
    });
    await step('a decimal comma is read as a decimal point', async () => {
      await userEvent.type(canvas.getByLabelText('Rentabilidad desde (%)'), '8,5');
      await userEvent.click(canvas.getByRole('button', { name: 'Aplicar filtros' }));
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ rentabilityMin: '8.5' }),
      );
      await expect(canvas.getAllByRole('row').slice(1)).toHaveLength(1);
    });
    await step('clearing the filters brings every row back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Limpiar filtros' }));
      await expect(canvas.getAllByRole('row').slice(1)).toHaveLength(8);
    });
  },
};

export const NoInvestor: Story = {
  args: { hasInvestor: false, rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este afiliado no tiene un inversor asociado.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Aplicar filtros' })).toBeNull();
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
  play: statePlays.error(messages.read.investments),
};

export const Forbidden: Story = {
  args: { state: 'forbidden', rows: [] },
  play: statePlays.forbidden,
};
