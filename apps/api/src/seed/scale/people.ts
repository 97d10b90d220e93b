import { INVESTOR_STATUS_CODES } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows';
import type { Tx } from '../common';
import { LAST_NAMES } from '../random';
import { chance, daysAgo, dni, type Ids, int, k, money, person, phone, pick, slug } from './draws';

/** Investors: a user, the investor (a company one in four), wallet, account and preferences. */
export async function investorsOf(tx: Tx, I: number, ids: Ids): Promise<void> {
  if (I === 0) return;
  await tx.execute(sql`
    insert into users (id, username, email, password_hash, firstname, lastname, tipo, email_verificado, lw,
      wallet_status_code, dni, phone, created_at)
    select ${ids.investorUsers} + k, 'inversor' || (${ids.i0} + k),
      ${slug(person(200).first)} || '.' || ${slug(person(200).last)} || '.' || (${ids.i0} + k) || '@inversores.test',
      '!', ${person(200).first}, ${person(200).last}, 'inversor', true, true,
      case when k % 11 = 0 then 10 else ${pick(k, 203, [5, 6, 7, 6, 6, 2])}::int end, ${dni(k, 204)}, ${phone(k, 205)},
      ${daysAgo(int(k, 206, 1, 3 * 365))}
    from generate_series(1, ${I}) k`);
  const statuses = INVESTOR_STATUS_CODES.flatMap((c) => Array(c === 'ACT' ? 6 : 1).fill(c) as string[]);
  await tx.execute(sql`
    insert into investors (id, user_id, status, legal_person, company_name, tax_id, position, frozen_by_lw, created_at,
      funds_origin, amount_to_invest, accreditation, optimistic_return, pessimistic_return, weighted_return)
    select ${ids.i0} + k, ${ids.investorUsers} + k, st.status, k % 4 = 1,
      case when k % 4 = 1 then ${pick(k, 210, ['Inversiones', 'Patrimonial', 'Capital', 'Gestión', 'Holding'])} || ' '
        || ${pick(k, 211, LAST_NAMES)} || ' ' || ${pick(k, 212, ['SL', 'SA', 'SLU'])} end,
      case when k % 4 = 1 then 'B' || lpad(${int(k, 213, 0, 99_999_999)}::text, 8, '0') end,
      case when k % 4 = 1 then 'Administrador único' end,
      st.status in ('BLO', 'FRA'), ${daysAgo(int(k, 206, 1, 3 * 365))},
      ${pick(k, 214, ['Ahorros', 'Herencia', 'Actividad profesional', 'Venta de inmueble'])},
      ${money(k, 215, 1000, 100_000)}, ${chance(k, 216, 0.3)}, ${money(k, 217, 6, 9)}, ${money(k, 218, 2, 5)},
      ${money(k, 219, 4, 7)}
    from generate_series(1, ${I}) k cross join lateral (select ${pick(k, 209, statuses)} as status) st`);
  await tx.execute(sql`
    insert into investor_preferences (investor_id, reinvestment, min_months, max_months, min_interest, max_interest,
      max_bet, loan_types, financing_type, points)
    select ${ids.i0} + k, ${chance(k, 220, 0.5)}, ${pick(k, 221, [3, 6, 12])}::int, ${pick(k, 222, [36, 60, 120])}::int,
      ${money(k, 223, 3, 6)}, ${money(k, 224, 10, 20)}, ${pick(k, 225, [50, 100, 250, 500])}::numeric,
      '["financiacion", "prestamo"]'::jsonb, ${pick(k, 226, ['financiacion', 'cobros'])}, ${int(k, 227, 0, 500)}
    from generate_series(1, ${I}) k`);
  await tx.execute(sql`
    insert into accounts (user_id, iban, iban_validado_lw, lw_iban_id)
    select ${ids.investorUsers} + k, 'ES' || lpad(${int(k, 230, 10, 99)}::text, 2, '0') || '0049' || lpad(k::text, 16, '0'),
      true, 'LWI' || (${ids.investorUsers} + k)
    from generate_series(1, ${I}) k where k % 10 <> 3`);
  await tx.execute(sql`
    insert into wallets (user_id, lw_id, balance, frozen_by_lw)
    select ${ids.investorUsers} + k, 'LW' || (${ids.investorUsers} + k),
      case when b.kind < 2 then 0 when b.kind < 5 then ${money(k, 232, 1, 1000)}
        when b.kind < 8 then ${money(k, 233, 1000, 10_000)} else ${money(k, 234, 10_000, 60_000)} end,
      i.status in ('BLO', 'FRA')
    from generate_series(1, ${I}) k join investors i on i.id = ${ids.i0} + k
    cross join lateral (select ${int(k, 231, 0, 9)} as kind) b`);
}

/** Borrowers: names from the demo's lists (so 'Núñez' and 'José' are many), DNI, phone, e-mail. */
export async function borrowersOf(tx: Tx, B: number, ids: Ids): Promise<void> {
  if (B === 0) return;
  const [base] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from users where tipo = 'prestatario'`),
  );
  const n0 = base?.n ?? 0;
  await tx.execute(sql`
    insert into users (id, username, email, password_hash, firstname, lastname, tipo, email_verificado,
      wallet_status_code, dni, phone)
    select ${ids.borrowers} + k, 'cliente' || (${n0} + k),
      ${slug(sql`p.first`)} || '.' || ${slug(sql`p.last`)} || '.' || (${n0} + k) || '@clientes.test',
      '!', p.first, p.last, 'prestatario', ${chance(k, 303, 0.9)},
      case when k % 29 = 0 then 10 else ${pick(k, 304, [-1, 5, 6, 6, 7, 16, 2])}::int end, ${dni(k, 305)}, ${phone(k, 306)}
    from generate_series(1, ${B}) k cross join lateral (select ${person(300).first} as first, ${person(300).last} as last) p`);
}
