/**
 * Stories only: the command palette as a user drives it (Ctrl+K, typing), for the stories of a
 * screen that publishes its actions to it. Nothing in the app imports it.
 */
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** The open palette. */
export const paletteDialog = () => screen.findByRole('dialog', { name: 'Buscar y abrir' });

/** Opens the palette with Ctrl+K and types `text`; answers its 'Acciones' group. */
export async function searchPalette(text: string): Promise<HTMLElement> {
  await userEvent.keyboard('{Control>}k{/Control}');
  const input = within(await paletteDialog()).getByRole('combobox', { name: 'Página, acción o registro' });
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.type(input, text);
  return screen.findByRole('group', { name: 'Acciones' });
}

/** Waits for the palette to be closed (a pick closes it). */
export const paletteClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Buscar y abrir' })).toBeNull());
