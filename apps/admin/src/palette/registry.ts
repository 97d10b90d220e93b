import type { PaletteItem } from '@backoffice/ui';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/** An action the screen in view offers on its record; the palette lists it and runs it on Enter. */
export interface PaletteAction {
  id: string;
  label: string;
  /** Which record it acts on, as the palette shows under the label. */
  detail?: string | null;
  /** Why it cannot run now: listed disabled with this reason, as its button is. */
  refusal?: string | null;
  run: () => void;
}

/**
 * The actions registered by the screens mounted now, in mount order. A module store rather than a
 * context: screens publish from anywhere below the route outlet and the palette, mounted once in
 * the shell, reads them without a provider around both.
 */
const registrations = new Map<symbol, readonly PaletteAction[]>();
let snapshot: readonly PaletteAction[] = [];
const listeners = new Set<() => void>();

function publish() {
  snapshot = [...registrations.values()].flat();
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Publishes a screen's actions while it is mounted (issue 17: "the registered actions the user may
 * run on the record in view"). Pass only what the user may run: the screen's own role gates
 * (the domain's mayCall) decide, as they decide which buttons it shows.
 */
export function usePaletteActions(actions: readonly PaletteAction[]): void {
  const key = useRef(Symbol('palette-actions')).current;
  const signature = actions
    .map((a) => `${a.id}\u0000${a.label}\u0000${a.detail ?? ''}\u0000${a.refusal ?? ''}`)
    .join('\u0001');
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    void signature;
    // Runs the newest closure whatever render registered it.
    registrations.set(
      key,
      latest.current.map((a, i) => ({ ...a, run: () => latest.current[i]?.run() })),
    );
    publish();
  }, [key, signature]);
  useEffect(
    () => () => {
      registrations.delete(key);
      publish();
    },
    [key],
  );
}

/**
 * Publishes an actions panel's entries (`actionPaletteItems`: the entries it shows, disabled with
 * its reasons) under `scope`; a pick hands the entry to `ask` (`useAskedEntry`), and the panel
 * given `asked` runs it as its button would, through the same machine and confirmation.
 */
export function usePanelPaletteActions(
  scope: string,
  items: readonly PaletteItem[],
  ask: (entryId: string) => void,
): void {
  usePaletteActions(items.map((item) => ({ ...item, id: `${scope}:${item.id}`, run: () => ask(item.id) })));
}

/** What the palette lists under 'Acciones'. */
export function useRegisteredActions(): readonly PaletteAction[] {
  return useSyncExternalStore(subscribe, () => snapshot);
}
