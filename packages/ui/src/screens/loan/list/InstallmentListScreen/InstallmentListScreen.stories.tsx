import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { installmentRows } from '../fixtures';
import { listStatePlays } from '../statePlays';
import { InstallmentListScreen } from './InstallmentListScreen';

const meta = {
  title: 'Screens/Loan/InstallmentListScreen',
  component: InstallmentListScreen,
  args: {
    state: 'loaded',
    rows: installmentRows,
    total: 1234,
    filters: { estadoCd: '', credito: '', dueFrom: '', dueTo: '' },
    onFiltersChange: fn(),
    order: null,
    onOrderChange: fn(),
    page: 1,
    pageSize: 100,
    onPageChange: fn(),
    loanHref: (r) => `/creditos/detalle-credito/cuotas?credito=${r.credito.split('/').pop()}`,
    onNavigate: fn(),
  },
} satisfies Meta<typeof InstallmentListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Loaded',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the title, the columns and the status names of loans §4', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Cuotas' })).toBeVisible();
      await expect(canvas.getAllByText('Retrasada')[0]).toBeVisible();
      await expect(canvas.getAllByText('Cobrada')[0]).toBeVisible();
    });
    await step('RE, GT, DV and FR are overdue; the rest are not', async () => {
      const rows = canvas.getAllByRole('row').slice(1);
      for (const row of rows) {
        const overdue = /Retrasada|En gestión|Devuelta|Congelada/.test(row.textContent ?? '');
        // The tenth column is 'Vencida'.
        await expect(within(row).getAllByRole('cell')[9]).toHaveTextContent(overdue ? 'Sí' : 'No');
      }
    });
    await step('AN is never offered as a filter (it is hidden)', async () => {
      const options = within(canvas.getByLabelText('Estado'))
        .getAllByRole('option')
        .map((o) => o.textContent);
      await expect(options).toContain('RE · Retrasada');
      await expect(options.some((o) => o?.startsWith('AN'))).toBe(false);
    });
    await step('the filters and the order go to the route', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Estado'), 'RE');
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
        estadoCd: 'RE',
        credito: '',
        dueFrom: '',
        dueTo: '',
      });
      await userEvent.click(canvas.getByRole('button', { name: /Cobro/ }));
      await expect(args.onOrderChange).toHaveBeenLastCalledWith({ field: 'fechaCobro', direction: 'asc' });
    });
    await step("a loan's code opens its installments tab", async () => {
      await userEvent.click(canvas.getAllByRole('link', { name: 'F0001200' })[0] as HTMLElement);
      await expect(args.onNavigate).toHaveBeenCalledWith('/creditos/detalle-credito/cuotas?credito=1200');
    });
  },
};

export const Loading: Story = { args: { state: 'loading', rows: [] }, play: listStatePlays.loading };
export const Empty: Story = { args: { state: 'empty', rows: [], total: 0 }, play: listStatePlays.empty };
export const ErrorState: Story = {
  name: 'Error',
  args: { state: 'error', rows: [] },
  play: listStatePlays.error(messages.loanLists.installments),
};
export const Forbidden: Story = { args: { state: 'forbidden', rows: [] }, play: listStatePlays.forbidden };
