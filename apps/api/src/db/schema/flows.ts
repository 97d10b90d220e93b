/**
 * Issue 14, the loan flows (flows). What the server holds so a flow the browser runs step by step
 * never leaves a half state: the values a payment reset replaced (to restore them), and a lawsuit
 * filing that stays provisional until its flags land.
 */

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { loans } from './loans';
import { users } from './users';

export interface SnapshotInvestment {
  id: number;
  investorId: number;
  amount: number;
  isOwnInvestment: boolean;
  active: boolean;
  createdAt: string;
}

/** The loan's payment values and investments before a browser-run payment reset. */
export const resetPaymentSnapshots = pgTable(
  'reset_payment_snapshots',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    previous: jsonb('previous')
      .$type<{ moneyOutSent: boolean; contractVerified: boolean; estadoCd: string }>()
      .notNull(),
    investments: jsonb('investments').$type<SnapshotInvestment[]>().notNull(),
    state: text('state').$type<'open' | 'restored'>().notNull().default('open'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reset_payment_snapshots_state_check', sql`${t.state} in ('open', 'restored')`),
    index('reset_payment_snapshots_loan_idx').on(t.loanId),
  ],
);

/**
 * A lawsuit filing of a loan: 'provisional' while the debt is frozen and the certificate made,
 * 'filed' once demandaJudicial is set (in the same transaction as the flags).
 */
export const lawsuitFilings = pgTable(
  'lawsuit_filings',
  {
    loanId: integer('loan_id')
      .primaryKey()
      .references(() => loans.id, { onDelete: 'cascade' }),
    state: text('state').$type<'provisional' | 'filed'>().notNull().default('provisional'),
    cz: boolean('cz').notNull().default(false),
    /** The installments the freeze moved to FR, with the status each had. */
    frozen: jsonb('frozen').$type<{ id: number; estadoCd: string }[]>().notNull(),
    certificate: jsonb('certificate').$type<{ number: string; amount: number; date: string; cz: boolean }>(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    filedAt: timestamp('filed_at', { withTimezone: true }),
  },
  (t) => [check('lawsuit_filings_state_check', sql`${t.state} in ('provisional', 'filed')`)],
);
