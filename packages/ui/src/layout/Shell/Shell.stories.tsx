import { menuFor } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { pickMenu } from '#internal/storyRegistry';
import { HomeScreen } from '../../screens/HomeScreen/HomeScreen';
import { Sidebar } from '../Sidebar/Sidebar';
import { UserMenu } from '../UserMenu/UserMenu';
import { Shell } from './Shell';

/** A MICRO_ADMIN's menu, a fixed set of its entries (a new entry of the menu changes no picture). */
const MENU = pickMenu(menuFor(['ROLE_MICRO_ADMIN']), [
  'home',
  'affiliates',
  'affiliates-dashboard',
  'affiliates-mine',
  'credits',
  'credits-dashboard',
  'credits-financings',
  'credits-listings',
  'credits-problematic',
  'investors',
  'investors-list',
  'sales',
  'sales-analysis',
]);

const meta = {
  title: 'Layout/Shell',
  component: Shell,
  parameters: { layout: 'fullscreen' },
  args: {
    sidebar: <Sidebar entries={MENU} currentPath="/" onNavigate={fn()} />,
    userMenu: <UserMenu firstname="Demo" lastname="MICRO_ADMIN" onSelect={fn()} />,
    onHome: fn(),
    children: <HomeScreen firstname="Demo" />,
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Bienvenido, Demo');
    await expect(canvas.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute(
      'href',
      '#contenido',
    );
  },
};
