import { formatEur } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { amaRows } from '../fixtures';
import { listStatePlays } from '../statePlays';
import { AmaListScreen } from './AmaListScreen';

const meta = {
  title: 'Screens/Loan/AmaListScreen',
  component: AmaListScreen,
  args: {
    state: 'loaded',
    rows: amaRows,
    total: 12,
    filters: { active: false, dateFrom: '', dateTo: '' },
    onFiltersChange: fn(),
    order: null,
    onOrderChange: fn(),
    page: 1,
    pageSize: 100,
    onPageChange: fn(),
    loanHref: (r) => `/creditos/detalle-credito/pago?credito=${r.credito.split('/').pop()}`,
    onNavigate: fn(),
  },
} satisfies Meta<typeof AmaListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Loaded',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the title and the rows, amounts in euros', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Listado AMA' })).toBeVisible();
      await expect(canvas.getAllByRole('cell').some((c) => c.textContent === formatEur(1500))).toBe(true);
      await expect(canvas.getByText('12 amortizaciones anticipadas')).toBeVisible();
    });
    await step('only active ones, and the order by amount, go to the route', async () => {
      await userEvent.click(canvas.getByLabelText('Solo activas'));
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ active: true, dateFrom: '', dateTo: '' });
      await userEvent.click(canvas.getByRole('button', { name: /Importe/ }));
      await expect(args.onOrderChange).toHaveBeenLastCalledWith({ field: 'amount', direction: 'asc' });
    });
    await step("a loan's code opens its payment tab", async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'F0001300' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/creditos/detalle-credito/pago?credito=1300');
    });
  },
};

export const Loading: Story = { args: { state: 'loading', rows: [] }, play: listStatePlays.loading };
export const Empty: Story = { args: { state: 'empty', rows: [], total: 0 }, play: listStatePlays.empty };
export const ErrorState: Story = {
  name: 'Error',
  args: { state: 'error', rows: [] },
  play: listStatePlays.error(messages.loanLists.amas),
};
export const Forbidden: Story = { args: { state: 'forbidden', rows: [] }, play: listStatePlays.forbidden };
