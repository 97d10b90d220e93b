import { expect, userEvent, within } from 'storybook/test';

/** The plays of the states every loan list shares (loading, empty, error, forbidden). Stories only. */
type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

export const listStatePlays = {
  loading: (async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  }) as Play,
  empty: (async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No hay resultados' })).toBeVisible();
  }) as Play,
  error:
    (message: string): Play =>
    async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message);
    },
  /** The read error, whose retry button reads again. */
  errorWithRetry:
    (message: string) =>
    async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onRetry?: () => void } }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('alert')).toHaveTextContent(message);
      await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
      await expect(args.onRetry).toHaveBeenCalled();
    },
  /** Nothing to export either. */
  emptyWithoutExport: (async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No hay resultados' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Exportar a Excel' })).toBeNull();
  }) as Play,
  forbidden: (async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Acceso restringido');
    await expect(canvas.queryByRole('search')).toBeNull();
  }) as Play,
};
