/** Investors, their preferences and investments (loans §3 "Investor"). */
import { sql } from 'drizzle-orm';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { affiliates } from './affiliates';
import { createdAt, money, pct, rowVersion } from './columns';
import { loans } from './loans';
import { users } from './users';

/** Investors (loans §3 "Investor"). */
export const investors = pgTable(
  'investors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    affiliateId: integer('affiliate_id').references((): AnyPgColumn => affiliates.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('ACT'),
    legalPerson: boolean('legal_person').notNull().default(false),
    companyName: text('company_name'),
    taxId: text('tax_id'),
    position: text('position'),
    fundsOrigin: text('funds_origin'),
    amountToInvest: money('amount_to_invest'),
    birthDate: date('birth_date'),
    address: text('address'),
    postcode: text('postcode'),
    accreditation: boolean('accreditation').notNull().default(false),
    optimisticReturn: pct('optimistic_return'),
    pessimisticReturn: pct('pessimistic_return'),
    weightedReturn: pct('weighted_return'),
    frozenByLw: boolean('frozen_by_lw').notNull().default(false),
    createdAt: createdAt(),
    version: rowVersion(),
  },
  (t) => [
    uniqueIndex('investors_user_unique').on(t.userId),
    // Text search (the investor list, the finder): trigrams over search_fold().
    index('investors_company_trgm').using('gin', sql`search_fold(${t.companyName}) gin_trgm_ops`),
    index('investors_tax_id_trgm').using('gin', sql`search_fold(${t.taxId}) gin_trgm_ops`),
  ],
);

/** Investor preferences (loans §3). */
export const investorPreferences = pgTable('investor_preferences', {
  id: serial('id').primaryKey(),
  investorId: integer('investor_id')
    .notNull()
    .unique('investor_preferences_investor_unique')
    .references(() => investors.id, { onDelete: 'cascade' }),
  reinvestment: boolean('reinvestment').notNull().default(false),
  minMonths: integer('min_months'),
  maxMonths: integer('max_months'),
  minInterest: pct('min_interest'),
  maxInterest: pct('max_interest'),
  maxBet: money('max_bet'),
  loanTypes: jsonb('loan_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  financingType: text('financing_type'),
  points: integer('points'),
  investInOwn: boolean('invest_in_own').notNull().default(false),
  percentageInvestInOwn: pct('percentage_invest_in_own'),
  commission: pct('commission'),
  notifications: jsonb('notifications').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
  version: rowVersion(),
});

/** Investments (§3 "Investment"): an investor's share of a loan. */
export const investments = pgTable(
  'investments',
  {
    id: serial('id').primaryKey(),
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    isOwnInvestment: boolean('is_own_investment').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    version: rowVersion(),
  },
  (t) => [
    index('investments_investor_idx').on(t.investorId, t.createdAt),
    index('investments_loan_idx').on(t.loanId),
  ],
);
