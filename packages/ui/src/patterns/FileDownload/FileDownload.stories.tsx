import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDownload } from './FileDownload';

/** A download that takes a moment, resolved or rejected as the story needs. */
const slow = (fail: boolean) => () =>
  new Promise<void>((resolve, reject) =>
    setTimeout(() => (fail ? reject(new Error('500')) : resolve()), 300),
  );

const meta = {
  title: 'Patterns/FileDownload',
  component: FileDownload,
  args: { name: 'ventas-marzo.xlsx', download: fn(slow(false)), children: 'Descargar Excel', onError: fn() },
} satisfies Meta<typeof FileDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Descargar Excel' });
    await step('while it downloads the user is told, and cannot start it twice', async () => {
      await userEvent.click(button);
      await expect(canvas.getByRole('alert')).toHaveTextContent('El fichero se esta descargando');
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(button, { pointerEventsCheck: 0 });
      await expect(args.download).toHaveBeenCalledTimes(1);
    });
    await step('when it is done the notice goes and the button is back', async () => {
      await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
      await expect(button).toBeEnabled();
    });
  },
};

export const Downloading: Story = {
  args: { download: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar Excel' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('El fichero se esta descargando');
  },
};

export const Failed: Story = {
  args: { download: fn(slow(true)) },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a failed download names the file', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Descargar Excel' }));
      await waitFor(
        () =>
          expect(canvas.getByRole('alert')).toHaveTextContent(
            'Se ha producido un error al descargar el fichero ventas-marzo.xlsx',
          ),
        { timeout: 3000 },
      );
      await expect(args.onError).toHaveBeenCalledWith(
        'Se ha producido un error al descargar el fichero ventas-marzo.xlsx',
      );
    });
    await step('the button is ready to try again', async () => {
      await expect(canvas.getByRole('button', { name: 'Descargar Excel' })).toBeEnabled();
    });
  },
};
