import { expect, within } from 'storybook/test';

/**
 * The plays of the states every detail section and paged list shares (loan, investor, action
 * history, approvals: loading, empty, error, forbidden), asserted as a user sees them. Stories
 * only: the screens never import this.
 */
type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

export const statePlays = {
  empty: (async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('heading', { name: 'No hay resultados' })[0],
    ).toBeVisible();
  }) as Play,
  loading: (async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.some((s) => s.textContent?.includes('Cargando…'))).toBe(true);
  }) as Play,
  /** The section's own read-error message from the catalogue (§8). */
  error:
    (message: string): Play =>
    async ({ canvasElement }) => {
      const alerts = within(canvasElement).getAllByRole('alert');
      await expect(alerts.some((a) => a.textContent?.includes(message))).toBe(true);
    },
  forbidden: (async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent('Acceso restringido');
  }) as Play,
};
