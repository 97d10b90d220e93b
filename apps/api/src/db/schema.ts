import { sql } from 'drizzle-orm';
import {
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
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
  ],
);

/** Tokens revoked by logout or rotated by refresh: checked on every authenticated call. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

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
  },
  (t) => [index('audit_log_resource_idx').on(t.resource)],
);

/** Flags the server keeps about itself (e.g. whether the demo seed has run). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
