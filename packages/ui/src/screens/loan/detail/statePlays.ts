/** The loan-detail sections' state plays are the kit's, shared with the investor detail. Stories only. */
export { statePlays } from '#internal/statePlays';

export const read = <T>(state: 'loading' | 'empty' | 'error' | 'forbidden' | 'loaded', data: T) =>
  state === 'loaded'
    ? { state, data }
    : state === 'empty'
      ? { state: 'loaded' as const, data: null }
      : { state, data: null };
