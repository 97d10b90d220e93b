import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { SEED_TODAY } from './platform';

/**
 * Issue 16: demo data for the listings the platform seed leaves empty. Some borrowers and
 * investors have their wallet blocked at LW (code 10, 'Bloqueada'), and borrowers of loans in
 * amortization have cards expiring next month and later (the seed's other cards are expired).
 * Deterministic, derived from the ids the platform seed gave.
 */
export async function seedListings(db: Db): Promise<void> {
  await db.execute(sql`
    update users set wallet_status_code = 10
    where (tipo = 'prestatario' and id % 29 = 0) or (tipo = 'inversor' and id % 11 = 0)`);
  await db.execute(sql`
    insert into payment_methods (user_id, loan_id, type, last4, expires_at, enabled, invalid, invalid_type)
    select l.user_id, l.id, 'card', lpad(((l.id * 71) % 10000)::text, 4, '0'),
      (date_trunc('month', ${SEED_TODAY}::date) + (1 + l.id % 3) * interval '1 month' + (l.id % 27) * interval '1 day')::date,
      true, false, false
    from loans l
    where l.estado_cd in ('EAM', 'AMO', 'AMA', 'ACC', 'FAC', 'RET')
    order by l.id limit 60`);
}
