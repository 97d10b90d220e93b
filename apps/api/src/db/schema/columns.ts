/** Column helpers shared by the schema's areas. */
import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
export const pct = (name: string) => numeric(name, { precision: 9, scale: 4, mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * The row's version: the database bumps it on every update that changes the row (the trigger
 * `row_version_bump`, migration 0023), whoever writes it. Records answer it as their ETag and
 * refuse a write sent with an older one (lib/recordVersion.ts).
 */
export const rowVersion = () => integer('version').notNull().default(1);
