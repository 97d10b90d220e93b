import { type AuditedAction, auditDiff } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { IRI } from './iri';
import { rowsOf } from './rows';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The records a write on a person concerns (gaps): the person, their investor, the affiliates they
 * administer or sell for, the loans they borrow or co-borrow. Their account, KYC, wallet, payment
 * methods and personal data show on each of those records' 'Historial de acciones'.
 */
export async function personSubjects(tx: Tx | Db, userId: number): Promise<string[]> {
  const rows = rowsOf<{ iri: string }>(
    await tx.execute(sql`
      select ${`${IRI.investor}/`} || id as iri from investors where user_id = ${userId}
      union select ${`${IRI.afiliado}/`} || id from affiliates where administrador_id = ${userId}
      union select ${`${IRI.afiliado}/`} || affiliate_id from sales_agents
        where user_id = ${userId} and affiliate_id is not null
      union select ${`${IRI.loan}/`} || id from loans where user_id = ${userId}
      union select ${`${IRI.loan}/`} || id from loans where coborrower_id = ${userId}`),
  );
  return [`${IRI.user}/${userId}`, ...rows.map((r) => r.iri)];
}

const USER_IRI = /^\/api\/users\/(\d{1,9})$/;
const userOf = (resource: string | null): number | null => {
  const m = USER_IRI.exec(resource ?? '');
  return m ? Number(m[1]) : null;
};

/** One audit entry: who did what to which resource, with the rows before and after. */
export interface AuditEntry {
  userId: number | null;
  /** One the domain captions (AUDIT_ACTION_LABELS): the action history never shows a code. */
  action: AuditedAction;
  resource: string | null;
  before?: unknown;
  after?: unknown;
  /** Issue 14: the reason the user gave, where the action asks for one. */
  reason?: string | null;
  /**
   * Gaps: the other records the write concerns (an investor's preferences are the investor's),
   * whose history lists it too; the resource always is one.
   */
  subjects?: readonly (string | null | undefined)[];
  /** Gaps: a write on this person concerns their records too (personSubjects). */
  person?: number | null;
}

async function auditRow(tx: Tx | Db, entry: AuditEntry): Promise<typeof auditLog.$inferInsert> {
  const subjects = new Set<string>();
  if (entry.resource) subjects.add(entry.resource);
  for (const s of entry.subjects ?? []) if (s) subjects.add(s);
  // A write on a person (a user's IRI as resource: their data, KYC, an approval on them) concerns
  // their records too.
  const person = entry.person ?? userOf(entry.resource);
  if (typeof person === 'number') for (const s of await personSubjects(tx, person)) subjects.add(s);
  // Only what changed (the domain's auditDiff): a field the write did not change is not a change.
  const { before, after } = auditDiff(entry.before, entry.after);
  return {
    userId: entry.userId,
    action: entry.action,
    resource: entry.resource,
    before: before as object | null,
    after: after as object | null,
    reason: entry.reason ?? null,
    subjects: [...subjects],
  };
}

/**
 * Announces the written audit rows by id. Every API process listening hears of the writes when
 * (and only if) the transaction commits (plugins/events.ts); one statement however many ids.
 */
async function announce(tx: Tx | Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, id::text) from unnest(${`{${ids.join(',')}}`}::int[]) as id`,
  );
}

/**
 * Who did what to which resource (issue 5 "Writes"): give the rows before and after, the entry
 * keeps the fields that changed.
 */
export async function audit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  const rows = await tx
    .insert(auditLog)
    .values(await auditRow(tx, entry))
    .returning({ id: auditLog.id });
  await announce(
    tx,
    rows.map((r) => r.id),
  );
}

/** Rows per insert: 7 bound parameters each, far under PostgreSQL's 65,535 per statement. */
const AUDIT_CHUNK = 1000;

/** Many entries (a batch tool's, one per record), inserted a thousand at a time. */
export async function auditMany(tx: Tx | Db, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += AUDIT_CHUNK) {
    const rows = [];
    for (const entry of entries.slice(i, i + AUDIT_CHUNK)) rows.push(await auditRow(tx, entry));
    const written = await tx.insert(auditLog).values(rows).returning({ id: auditLog.id });
    await announce(
      tx,
      written.map((r) => r.id),
    );
  }
}

/** The channel on which each audited write is announced by its audit-log id (plugins/events.ts). */
export const EVENTS_CHANNEL = 'backoffice_writes';
