import { formatEur } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BarChart } from './BarChart';

const meta = {
  title: 'Patterns/BarChart',
  component: BarChart,
  args: {
    title: 'Financiaciones por fase',
    labelHeader: 'Fase',
    valueHeader: 'Financiaciones',
    data: [
      { label: 'FC', name: 'Cancelado', value: 120, tone: 'neutral' },
      { label: 'FS', name: 'Solicitud', value: 340, tone: 'info' },
      { label: 'FE', name: 'Estudio', value: 80, tone: 'warning' },
      { label: 'FA', name: 'Amortización', value: 900, tone: 'success' },
      { label: 'FD', name: 'Denegado, impagado o fallido', value: 0, tone: 'danger' },
    ],
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the picture is one image named by its title', async () => {
      await expect(canvas.getByRole('img', { name: 'Financiaciones por fase' })).toBeVisible();
    });
    await step('the tallest bar is the largest value; a zero has no height', async () => {
      await waitFor(() => expect(canvasElement.querySelector('[data-drawn="true"]')).not.toBeNull());
      const height = (label: string) => {
        const bar = canvasElement.querySelector(`[data-point="${label}"]`);
        return Number(bar?.getAttribute('y1')) - Number(bar?.getAttribute('y2'));
      };
      await expect(height('FA')).toBeGreaterThan(height('FS'));
      await expect(height('FS')).toBeCloseTo((340 / 900) * height('FA'), 5);
      await expect(height('FD')).toBe(0);
    });
    await step('the same figures are in a table for assistive tech', async () => {
      const table = canvas.getByRole('table', { name: 'Financiaciones por fase' });
      await expect(within(table).getByRole('rowheader', { name: 'Amortización' })).toBeInTheDocument();
      await expect(within(table).getByRole('cell', { name: '900' })).toBeInTheDocument();
    });
  },
};

export const Amounts: Story = {
  args: {
    title: 'Importe por mes',
    labelHeader: 'Mes',
    valueHeader: 'Importe',
    formatValue: formatEur,
    data: [
      { label: '2026-09', value: 125000.5 },
      { label: '2026-10', value: 98000 },
      { label: '2026-11', value: 143250.75 },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Importe por mes' });
    await expect(within(table).getByRole('cell', { name: formatEur(143250.75) })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Financiaciones por fase' })).toBeVisible();
  },
};
