import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DataTableColumn } from '#patterns/DataTable';
import { PagedTable } from './PagedTable';

/** A user's logins, the way a server-paged list answers them: newest first, a page at a time. */
interface Login {
  id: number;
  at: string;
  ip: string;
}

const logins: Login[] = [
  { id: 12, at: '2026-11-20 10:15', ip: '10.0.0.12' },
  { id: 11, at: '2026-11-19 18:02', ip: '10.0.0.7' },
  { id: 10, at: '2026-11-19 08:45', ip: '10.0.0.7' },
];

const columns: DataTableColumn<Login>[] = [
  { id: 'at', header: 'Fecha', accessor: (r) => r.at },
  { id: 'ip', header: 'IP', accessor: (r) => r.ip },
];

const meta = {
  title: 'Patterns/PagedTable',
  component: PagedTable<Login>,
  args: {
    caption: 'Últimos accesos',
    columns,
    data: { rows: logins, totalItems: logins.length, page: 1, pageSize: 10 },
    onPageChange: fn(),
  },
} satisfies Meta<typeof PagedTable<Login>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every row fits on one page: no pager. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the page’s rows, under the header row', async () => {
      const table = canvas.getByRole('table', { name: 'Últimos accesos' });
      await expect(within(table).getAllByRole('row')).toHaveLength(logins.length + 1);
    });
    await step('one page needs no pager', async () => {
      await expect(canvas.queryByRole('navigation')).toBeNull();
    });
  },
};

/** More rows than a page: the pager says where the page stands and asks for another. */
export const Paged: Story = {
  args: { data: { rows: logins, totalItems: 95, page: 1, pageSize: 3 }, pagerLabel: 'Últimos accesos' },
  play: async ({ canvasElement, args, step }) => {
    const pager = within(canvasElement).getByRole('navigation', { name: 'Últimos accesos' });
    await step('the range of the page', async () => {
      await expect(pager).toHaveTextContent('1–3 de 95');
    });
    await step('page 2 is asked for', async () => {
      await userEvent.click(within(pager).getByRole('button', { name: 'Página 2' }));
      await expect(args.onPageChange).toHaveBeenCalledWith(2);
    });
  },
};
