/** True for the SWR keys of every read of this loan (keyed by its id): the header, the open tab, the flags. */
export const isReadOfLoan =
  (id: string) =>
  (key: unknown): boolean =>
    Array.isArray(key) &&
    typeof key[1] === 'object' &&
    key[1] !== null &&
    String((key[1] as { id?: unknown }).id) === String(id);
