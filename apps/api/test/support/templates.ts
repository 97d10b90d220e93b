import { openDatabase } from '../../src/db/client';
import { seedDemo } from '../../src/seed/index';

/** The databases a test file may start from: demo staff only, or the tiny platform seed as well. */
export const TEMPLATE_SEEDS = ['users', 'tiny'] as const;
export type TemplateSeed = (typeof TEMPLATE_SEEDS)[number];

/** Migrates and seeds a database at `url` (PostgreSQL) or in memory (PGlite); answers the PGlite dump. */
export async function buildTemplate(seed: TemplateSeed, url?: string): Promise<Blob | null> {
  const database = await openDatabase(url ? { url } : { memory: true });
  await database.migrate();
  await seedDemo(database.db, seed);
  const dump = database.dump ? await database.dump() : null;
  await database.close();
  return dump;
}
