import { userMenuFor } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Layout/UserMenu',
  component: UserMenu,
  args: { firstname: 'Demo', lastname: 'COMERCIAL', roleLabel: 'COMERCIAL', onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Menú de usuario de Demo' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await step('opens with a welcome header and the three entries', async () => {
      await userEvent.click(trigger);
      const menu = canvas.getByRole('menu');
      await expect(menu).toHaveTextContent('Hola, Demo COMERCIAL');
      await expect(within(menu).getByRole('menuitem', { name: 'Mi horario' })).toHaveFocus();
      await expect(within(menu).getByRole('menuitem', { name: 'Mis vacaciones' })).toBeDisabled();
    });
    await step('arrows skip the disabled entry; Salir selects logout', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('menuitem', { name: 'Salir' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'logout' }));
      await expect(canvas.queryByRole('menu')).toBeNull();
    });
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Menú de usuario de Demo' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** Issue 12: a JUDICIAL user may not open 'Mi horario' or 'Mis vacaciones'; 'Salir' is always there. */
export const JudicialOnlySalir: Story = {
  args: { lastname: 'JUDICIAL', roleLabel: 'JUDICIAL', entries: userMenuFor(['ROLE_JUDICIAL']) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menú de usuario de Demo' }));
    const items = within(canvas.getByRole('menu')).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual(['Salir']);
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'logout' }));
  },
};
