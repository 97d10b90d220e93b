/**
 * How a list's change enters the browser's history: each change of filter, order or page is an
 * entry of its own, so Back undoes it (the previous filter and its rows come back) instead of
 * leaving the list; the keystrokes of one text filter typed in a row are one entry, not one per
 * letter.
 */
import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The page's URL parameter of the page number. */
export const PAGE_PARAM = 'pagina';

/** Changes of the same filter closer together than this are one edit (typing a word). */
export const TYPING_MS = 1000;

/** The last change written: which parameters it changed, and when. */
export interface ListWrite {
  keys: string;
  at: number;
}

/**
 * Whether going from `current` to `next` replaces the history entry (nothing changed, or the same
 * single filter again within TYPING_MS: the user is still typing) or pushes a new one.
 */
export function historyStep(
  current: URLSearchParams,
  next: URLSearchParams,
  last: ListWrite | null,
  now: number,
): { replace: boolean; write: ListWrite } {
  const names = new Set([...current.keys(), ...next.keys()]);
  const changed = [...names].filter(
    (n) => current.getAll(n).join('\u0000') !== next.getAll(n).join('\u0000'),
  );
  // A new filter goes back to the first page: the page moving with it is part of the same change.
  const own = changed.filter((n) => n !== PAGE_PARAM);
  const keys = (own.length > 0 ? own : changed).sort().join('&');
  const write = { keys, at: now };
  if (changed.length === 0) return { replace: true, write };
  const typing = last !== null && own.length === 1 && last.keys === keys && now - last.at < TYPING_MS;
  return { replace: typing, write };
}

/**
 * The page's search parameters and the list's one way to change them: `show(next)` pushes a history
 * entry, or replaces it while the user keeps typing in one filter (historyStep).
 */
export function useListHistory() {
  const [params, setParams] = useSearchParams();
  const last = useRef<ListWrite | null>(null);
  const show = (next: URLSearchParams) => {
    const step = historyStep(params, next, last.current, Date.now());
    last.current = step.write;
    setParams(next, { replace: step.replace });
  };
  return [params, show] as const;
}
