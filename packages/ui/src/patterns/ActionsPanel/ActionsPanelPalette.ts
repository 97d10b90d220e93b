import type { AdminAction } from '@backoffice/domain/actions';
import { useCallback, useState } from 'react';
// A type only: the palette itself loads on demand, the panel must not pull it into its chunk.
import type { PaletteItem } from '../CommandPalette/CommandPalette';

/**
 * An entry of a panel asked for from outside its button (the command palette): the panel does
 * what the button would (see `ActionsPanelProps.asked`). `take()` is true once only, so a panel
 * mounted again, or an effect run twice, does not run it twice.
 */
export interface AskedEntry {
  readonly id: string;
  take(): boolean;
}

/** Holds the entry last asked for: `ask(entry.id)` hands it to the panel given `asked`. */
export function useAskedEntry(): [AskedEntry | null, (id: string) => void] {
  const [asked, setAsked] = useState<AskedEntry | null>(null);
  const ask = useCallback((id: string) => {
    let taken = false;
    setAsked({
      id,
      take: () => {
        if (taken) return false;
        taken = true;
        return true;
      },
    });
  }, []);
  return [asked, ask];
}

/**
 * A panel's entries as the palette lists them: each one the panel shows, in its order, by its
 * caption, under the record it acts on and its heading, and with the panel's own reason when it
 * is disabled (`refusal`: the same function the panel is given).
 */
export function actionPaletteItems(
  actions: readonly AdminAction[],
  {
    record,
    refusal,
  }: {
    /** The record in view, as the palette names it under each action ('F0000012', the investor's name). */
    record: string;
    refusal?: ((entry: AdminAction) => string | null) | undefined;
  },
): PaletteItem[] {
  return actions.map((entry) => ({
    id: entry.id,
    label: entry.caption,
    detail: [record, entry.group].filter(Boolean).join(' · '),
    refusal: refusal?.(entry) ?? null,
  }));
}
