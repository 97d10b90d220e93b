/**
 * A read cache that is never stale. Triggers bump a row of `cache_versions` in the transaction that
 * changes the data behind a cached read (migration 0002), whoever writes: any server, the seed,
 * psql. Every authenticated call reads those versions in the same round trip as the user
 * (plugins/auth.ts), and an entry serves only the version it was computed at.
 *
 * The version is read before the data. A write that commits in between makes the entry newer than
 * its version, never older, and the next call (seeing the new version) computes it again.
 *
 * Concurrent misses of one key at one version share one computation (single flight): after a
 * write, the N viewers of a list wait for one query instead of sending N.
 */
export class VersionedCache<V> {
  private version = -1;
  private readonly entries = new Map<string, V>();
  /** Computations under way, by version and key. */
  private readonly inFlight = new Map<string, Promise<V>>();

  constructor(private readonly maxEntries = 500) {}

  /** The cached value for this key at this version, computing and keeping it on a miss. */
  async get(version: number | undefined, key: string, compute: () => Promise<V>): Promise<V> {
    // No version (the data has no cache_versions row): serve uncached rather than wrongly.
    if (version === undefined) return compute();
    if (version === this.version) {
      const hit = this.entries.get(key);
      if (hit !== undefined) return hit;
    }
    const flightKey = `${version} ${key}`;
    const running = this.inFlight.get(flightKey);
    if (running) return running;
    const flight = compute().finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, flight);
    const value = await flight;
    this.keep(version, key, value);
    return value;
  }

  private keep(version: number, key: string, value: V): void {
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    if (version === this.version) {
      if (this.entries.size >= this.maxEntries) {
        // The oldest entry goes first (a Map keeps insertion order).
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, value);
    }
  }
}
