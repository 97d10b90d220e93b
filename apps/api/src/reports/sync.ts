import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reports } from '../db/schema';
import { REPORTS } from './catalogue';

/** Makes the reports table say what the catalogue says (run after migrations, and by the seed). */
export async function syncReports(db: Db): Promise<void> {
  await db
    .insert(reports)
    .values(
      REPORTS.map((r, position) => ({ id: r.id, name: r.name, kind: r.kind, roles: [...r.roles], position })),
    )
    .onConflictDoUpdate({
      target: reports.id,
      set: {
        name: sql`excluded.name`,
        kind: sql`excluded.kind`,
        roles: sql`excluded.roles`,
        position: sql`excluded.position`,
      },
    });
}
