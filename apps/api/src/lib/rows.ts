/** The rows of `db.execute(sql...)`: both drivers (pg, PGlite) answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
