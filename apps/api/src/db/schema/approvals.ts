/** Issue 14 four-eyes: operations that wait for a second person (lib/approvals.ts). */

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const approvals = pgTable(
  'approvals',
  {
    id: serial('id').primaryKey(),
    /** The four-eyes action (domain FOUR_EYES_RULES): its executor runs the payload on approval. */
    action: text('action').notNull(),
    /** The record it acts on, as an IRI (/api/afiliados/12). */
    resource: text('resource'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status')
      .$type<'pending' | 'approved' | 'rejected' | 'failed'>()
      .notNull()
      .default('pending'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why it was rejected. */
    reason: text('reason'),
    /** What the executor answered (or the error that made it fail). */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    check('approvals_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'failed')`),
    index('approvals_status_requested_idx').on(t.status, t.requestedAt),
  ],
);
