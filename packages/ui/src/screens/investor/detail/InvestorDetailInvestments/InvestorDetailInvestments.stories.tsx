import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { investments } from '../fixtures';
import { statePlays } from '../statePlays';
import {
  InvestorDetailInvestments,
  type InvestorDetailInvestmentsProps,
  NO_INVESTOR_INVESTMENT_FILTERS,
} from './InvestorDetailInvestments';

const meta = {
  title: 'Screens/Investor/Detail/InvestorDetailInvestments',
  component: InvestorDetailInvestments,
  args: {
    state: 'loaded',
    rows: investments,
    totals: { count: 2, amount: 350 },
    page: 1,
    onPageChange: fn(),
    filters: NO_INVESTOR_INVESTMENT_FILTERS,
    onFiltersChange: fn(),
    loanHref: (r) => `/creditos/detalle-credito/estado?credito=${r.loanId}`,
    onNavigate: fn(),
  },
} satisfies Meta<typeof InvestorDetailInvestments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the filters it is given back, as the route does. */
function Live(props: InvestorDetailInvestmentsProps) {
  const [filters, setFilters] = useState(props.filters);
  return (
    <InvestorDetailInvestments
      {...props}
      filters={filters}
      onFiltersChange={(f) => {
        setFilters(f);
        props.onFiltersChange(f);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    await step('the totals of the selected rows and a link per loan', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('2 inversiones, 350,00 € en total');
      await userEvent.click(canvas.getByRole('link', { name: 'F0000042' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/creditos/detalle-credito/estado?credito=42');
    });
    await step(
      'the §9 filters go out as typed, decimal comma read as a point, the status by name',
      async () => {
        await userEvent.type(canvas.getByLabelText('Importe desde (€)'), '100');
        await userEvent.type(canvas.getByLabelText('Importe hasta (€)'), '250,5');
        // The loan status is picked by name from the catalogue, never typed as a code.
        await userEvent.selectOptions(
          canvas.getByRole('combobox', { name: 'Estado del crédito' }),
          'AMO · Amortización',
        );
        await userEvent.click(canvas.getByRole('button', { name: 'Aplicar filtros' }));
        await waitFor(() =>
          expect(args.onFiltersChange).toHaveBeenCalledWith({
            ...NO_INVESTOR_INVESTMENT_FILTERS,
            amountMin: '100',
            amountMax: '250.5',
            loanStatus: 'AMO',
          }),
        );
      },
    );
  },
};

/** An inverted range is not applied: the form says why, in Spanish, under its 'to' field. */
export const InvertedRange: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Importe desde (€)'), '300');
    await userEvent.type(canvas.getByLabelText('Importe hasta (€)'), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar filtros' }));
    await expect(await canvas.findByText(messages.validation.numberRangeInverted)).toBeVisible();
    await expect(canvas.getByLabelText('Importe hasta (€)')).toHaveAccessibleDescription(
      messages.validation.numberRangeInverted,
    );
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: [], totals: null },
  play: statePlays.loading,
};
export const Empty: Story = { args: { rows: [], totals: { count: 0, amount: 0 } }, play: statePlays.empty };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', rows: [], totals: null },
  play: statePlays.error(messages.investor.errors.investments),
};
export const Forbidden: Story = {
  args: { state: 'forbidden', rows: [], totals: null },
  play: statePlays.forbidden,
};
