import { formatEur } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Chart } from './Chart';

const meta = {
  title: 'Patterns/Chart',
  component: Chart,
  args: {
    title: 'Financiaciones por mes',
    kind: 'line',
    labelHeader: 'Mes',
    labels: ['26-06', '26-07', '26-08', '26-09', '26-10', '26-11'],
    names: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
    series: [
      { name: 'Solicitadas', values: [40, 52, 47, 61, 58, 66] },
      { name: 'Aprobadas', values: [22, 30, 25, 38, 35, 41], tone: 'success' },
    ],
  },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawn = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('[data-drawn="true"]')).not.toBeNull());

/** A trend over months: one line per series, a legend, and the figures in a table. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the picture is one image named by its title', async () => {
      await expect(canvas.getByRole('img', { name: 'Financiaciones por mes' })).toBeVisible();
    });
    await step('one line per series, one point per month', async () => {
      await drawn(canvasElement);
      await expect(canvasElement.querySelectorAll('.ct-line')).toHaveLength(2);
      await expect(canvasElement.querySelectorAll('[data-series="Aprobadas"]')).toHaveLength(6);
    });
    await step('the table carries every figure, one column per series', async () => {
      const table = canvas.getByRole('table', { name: 'Financiaciones por mes' });
      await expect(within(table).getByRole('columnheader', { name: 'Aprobadas' })).toBeInTheDocument();
      const row = within(table).getByRole('row', { name: /2026-11/ });
      await expect(within(row).getByRole('cell', { name: '66' })).toBeInTheDocument();
      await expect(within(row).getByRole('cell', { name: '41' })).toBeInTheDocument();
    });
  },
};

/** Two series of bars side by side, amounts in euros. */
export const GroupedBars: Story = {
  args: {
    title: 'Importe por mes',
    kind: 'bar',
    labels: ['26-09', '26-10', '26-11'],
    names: ['2026-09', '2026-10', '2026-11'],
    formatValue: formatEur,
    series: [
      { name: 'Solicitado', values: [125000.5, 98000, 143250.75] },
      { name: 'Concedido', values: [80000, 61000, 99000], tone: 'success' },
    ],
  },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvasElement.querySelectorAll('.ct-bar')).toHaveLength(6);
    const table = within(canvasElement).getByRole('table', { name: 'Importe por mes' });
    await expect(within(table).getByRole('cell', { name: formatEur(143250.75) })).toBeInTheDocument();
  },
};

/** No data: the title and an empty table, no axes drawn over nothing. */
export const Empty: Story = {
  args: { labels: [], names: [], series: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Financiaciones por mes' })).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
