import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '#primitives/Button';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Patterns/LoadingOverlay',
  component: LoadingOverlay,
  args: {
    active: true,
    children: (
      <div style={{ padding: 24, minHeight: 120 }}>
        <p>Financiaciones del afiliado</p>
        <Button>Exportar</Button>
      </div>
    ),
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the covered content is busy and a status says so', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
      await expect(
        canvas.getByText('Financiaciones del afiliado').parentElement?.parentElement,
      ).toHaveAttribute('aria-busy', 'true');
    });
    await step('the veil takes the clicks', async () => {
      const veil = canvas.getByRole('status');
      const button = canvas.getByRole('button', { name: 'Exportar' });
      const r = button.getBoundingClientRect();
      await expect(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)).not.toBe(button);
      await expect(veil).toBeVisible();
    });
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Exportar' })).toBeEnabled();
  },
};

function PageDemo() {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button onClick={() => setBusy(true)}>Recalcular</Button>
      <LoadingOverlay active={busy} scope="page" label="Recalculando el plan…" />
    </>
  );
}

export const WholePage: Story = {
  render: () => <PageDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Recalcular' }));
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Recalculando el plan…');
    await expect(getComputedStyle(status).position).toBe('fixed');
  },
};
