import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { meta } from '../db/schema';
import { syncReports } from '../reports/sync';
import { makeConsistent } from './consistency';
import { seedDemoUsers } from './demoUsers';
import { seedInvestorDetail } from './investorDetail';
import { seedListings } from './listings';
import { seedLoanDetail } from './loans';
import { type SeedReport, type SeedSize, seedPlatform } from './platform';
import { seedProviderCalls } from './providerCalls';

export { SEED_SIZES, type SeedReport, type SeedSize } from './platform';

const SEEDED = 'demo_seeded';

/** `SEED_SIZE=small|default|large|tiny` (default: default). */
export function seedSizeFrom(value: string | undefined): SeedSize {
  return value === 'small' || value === 'large' || value === 'tiny' ? value : 'default';
}

/** Seeds the demo data once per database; later starts find the flag and leave the data alone. */
export async function seedDemoOnce(db: Db, size: SeedSize = 'default'): Promise<SeedReport | false> {
  const [flag] = await db.select().from(meta).where(eq(meta.key, SEEDED));
  if (flag) return false;
  const report = (await seedDemo(db, size)) as SeedReport;
  await db.insert(meta).values({ key: SEEDED, value: new Date().toISOString() }).onConflictDoNothing();
  // Fresh statistics and visibility maps for the planner, rather than waiting for autovacuum to
  // notice the bulk insert: the first queries after the first start get their index-only scans.
  await db.execute(sql`vacuum analyze`);
  return report;
}

/** The demo staff accounts and, unless `size` is 'users', the platform data of that size. */
export async function seedDemo(db: Db, size: SeedSize | 'users' = 'users'): Promise<SeedReport | null> {
  await seedDemoUsers(db);
  await syncReports(db);
  if (size === 'users') return null;
  const report = await seedPlatform(db, size);
  // Issue 13: the loan detail of a subset of the loans (every status, scrapes, scoring...).
  const started = performance.now();
  await seedLoanDetail(db);
  // Issue 16: what the listings need to show something.
  await seedListings(db);
  // Issue 15: the investor detail's documents, status history and accounts.
  await seedInvestorDetail(db);
  // Issue 16: the wallet-provider calls Logs LW shows.
  await seedProviderCalls(db);
  // What staff read must hold together: nothing after today, flags and statuses from installments.
  await makeConsistent(db);
  await db.execute(sql`analyze`);
  return { ...report, ms: report.ms + Math.round(performance.now() - started) };
}
