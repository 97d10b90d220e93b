import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { statusHistory, users } from '../db/schema';
import { iri } from './iri';
import { collection, member, type Paging, pageOf } from './jsonld';

/**
 * §7 {user}/statusHistoryList and {credito}/statusHistoryList: one page of a loan's or an
 * investor's status changes, newest first, each with the name of who made it. (The affiliate's
 * list is another shape: routes/affiliates/sections.ts.)
 */
export async function statusHistoryCollection(
  db: Db,
  section: 'credito' | 'inversor',
  recordId: number,
  basePath: string,
  query: Readonly<Record<string, string | undefined>>,
  paging: Paging,
) {
  const where = and(eq(statusHistory.section, section), eq(statusHistory.recordId, recordId));
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(statusHistory)
    .where(where);
  const q = db
    .select({ h: statusHistory, firstname: users.firstname, lastname: users.lastname })
    .from(statusHistory)
    .leftJoin(users, eq(users.id, statusHistory.userId))
    .where(where)
    .orderBy(desc(statusHistory.date), desc(statusHistory.id));
  const rows = await pageOf(q, paging);
  return collection(
    'StatusHistory',
    basePath,
    query,
    rows.map(({ h, firstname, lastname }) =>
      member('StatusHistory', `/api/status_histories/${h.id}`, {
        id: h.id,
        date: h.date.toISOString(),
        previousState: h.previousState,
        finalState: h.finalState,
        user: iri('user', h.userId),
        userName: firstname === null ? null : `${firstname} ${lastname ?? ''}`.trim(),
      }),
    ),
    total,
    paging,
  );
}
