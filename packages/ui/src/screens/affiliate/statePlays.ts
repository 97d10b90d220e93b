import { expect, within } from 'storybook/test';

/**
 * The play functions of the states every affiliate detail section shares (issue 7: loading, empty,
 * error, forbidden), asserted as a user sees them. Stories only: the screens never import this.
 */
type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

export const statePlays = {
  empty: (async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No hay resultados' })).toBeVisible();
  }) as Play,
  loading: (async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  }) as Play,
  /** The section's own read-error message from the catalogue (§8). */
  error:
    (message: string): Play =>
    async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message);
    },
  forbidden: (async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Acceso restringido');
  }) as Play,
};
