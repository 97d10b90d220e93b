/** What the server keeps about itself: cache versions, the audit log, flags, reports, client logs. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Versions of cached reads. Triggers (migration 0002) bump a row when the tables behind a cached
 * read change, in the writing transaction, so a reader that sees the new version sees the data.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Who did what, when: every write and admin action (before and after). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    action: text('action').notNull(),
    resource: text('resource'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 14: the reason the user gave, where the action asks for one. */
    reason: text('reason'),
    /**
     * Gaps (migration 0015): the IRIs of the records the write concerns, its resource among them
     * (an investor's preferences are the investor's too); a record's history reads by it.
     */
    subjects: text('subjects').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('audit_log_resource_idx').on(t.resource),
    // Issue 14: a record's trail, newest first ('Historial de acciones').
    index('audit_log_resource_created_idx').on(t.resource, t.createdAt),
    index('audit_log_subjects_idx').using('gin', t.subjects),
  ],
);

/** Flags the server keeps about itself (e.g. whether the demo seed has run). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Server-defined reports (GET /api/tools/reportsList): what the sidebar lists, and who may open them. */
export const reports = pgTable('reports', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** 'list' gives JSON rows; 'file' an .xlsx. */
  kind: text('kind').$type<'list' | 'file'>().notNull(),
  roles: jsonb('roles').$type<string[]>().notNull(),
  position: integer('position').notNull().default(0),
});

/** Client errors reported by the admin (POST /api/log). */
export const clientLogs = pgTable('client_logs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  type: text('type').notNull(),
  log: jsonb('log').notNull(),
  createdAt: createdAt(),
});
