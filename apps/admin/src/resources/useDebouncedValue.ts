import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`: a list's text filter asks the server when the user
 * pauses, while the URL follows every keystroke.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}
