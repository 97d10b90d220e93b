import { CommandPaletteTrigger, usePaletteShortcut } from '@backoffice/ui';
import { lazy, Suspense, useCallback, useState } from 'react';

const load = () => import('./CommandPaletteMount');
const CommandPaletteMount = lazy(load);

/**
 * The palette as the shell first shows it: the 'Ir a…' button and Ctrl+K, without the palette, its
 * modal and floating-ui, which load when the pointer goes over the button (or it takes focus) and
 * open at the first click or Ctrl+K.
 */
export function LazyCommandPalette() {
  const [opened, setOpened] = useState(false);
  const open = useCallback(() => setOpened(true), []);
  usePaletteShortcut(opened, open);
  const trigger = <CommandPaletteTrigger onOpen={open} onIntent={load} />;
  if (!opened) return trigger;
  return (
    <Suspense fallback={trigger}>
      <CommandPaletteMount initiallyOpen />
    </Suspense>
  );
}
