import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SectionTable } from './SectionTable';

interface Row {
  id: number;
  code: string;
  amount: number;
}

const rows: Row[] = [
  { id: 1, code: 'CR00002', amount: 500 },
  { id: 2, code: 'CR00001', amount: 1500 },
];

const meta = {
  title: 'Patterns/SectionTable',
  component: SectionTable<Row>,
  args: {
    caption: 'Financiaciones',
    rows,
    rowKey: (r: Row) => r.id,
    columns: [
      { key: 'code', header: 'Código', render: (r: Row) => r.code, sortValue: (r: Row) => r.code },
      { key: 'amount', header: 'Importe', render: (r: Row) => `${r.amount} €`, align: 'end' },
    ],
  },
} satisfies Meta<typeof SectionTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section's rows: the caption names the table for assistive technology; the section titles it. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Financiaciones' });
    await step('every row is there, in the order given', async () => {
      const cells = within(table).getAllByRole('cell');
      await expect(cells[0]).toHaveTextContent('CR00002');
    });
    await step('a column with a sort value sorts', async () => {
      await userEvent.click(within(table).getByRole('button', { name: /Código/ }));
      await expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('CR00001');
    });
  },
};
