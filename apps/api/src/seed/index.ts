import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { meta } from '../db/schema';
import { seedDemoUsers } from './demoUsers';

const SEEDED = 'demo_seeded';

/** Seeds the demo data once per database; later starts find the flag and leave the data alone. */
export async function seedDemoOnce(db: Db): Promise<boolean> {
  const [flag] = await db.select().from(meta).where(eq(meta.key, SEEDED));
  if (flag) return false;
  await seedDemo(db);
  await db.insert(meta).values({ key: SEEDED, value: new Date().toISOString() }).onConflictDoNothing();
  return true;
}

export async function seedDemo(db: Db): Promise<void> {
  await seedDemoUsers(db);
}
