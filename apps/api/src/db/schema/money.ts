/** Money: wallets, transfers, cancellations, provision funds and money operations. */
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { affiliates } from './affiliates';
import { createdAt, money } from './columns';
import { loans } from './loans';
import { users } from './users';

/** Wallets at the provider LW (§3 "Wallets"), one per user. */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lwId: text('lw_id'),
    balance: money('balance').notNull().default(0),
    plataformaPayments: money('plataforma_payments').notNull().default(0),
    provisionFund: money('provision_fund').notNull().default(0),
    parentId: integer('parent_id').references((): AnyPgColumn => wallets.id, { onDelete: 'set null' }),
    frozenByLw: boolean('frozen_by_lw').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wallets_user_unique').on(t.userId)],
);

/** Transfers (§3 "Transfer") between the platform and an affiliate, per loan. */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    loanId: integer('loan_id').references((): AnyPgColumn => loans.id, { onDelete: 'set null' }),
    date: timestamp('date', { withTimezone: true }).notNull(),
    direction: text('direction').notNull(),
    code: text('code').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull(),
    comercialId: integer('comercial_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('transfers_affiliate_idx').on(t.affiliateId, t.date)],
);

/** Cancellations (§3 "Cancellation"): an affiliate cancels a loan of its own (§5 credit-id rule). */
export const cancellationOperations = pgTable(
  'cancellation_operations',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    loanId: integer('loan_id')
      .notNull()
      .references((): AnyPgColumn => loans.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    date: date('date').notNull(),
    amount: money('amount').notNull(),
    finalAmount: money('final_amount'),
    validated: boolean('validated').notNull().default(false),
    byTransfer: boolean('by_transfer').notNull().default(false),
    salesAgentId: integer('sales_agent_id').references(() => users.id, { onDelete: 'set null' }),
    previousOperationId: integer('previous_operation_id').references(
      (): AnyPgColumn => cancellationOperations.id,
      {
        onDelete: 'set null',
      },
    ),
    nextOperationId: integer('next_operation_id').references((): AnyPgColumn => cancellationOperations.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('cancellations_affiliate_idx').on(t.affiliateId)],
);

/** Provision-fund movements (§3 "Provision fund: quarters with movements grouped by quarter"). */
export const provisionFundMovements = pgTable(
  'provision_fund_movements',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    loanId: integer('loan_id').references((): AnyPgColumn => loans.id, { onDelete: 'set null' }),
    date: date('date').notNull(),
    amount: money('amount').notNull(),
    concept: text('concept').notNull(),
  },
  (t) => [index('provision_fund_affiliate_idx').on(t.affiliateId, t.date)],
);

/**
 * Money operations of the tools (moneyP2P, moneyOut). The unique idempotency key makes the
 * database, not a lock in memory, the guard against a double click creating two movements.
 */
export const moneyOperations = pgTable(
  'money_operations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    affiliateId: integer('affiliate_id').references(() => affiliates.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    msg: text('msg').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    response: jsonb('response').notNull(),
    /**
     * 'pending' while the wallet provider is called (a money out's amount is already reserved on
     * the wallet), then 'done'; a provider failure deletes the row and releases the reservation.
     */
    state: text('state').notNull().default('done'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('money_operations_key_unique').on(t.createdBy, t.idempotencyKey),
    // A wallet's money outs of a day (the four-eyes threshold per wallet and day).
    index('money_operations_wallet_day_idx').on(t.userId, t.createdAt),
  ],
);
