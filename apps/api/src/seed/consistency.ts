/**
 * The demo seed's last step: what staff read in the data must hold together, whatever the parts
 * before wrote. Nothing has happened after the seed's day; a loan's arrears flags say how late its
 * oldest overdue installment is; a loan being repaid (EAM) or in arrears (RET) whose every
 * installment is settled is repaid (AMO). The invariant tests (test/seedInvariants.test.ts) check
 * the same rules on the seeded database.
 */
import { SETTLED_INSTALLMENT_STATUSES } from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isOverdueSql } from '../lib/installmentFigures';
import { SEED_TODAY } from './common';

/** Columns that record when something happened: never after the seed's day. */
export const EVENT_COLUMNS = [
  ['loans', 'created_at'],
  ['investments', 'created_at'],
  ['transfers', 'date'],
  ['cancellation_operations', 'date'],
  ['status_history', 'date'],
  ['comments', 'date'],
  ['documents', 'created_at'],
  ['killers', 'created_at'],
  ['asnefs', 'checked_at'],
  ['loan_operations', 'date'],
  ['amortizations', 'date'],
  ['bank_scrapes', 'created_at'],
  ['score_results', 'created_at'],
  ['ins_resumens', 'created_at'],
  ['bank_scrape_transactions', 'date'],
  ['loan_id_info', 'verified_at'],
] as const;

/** The seed's day at 10:00 UTC (the time its dated rows use), or now when the seed runs earlier. */
export const seedNow = (): SQL =>
  sql`least((${SEED_TODAY}::date + time '10:00')::timestamp at time zone 'UTC', now())`;

const list = (codes: readonly string[]) =>
  sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  );

/** How late each loan's oldest overdue installment is, in days (loans with none are absent). */
export const overdueDays = (): SQL => sql`
  select loan_id, (${SEED_TODAY}::date - min(fecha_cobro))::int as days
  from installments where ${isOverdueSql()} and fecha_cobro < ${SEED_TODAY}::date
  group by loan_id`;

export async function makeConsistent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [table, column] of EVENT_COLUMNS) {
      const c = sql.identifier(column);
      await tx.execute(
        sql`update ${sql.identifier(table)} set ${c} = least(${c}, ${seedNow()}) where ${c} > ${seedNow()}`,
      );
    }
    // Repaid: every installment settled, none owed.
    await tx.execute(sql`
      update loans l set estado_cd = 'AMO'
      where l.estado_cd in ('EAM', 'RET')
        and exists (select 1 from installments i where i.loan_id = l.id)
        and not exists (select 1 from installments i where i.loan_id = l.id
          and i.estado_cd not in (${list(SETTLED_INSTALLMENT_STATUSES)}))`);
    // The arrears flags from the installments: 30, 60 and 90 days past the oldest overdue one.
    await tx.execute(sql`
      update loans l set flags = coalesce(l.flags, '{}'::jsonb) || jsonb_build_object(
        't30', coalesce(o.days, 0) >= 30, 't60', coalesce(o.days, 0) >= 60, 't90', coalesce(o.days, 0) >= 90,
        'morosity', o.days is not null)
      from loans x left join (${overdueDays()}) o on o.loan_id = x.id
      where x.id = l.id`);
  });
}
