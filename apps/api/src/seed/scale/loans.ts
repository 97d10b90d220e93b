import { ACTIVE_AFFILIATE_STATES } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows';
import { SEED_TODAY, type Tx } from '../common';
import {
  AMORTIZING,
  chance,
  daysAgo,
  FUNDED,
  type Ids,
  int,
  k,
  LOAN_STATES_WEIGHTED,
  type Log,
  list,
  money,
  pick,
  rnd,
  SCHEDULED,
} from './draws';

/** The loans: type, amount, months, rate and status drawn as the demo draws them. */
export async function loansOf(tx: Tx, N: number, B: number, ids: Ids): Promise<void> {
  if (N === 0) return;
  const active = sql.join(
    (ACTIVE_AFFILIATE_STATES as readonly string[]).map((s) => sql`${s}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into loans (id, code, tipo, estado_cd, origin, demo, funder, from_api, contract_signed, allow_own_investment,
      user_id, affiliate_id, sales_agent_id, money_out_sent, contract_verified, score_simplai, score_simplai_resolution,
      cobros, cantidad, cantidad_solicitada, meses, meses_solicitados, tin, tae, p_tin_i, cuota_mensual, categoria,
      sepa_day, estado_instantor, flags, created_at)
    select t.id, (case t.tipo when 'financiacion' then 'F' when 'bnpl' then 'B' else 'C' end) || lpad(t.id::text, 7, '0'),
      t.tipo, ${pick(k, 401, LOAN_STATES_WEIGHTED)}, ${pick(k, 402, ['WEB', 'TIENDA', 'API'])}, ${chance(k, 403, 0.01)},
      ${pick(k, 404, ['plataforma', 'plataforma', 'bankia', 'santander'])}, ${chance(k, 405, 0.2)}, ${chance(k, 406, 0.8)},
      ${chance(k, 407, 0.1)}, ${ids.borrowers} + 1 + (k - 1) % ${B}, a.id,
      case when a.id > ${ids.a0} and (a.id - ${ids.a0}) % 2 = 0 then ${ids.s0} + (a.id - ${ids.a0}) / 2 end,
      ${chance(k, 408, 0.7)}, ${chance(k, 409, 0.7)}, ${int(k, 410, 1, 5)},
      ${pick(k, 411, ['Aceptado', 'Aceptado con reservas', 'Rechazado'])}, ${chance(k, 412, 0.15)},
      m.cantidad, m.cantidad, m.meses, m.meses, m.tin, round(m.tin * 1.1, 2), m.tin,
      round(case when m.tin = 0 then m.cantidad / m.meses
        else m.cantidad * (m.tin / 1200) / (1 - power(1 + m.tin / 1200, -m.meses)) end, 2),
      nullif(${pick(k, 413, ['a', 'b', 'c', 'd', 'e', 'f', ''])}, ''), ${pick(k, 414, [1, 5, 10, 15, 20])}::int,
      ${pick(k, 415, ['OK', 'OK', 'PENDIENTE', 'ERROR'])},
      jsonb_build_object('t30', ${chance(k, 416, 0.05)}, 't60', ${chance(k, 417, 0.03)}, 't90', ${chance(k, 418, 0.02)},
        'fraud', ${chance(k, 419, 0.005)}),
      ${daysAgo(int(k, 420, 1, 1000))}
    from generate_series(1, ${N}) k
    cross join lateral (select ${ids.l0} + k as id, ${pick(k, 421, ['financiacion', 'financiacion', 'financiacion', 'bnpl', 'prestamo'])} as tipo) t
    cross join lateral (select
      round((300 + ${rnd(k, 422)} * (case when t.tipo = 'bnpl' then 2700 else 39700 end))::numeric, 2) as cantidad,
      case t.tipo when 'bnpl' then ${pick(k, 423, [3, 4, 6])}::int when 'prestamo' then ${pick(k, 424, [12, 24, 36, 48, 60])}::int
        else ${pick(k, 425, [6, 12, 12, 18, 24, 24, 36])}::int end as meses,
      case when t.tipo = 'bnpl' then 0 else ${money(k, 426, 0, 18)} end as tin) m
    -- Mostly affiliates in an active state, as the demo (the arrays are built once).
    cross join (select array_agg(id order by id) filter (where estado_cd in (${active})) as lending,
      array_agg(id order by id) as everyone from affiliates) f
    cross join lateral (select case when ${chance(k, 427, 0.95)}
      then f.lending[1 + floor(${rnd(k, 428)} * array_length(f.lending, 1))::int]
      else f.everyone[1 + floor(${rnd(k, 429)} * array_length(f.everyone, 1))::int] end as id) a`);
}

/** The loans' installments, investments, transfers, cancellations, cards, history and operations. */
export async function loanRecords(tx: Tx, l0: number, log: Log): Promise<void> {
  const bulk = sql`l.id > ${l0}`;
  // The platform seed's schedule: the annuity split of each month, paid before the seed's day.
  // Per row, one power() and date arithmetic without time zones: the balance before the month
  // (`before`) gives the interest, the principal and the balance after it.
  await tx.execute(sql`
    insert into installments (loan_id, estado_cd, numero, fecha_inicio, fecha_cobro, saldo, principal, interest, opening_fee)
    select l.id,
      case
        when l.estado_cd not in (${list(AMORTIZING)}) or d.due >= ${SEED_TODAY}::date then 'PD'
        when l.id % 13 = 0 and (d.start + make_interval(months => n.n + 2))::date >= ${SEED_TODAY}::date
          then (array['RE','DV','GT','FR'])[1 + (l.id / 13) % 4]
        else 'CO'
      end,
      n.n, (d.start + make_interval(months => n.n - 1))::date, d.due,
      greatest(0, b.before * (1 + v.r) - v.c)::numeric(14, 2), (v.c - v.r * b.before)::numeric(14, 2),
      (v.r * b.before)::numeric(14, 2), case when n.n = 1 then round(l.cantidad * 0.02, 2) else 0 end
    from loans l
    cross join lateral (select coalesce(l.tin, 0)::float8 / 1200 as r, l.cantidad::float8 as p,
      l.cuota_mensual::float8 as c, (l.created_at at time zone 'UTC')::date as start) v
    cross join lateral generate_series(1, l.meses) as n(n)
    cross join lateral (select power(1 + v.r, n.n - 1) as q) q
    cross join lateral (select case when v.r = 0 then v.p - v.c * (n.n - 1)
      else v.p * q.q - v.c * (q.q - 1) / v.r end as before) b
    cross join lateral (select v.start as start, (v.start + make_interval(months => n.n))::date as due) d
    where ${bulk} and l.estado_cd in (${list(SCHEDULED)})`);
  log('cuotas');
  const [inv] = rowsOf<{ first: number; n: number }>(
    await tx.execute(sql`select min(id)::int as first, count(*)::int as n from investors`),
  );
  if (inv && inv.n > 0)
    await tx.execute(sql`
      insert into investments (investor_id, loan_id, amount, is_own_investment, created_at)
      select ${inv.first} + ((l.id::int8 * 7919 + k.k * 104729) % ${inv.n}), l.id, round(l.cantidad / (1 + l.id % 4), 2),
        l.allow_own_investment and k.k = 1, l.created_at + interval '2 days'
      from loans l cross join lateral generate_series(1, 1 + l.id % 4) as k(k)
      where ${bulk} and l.estado_cd in (${list(FUNDED)})`);
  log('inversiones');
  await tx.execute(sql`
    insert into transfers (affiliate_id, loan_id, date, direction, code, amount, status, comercial_id)
    select l.affiliate_id, l.id, l.created_at + interval '3 days', case when l.id % 17 = 0 then 'entrada' else 'salida' end,
      'TR' || lpad(l.id::text, 8, '0'), l.cantidad, case when l.id % 23 = 0 then 'pendiente' else 'realizada' end,
      a.assigned_sales_agent_id
    from loans l join affiliates a on a.id = l.affiliate_id
    where ${bulk} and l.money_out_sent and l.estado_cd in (${list(AMORTIZING)})`);
  await tx.execute(sql`
    insert into cancellation_operations (affiliate_id, loan_id, date, amount, final_amount, validated, by_transfer, sales_agent_id)
    select l.affiliate_id, l.id, (l.created_at + interval '20 days')::date, l.cantidad, round(l.cantidad * 0.98, 2),
      l.id % 2 = 0, l.id % 3 = 0, a.assigned_sales_agent_id
    from loans l join affiliates a on a.id = l.affiliate_id where ${bulk} and l.id % 41 = 0`);
  await tx.execute(sql`
    insert into payment_methods (user_id, loan_id, type, last4, expires_at, enabled, invalid)
    select l.user_id, l.id, case when l.id % 3 = 0 then 'sdd' else 'card' end, lpad(((l.id * 37) % 10000)::text, 4, '0'),
      (${SEED_TODAY}::date + ((l.id % 48) - 6) * interval '1 month')::date, l.id % 19 <> 0, l.id % 29 = 0
    from loans l where ${bulk}`);
  log('tarjetas');
  await tx.execute(sql`
    insert into status_history (section, record_id, date, previous_state, final_state)
    select 'credito', l.id, l.created_at, null, l.estado_cd from loans l where ${bulk}`);
  // Wallet movements of the loans: the money out, the first installments collected, a returned one.
  await tx.execute(sql`
    insert into loan_operations (loan_id, type, amount, date, description)
    select l.id, o.type, o.amount, l.created_at + o.days * interval '1 day', o.description
    from loans l cross join lateral (values
      ('moneyOut', l.cantidad, 3, 'Desembolso al afiliado'),
      ('cobroCuota', coalesce(l.cuota_mensual, 0), 35, 'Cobro de la primera cuota'),
      ('cobroCuota', coalesce(l.cuota_mensual, 0), 65, 'Cobro de la segunda cuota'),
      ('devolucion', -coalesce(l.cuota_mensual, 0), 96, 'Recibo devuelto')) as o(type, amount, days, description)
    where ${bulk} and l.estado_cd in (${list(AMORTIZING)}) and (o.type <> 'devolucion' or l.id % 13 = 0)
      and l.created_at + o.days * interval '1 day' < ${SEED_TODAY}::date`);
}
