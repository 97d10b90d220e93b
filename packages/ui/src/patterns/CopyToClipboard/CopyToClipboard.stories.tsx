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
    let clickedAt = 0;
    await step('the button copies the value', async () => {
      clickedAt = performance.now();
      await userEvent.click(canvas.getByRole('button', { name: 'Copiar IBAN' }));
      await expect(args.copy).toHaveBeenCalledWith('ES91 2100 0418 4502 0005 1332');
    });
    await step("'Copiado' shows and is announced politely", async () => {
      await expect(status).toHaveTextContent('Copiado');
      await expect(status).toBeVisible();
    });
    await step('the confirmation goes after 500 ms', async () => {
      await waitFor(() => expect(status).toHaveTextContent(''), { timeout: 2000 });
      await expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(500);
    });
  },
};

export const Failed: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar IBAN' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('No se ha podido copiar');
    // It goes after the spec's 500 ms, like 'Copiado': the picture is always the settled state.
    await waitFor(() => expect(canvas.getByRole('status')).not.toHaveTextContent('No se ha podido copiar'), {
      timeout: 5000,
    });
  },
};
