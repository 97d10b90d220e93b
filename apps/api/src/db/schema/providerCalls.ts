/** Issue 16 Logs LW: every call the API made to an external provider (today the wallet provider, LW). */

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One call: when, who made it, whom it concerns, what it did and how it ended. No foreign keys:
 * a log outlives what it names (a user deleted later, or one created by a transaction that was
 * rolled back after the call).
 */
export const providerCalls = pgTable(
  'provider_calls',
  {
    id: serial('id').primaryKey(),
    /** When the call started. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The staff user behind the request that made the call. */
    userId: integer('user_id'),
    /** The customer (a user) the call concerns, when known. */
    customerId: integer('customer_id'),
    provider: text('provider').notNull(),
    operation: text('operation').notNull(),
    /** What it acted on: a user's IRI, a wallet's LW id. */
    target: text('target'),
    result: text('result').notNull(),
    /** The provider's error code, on failure. */
    code: integer('code'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [
    check('provider_calls_result_check', sql`${t.result} in ('ok', 'error')`),
    // The log reads newest first, filtered by day range.
    index('provider_calls_at_idx').on(t.at, t.id),
  ],
);
