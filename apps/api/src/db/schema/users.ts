/** Users, their logins and sales agents (platform §3 "User", "Sales agent"). */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
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
import { createdAt, rowVersion } from './columns';

/** Staff and platform users (spec platform-and-affiliates.md §3 "User"). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    roles: jsonb('roles').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    tipo: text('tipo').notNull().default('empleado'),
    enabled: boolean('enabled').notNull().default(true),
    emailVerificado: boolean('email_verificado').notNull().default(false),
    emailVerifiedByMandrill: boolean('email_verified_by_mandrill').notNull().default(false),
    phone: text('phone'),
    dni: text('dni'),
    reference: text('reference'),
    lw: boolean('lw').notNull().default(false),
    walletStatusCode: integer('wallet_status_code'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    ip: text('ip'),
    agent: text('agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: rowVersion(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // Text search on people (the lists' text filters, the finder): trigrams over search_fold().
    index('users_name_trgm').using(
      'gin',
      sql`search_fold(${t.firstname} || ' ' || ${t.lastname}) gin_trgm_ops`,
    ),
    index('users_dni_trgm').using('gin', sql`search_fold(${t.dni}) gin_trgm_ops`),
    index('users_email_trgm').using('gin', sql`search_fold(${t.email}) gin_trgm_ops`),
  ],
);

/** Every successful login, newest last (`{user}/last_logins`); `users.lastLogin` keeps the latest. */
export const userLogins = pgTable(
  'user_logins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    agent: text('agent'),
  },
  (t) => [index('user_logins_user_idx').on(t.userId, t.at)],
);

/**
 * Sales agents (§3 "Sales agent"): a user who sells, either for the platform (affiliateId null)
 * or for an affiliate's shop. `manager` is another sales agent.
 */
export const salesAgents = pgTable(
  'sales_agents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    affiliateId: integer('affiliate_id').references((): AnyPgColumn => affiliates.id, {
      onDelete: 'cascade',
    }),
    managerId: integer('manager_id').references((): AnyPgColumn => salesAgents.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sales_agents_user_unique').on(t.userId),
    index('sales_agents_affiliate_idx').on(t.affiliateId),
  ],
);
