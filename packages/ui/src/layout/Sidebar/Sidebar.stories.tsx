import { menuFor } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  args: { entries: menuFor(['ROLE_COMERCIAL']), currentPath: '/afiliados/afiliados', onNavigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 260, height: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Comercial: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menú principal' });
    const links = within(nav).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(within(nav).queryByRole('link', { name: /Secondary Reasons/i })).toBeNull();
    const current = links.find((l) => l.getAttribute('aria-current') === 'page');
    await expect(current).toBeDefined();
    await userEvent.click(links[0]!);
    await expect(args.onNavigate).toHaveBeenCalledWith(links[0]!.getAttribute('href'));
  },
};

export const SuperAdmin: Story = {
  args: { entries: menuFor(['ROLE_SUPER_ADMIN']), currentPath: '/' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menú principal' });
    await expect(within(nav).getAllByRole('link').length).toBeGreaterThan(menuFor(['ROLE_COMERCIAL']).length);
  },
};

export const Empty: Story = {
  args: { entries: [], currentPath: '/' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menú principal' });
    await expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  },
};
