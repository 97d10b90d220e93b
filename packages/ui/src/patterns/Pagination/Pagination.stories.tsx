import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: 'Patterns/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 13, totalItems: 245, pageSize: 20, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function Live(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(p) => {
        setPage(p);
        props.onPageChange(p);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Paginación' });
    const view = within(nav);
    await step('the first page is current, and there is no previous page', async () => {
      await expect(view.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
      await expect(view.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
      await expect(nav).toHaveTextContent('1–20 de 245');
    });
    await step('Página siguiente moves on and the range follows', async () => {
      await userEvent.click(view.getByRole('button', { name: 'Página siguiente' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
      await expect(view.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
      await expect(nav).toHaveTextContent('21–40 de 245');
    });
    await step('the last page is one click away and ends the list', async () => {
      await userEvent.click(view.getByRole('button', { name: 'Página 13' }));
      await expect(view.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
      await expect(nav).toHaveTextContent('241–245 de 245');
    });
  },
};

export const MiddlePage: Story = {
  args: { page: 7 },
  play: async ({ canvasElement }) => {
    const view = within(within(canvasElement).getByRole('navigation'));
    const names = view.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    await expect(names).toEqual([
      'Página anterior',
      'Página 1',
      'Página 5',
      'Página 6',
      'Página 7',
      'Página 8',
      'Página 9',
      'Página 13',
      'Página siguiente',
    ]);
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1, totalItems: 7 },
  play: async ({ canvasElement }) => {
    const view = within(within(canvasElement).getByRole('navigation'));
    await expect(view.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  },
};
