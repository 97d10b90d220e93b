import { expect, within } from 'storybook/test';

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
  forbidden: (async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Acceso restringido');
    await expect(canvas.queryByRole('search')).toBeNull();
  }) as Play,
};
