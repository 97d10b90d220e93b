/**
 * The investor detail's demo data (issue 15), for every investor the platform seed made: documents
 * in every document status of loans §4, a status history ending in the investor's status, and a
 * few investors without an account (so "create an account" has somewhere to happen). Set-based
 * SQL keyed on the ids: deterministic and fast at every seed size.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';
import { SEED_TODAY } from './platform';

/** loans §4 document statuses: null not sent, 0 waiting, -1/1 pending, 2 accepted ... 8 duplicate. */
const DOCUMENT_STATUSES = [null, 0, -1, 1, 2, 3, 4, 5, 6, 7, 8] as const;
const DOCUMENT_TYPES = ['DNI anverso', 'DNI reverso', 'Justificante de titularidad', 'Origen de fondos'];

/** Every tenth investor (id ending in 3) has no account. */
export const INVESTOR_WITHOUT_ACCOUNT = sql`i.id % 10 = 3`;

export async function seedInvestorDetail(db: Db): Promise<{ documents: number; history: number }> {
  return db.transaction(async (tx) => {
    const statuses = sql.join(
      DOCUMENT_STATUSES.map((s) => (s === null ? sql`null::int` : sql`${s}::int`)),
      sql`, `,
    );
    const types = sql.join(
      DOCUMENT_TYPES.map((t) => sql`${t}::text`),
      sql`, `,
    );
    const today = sql`(${SEED_TODAY}::date + time '10:00')::timestamptz`;
    // Four documents each; over the investors, (id * 4 + k) walks through every status.
    const [docs] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with ins as (
          insert into documents (user_id, type, description, lw_id, status, name, stored_name, mime, size, sha256, created_at)
          select i.user_id,
            (array[${types}])[k.k + 1],
            (array[${types}])[k.k + 1] || ' del inversor',
            case when st.s is null then null else 'LWD' || i.id || '-' || k.k end,
            st.s,
            lower(replace((array[${types}])[k.k + 1], ' ', '-')) || '.pdf',
            '', 'application/pdf', 20000 + (i.id * 7919 + k.k * 104729) % 880000, '',
            ${today} - ((i.id * 37 + k.k * 11) % 400) * interval '1 day'
          from investors i
          cross join generate_series(0, 3) as k(k)
          cross join lateral (select (array[${statuses}])[1 + (i.id * 4 + k.k) % ${DOCUMENT_STATUSES.length}] as s) st
          returning 1
        ) select count(*)::int as n from ins`),
    );
    // Status history: registered (PEN), validated (ACT), and the change to any other current status.
    const [hist] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with staff as (select id from users where username = 'micro-admin'),
        rows as (
          select i.id, null::text as prev, 'PEN'::text as fin, ${today} - (300 + i.id % 60) * interval '1 day' as d
            from investors i
          union all
          select i.id, 'PEN', 'ACT', ${today} - (200 + i.id % 60) * interval '1 day' from investors i where i.status <> 'PEN'
          union all
          select i.id, 'ACT', i.status, ${today} - (20 + i.id % 60) * interval '1 day'
            from investors i where i.status not in ('PEN', 'ACT')
        ),
        ins as (
          insert into status_history (section, record_id, date, previous_state, final_state, user_id)
          select 'inversor', r.id, r.d, r.prev, r.fin, (select id from staff) from rows r
          returning 1
        ) select count(*)::int as n from ins`),
    );
    await tx.execute(
      sql`delete from accounts a using investors i where a.user_id = i.user_id and ${INVESTOR_WITHOUT_ACCOUNT}`,
    );
    return { documents: docs?.n ?? 0, history: hist?.n ?? 0 };
  });
}
