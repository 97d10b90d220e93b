import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateText } from '../DateText/DateText';
import { Money } from '../Money/Money';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { KeyValueList } from './KeyValueList';

const meta = {
  title: 'Patterns/KeyValueList',
  component: KeyValueList,
  args: {
    items: [
      { term: 'Código', value: 'AF-00731' },
      { term: 'Nombre comercial', value: 'Muebles Ana S.L.' },
      { term: 'Estado', value: <StatusBadge catalogue="affiliate" value="ACT" /> },
      { term: 'Límite de financiación', value: <Money value={40000} /> },
      { term: 'Fecha de alta', value: <DateText value="2023-11-02" /> },
      { term: 'Web', value: null },
    ],
  },
} satisfies Meta<typeof KeyValueList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('each term is paired with its value', async () => {
      const terms = canvas.getAllByRole('term');
      const values = canvas.getAllByRole('definition');
      await expect(terms.map((t) => t.textContent)).toEqual([
        'Código',
        'Nombre comercial',
        'Estado',
        'Límite de financiación',
        'Fecha de alta',
        'Web',
      ]);
      await expect(values[3]).toHaveTextContent('40.000,00 €');
      await expect(values[4]).toHaveTextContent('2/11/2023');
    });
    await step('a missing value reads as such', async () => {
      await expect(canvas.getAllByRole('definition')[5]).toHaveTextContent('Sin valor');
    });
  },
};

export const OneColumn: Story = {
  args: { columns: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(6);
  },
};
