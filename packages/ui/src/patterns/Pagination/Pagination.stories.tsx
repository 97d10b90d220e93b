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

/** The pager's buttons, by their names, in order. */
function pagerButtons(canvasElement: HTMLElement) {
  const view = within(within(canvasElement).getByRole('navigation'));
  return { view, names: view.getAllByRole('button').map((b) => b.getAttribute('aria-label')) };
}

/**
 * A server-paged list follows the links the API sends (`hydra:view`) rather than counting pages
 * from the total: 250,000 rows counted by estimate, where the server links no last page (it would
 * refuse one that deep), offer the pages it names and no 'Página 5000'; 'Página siguiente' goes
 * where its next link points.
 */
export const FollowsServerLinks: Story = {
  args: {
    page: 3,
    pageCount: undefined,
    totalItems: 250_000,
    pageSize: 50,
    links: { first: 1, previous: 2, next: 4 },
  },
  play: async ({ canvasElement, args }) => {
    const { view, names } = pagerButtons(canvasElement);
    await expect(names).toEqual([
      'Página anterior',
      'Página 1',
      'Página 2',
      'Página 3',
      'Página 4',
      'Página siguiente',
    ]);
    await userEvent.click(view.getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

/** Near the end of a long list the links name the first page, the neighbours and the last. */
export const FollowsLinksToTheEnd: Story = {
  args: {
    page: 2399,
    pageCount: undefined,
    totalItems: 24_000,
    pageSize: 10,
    links: { first: 1, previous: 2398, next: 2400, last: 2400 },
  },
  play: async ({ canvasElement, args }) => {
    const { view, names } = pagerButtons(canvasElement);
    await expect(names).toEqual([
      'Página anterior',
      'Página 1',
      'Página 2398',
      'Página 2399',
      'Página 2400',
      'Página siguiente',
    ]);
    await userEvent.click(view.getByRole('button', { name: 'Página anterior' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2398);
  },
};

/** The last page the server serves has no next link: 'Página siguiente' is off. */
export const LastLinkedPage: Story = {
  args: { page: 4, pageCount: undefined, totalItems: 200, pageSize: 50, links: { first: 1, previous: 3 } },
  play: async ({ canvasElement }) => {
    const { view } = pagerButtons(canvasElement);
    await expect(view.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Página 4' })).toHaveAttribute('aria-current', 'page');
  },
};
