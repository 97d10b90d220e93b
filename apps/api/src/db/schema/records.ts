/** Records on any resource: documents, comments and worked days. */
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { affiliates } from './affiliates';
import { createdAt } from './columns';
import { loans } from './loans';
import { users } from './users';

/** Documents (§3 "Document"): metadata here, the file on disk under the data folder. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    affiliateId: integer('affiliate_id').references(() => affiliates.id, { onDelete: 'cascade' }),
    loanId: integer('loan_id').references(() => loans.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    description: text('description'),
    lwId: text('lw_id'),
    status: integer('status'),
    name: text('name').notNull(),
    storedName: text('stored_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_affiliate_idx').on(t.affiliateId),
    index('documents_user_idx').on(t.userId),
    index('documents_loan_idx').on(t.loanId),
  ],
);

/** Comments on any record (§3 "Comment"): `section` is the record kind, `recordId` its id. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    section: text('section').notNull(),
    recordId: integer('record_id').notNull(),
    departamento: text('departamento').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    tipo: text('tipo'),
    mensaje: text('mensaje').notNull(),
    createdAt: createdAt(),
  },
  // A record's comments newest first, and its last comment (the affiliate list) by a backward scan.
  (t) => [index('comments_record_idx').on(t.section, t.recordId, t.date, t.id)],
);

/** Worked days (§3 "Worked day"): one entry per user and date. */
export const workedDays = pgTable(
  'worked_days',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    hours: integer('hours').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('worked_days_user_date_unique').on(t.userId, t.date)],
);
