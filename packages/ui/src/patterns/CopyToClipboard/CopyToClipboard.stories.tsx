import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyToClipboard } from './CopyToClipboard';

const meta = {
  title: 'Patterns/CopyToClipboard',
  component: CopyToClipboard,
  args: {
    value: 'ES91 2100 0418 4502 0005 1332',
    label: 'IBAN',
    showValue: true,
    copy: fn(async () => {}),
  },
} satisfies Meta<typeof CopyToClipboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await step('the button copies the value', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copiar IBAN' }));
      await expect(args.copy).toHaveBeenCalledWith('ES91 2100 0418 4502 0005 1332');
    });
    await step("'Copiado' shows and is announced politely", async () => {
      await expect(status).toHaveTextContent('Copiado');
      await expect(status).toBeVisible();
    });
    await step('the confirmation goes after 500 ms', async () => {
      const shownAt = performance.now();
      await waitFor(() => expect(status).toHaveTextContent(''), { timeout: 1500 });
      await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(400);
    });
  },
};

export const WithTheBrowserClipboard: Story = {
  args: { copy: undefined, showValue: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar IBAN' }));
    // Headless Chromium may refuse clipboard access: either outcome is announced.
    await expect(canvas.getByRole('status')).toHaveTextContent(/Copiado|No se ha podido copiar/);
  },
};

export const Failed: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar IBAN' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('No se ha podido copiar');
  },
};
