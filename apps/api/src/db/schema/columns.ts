/** Column helpers shared by the schema's areas. */
import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
export const pct = (name: string) => numeric(name, { precision: 9, scale: 4, mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
