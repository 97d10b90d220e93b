import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

/** Story content: a few facts and a button that closes the popover from inside. */
function KeyValueDemo({ onClose }: { onClose: () => void }) {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <p style={{ margin: 0 }}>Préstamo 10234 · 12 meses · 3.000,00 €</p>
      <Button size="sm" variant="secondary" onClick={onClose}>
        Cerrar
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    label: 'Detalle del préstamo',
    trigger: (props) => (
      <Button variant="secondary" {...props}>
        Ver detalle
      </Button>
    ),
    children: (close: () => void) => <KeyValueDemo onClose={close} />,
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ver detalle' });
    await step('the trigger says it controls a dialog and is collapsed', async () => {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    });
    await step('a click opens the popover and moves focus into it', async () => {
      await userEvent.click(trigger);
      const panel = await screen.findByRole('dialog', { name: 'Detalle del préstamo' });
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('a click outside closes it', async () => {
      await userEvent.click(trigger);
      await screen.findByRole('dialog');
      await userEvent.click(document.body);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};

export const ClosedFromInside: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ver detalle' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Left open so the accessibility check runs on the panel. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByRole('dialog', { name: 'Detalle del préstamo' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Ver detalle' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
