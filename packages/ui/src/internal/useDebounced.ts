import { useEffect, useRef } from 'react';

/**
 * Calls `effect(value)` once `value` has stayed put for `ms`. Each change restarts the wait, so
 * typing fast sends one search (spec §9: 600 ms).
 */
export function useDebouncedEffect<T>(value: T, ms: number, effect: (value: T) => void) {
  const latest = useRef(effect);
  latest.current = effect;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => latest.current(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
}
