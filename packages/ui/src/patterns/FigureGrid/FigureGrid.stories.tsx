import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FigureGrid } from './FigureGrid';

const meta = {
  title: 'Patterns/FigureGrid',
  component: FigureGrid,
  args: {
    label: 'Cifras',
    figures: [
      { label: 'Créditos', value: '1.204' },
      { label: 'Importe', value: '3.456.789,00 €' },
      { label: 'Cuotas impagadas', value: '87' },
    ],
  },
} satisfies Meta<typeof FigureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dashboard's figures: each value names its figure to a screen reader (term, then definition). */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cifras' });
    await step('every figure is a term and its value', async () => {
      const terms = within(region).getAllByRole('term');
      await expect(terms.map((t) => t.textContent)).toEqual(['Créditos', 'Importe', 'Cuotas impagadas']);
      await expect(within(region).getAllByRole('definition')[1]).toHaveTextContent('3.456.789,00 €');
    });
  },
};

/** A tool's totals: compact cards, the label above the value. */
export const Totals: Story = {
  args: { variant: 'totals' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cifras' });
    await expect(within(region).getAllByRole('term')).toHaveLength(3);
  },
};
