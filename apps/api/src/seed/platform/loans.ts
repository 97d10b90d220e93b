/** Borrowers and loans, and what the database builds from them: installments, investments, transfers. */
import { ACTIVE_AFFILIATE_STATES, LOAN_PHASES, monthlyPayment } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import * as s from '../../db/schema';
import { bankMovementValues, bulk, daysAgo, NO_LOGIN, person, SEED_TODAY } from '../common';
import { dni, phone, slug } from '../random';
import type { Aff, SeedContext } from './context';

const LOAN_STATES_WEIGHTED: readonly string[] = [
  ...Array(12).fill(LOAN_PHASES.FA.states).flat(),
  ...LOAN_PHASES.FS.states,
  ...LOAN_PHASES.FE.states,
  ...LOAN_PHASES.FF.states,
  ...LOAN_PHASES.FD.states,
  ...LOAN_PHASES.FC.states,
];

/** Borrowers and loans; loans go mostly to affiliates in active-type states. Their ids. */
export async function seedLoans(
  { tx, rng, cfg }: SeedContext,
  affs: readonly Aff[],
  agentsByAff: ReadonlyMap<number, number[]>,
): Promise<number[]> {
  // Borrowers and loans. Loans go mostly to affiliates in active-type states.
  const lending = affs.filter((a) => (ACTIVE_AFFILIATE_STATES as readonly string[]).includes(a.estadoCd));
  const borrowerCount = Math.max(1, Math.round(cfg.loans * 0.85));
  const borrowerIds: number[] = [];
  const borrowerRows: (typeof s.users.$inferInsert)[] = [];
  for (let i = 0; i < borrowerCount; i += 1) {
    const p = person(rng);
    borrowerRows.push({
      username: `cliente${i + 1}`,
      email: `${slug(p.firstname)}.${slug(p.lastname)}.${i + 1}@clientes.test`,
      passwordHash: NO_LOGIN,
      ...p,
      tipo: 'prestatario',
      emailVerificado: rng.chance(0.9),
      walletStatusCode: rng.pick([-1, 5, 6, 6, 7, 16, 2]),
      dni: dni(rng),
      phone: phone(rng),
    });
  }
  for (const id of await bulk(tx, s.users, borrowerRows)) borrowerIds.push(id);
  const loanRows: (typeof s.loans.$inferInsert)[] = [];
  for (let i = 0; i < cfg.loans; i += 1) {
    const a = rng.chance(0.95) && lending.length > 0 ? rng.pick(lending) : rng.pick(affs);
    const tipo = rng.pick(['financiacion', 'financiacion', 'financiacion', 'bnpl', 'prestamo']);
    const cantidad = rng.money(300, tipo === 'bnpl' ? 3000 : 40_000);
    const meses =
      tipo === 'bnpl'
        ? rng.pick([3, 4, 6])
        : tipo === 'prestamo'
          ? rng.pick([12, 24, 36, 48, 60])
          : rng.pick([6, 12, 12, 18, 24, 24, 36]);
    const tin = tipo === 'bnpl' ? 0 : rng.money(0, 18);
    const agents = agentsByAff.get(a.id);
    loanRows.push({
      code: `TMP${i}`,
      tipo,
      estadoCd: rng.pick(LOAN_STATES_WEIGHTED),
      origin: rng.pick(['WEB', 'TIENDA', 'API']),
      demo: rng.chance(0.01),
      funder: rng.pick(['plataforma', 'plataforma', 'bankia', 'santander']),
      fromApi: rng.chance(0.2),
      contractSigned: rng.chance(0.8),
      allowOwnInvestment: rng.chance(0.1),
      userId: borrowerIds[i % borrowerIds.length] as number,
      affiliateId: a.id,
      salesAgentId: agents && agents.length > 0 ? rng.pick(agents) : null,
      moneyOutSent: rng.chance(0.7),
      contractVerified: rng.chance(0.7),
      scoreSimplai: rng.int(1, 5),
      scoreSimplaiResolution: rng.pick(['Aceptado', 'Aceptado con reservas', 'Rechazado']),
      cobros: rng.chance(0.15),
      cantidad,
      cantidadSolicitada: cantidad,
      meses,
      mesesSolicitados: meses,
      tin,
      tae: Math.round(tin * 1.1 * 100) / 100,
      pTinI: tin,
      cuotaMensual: Math.round(monthlyPayment(cantidad, tin, meses) * 100) / 100,
      categoria: rng.pick(['a', 'b', 'c', 'd', 'e', 'f', null]),
      sepaDay: rng.pick([1, 5, 10, 15, 20]),
      estadoInstantor: rng.pick(['OK', 'OK', 'PENDIENTE', 'ERROR']),
      flags: {
        t30: rng.chance(0.05),
        t60: rng.chance(0.03),
        t90: rng.chance(0.02),
        fraud: rng.chance(0.005),
      },
      createdAt: daysAgo(rng.int(1, 1000)),
    });
  }
  const loanIds = await bulk(tx, s.loans, loanRows);
  // loans §2: F (financing), B (bnpl) or C (other) and the id zero-padded to 7 digits.
  await tx.execute(
    sql`update loans set code = (case tipo when 'financiacion' then 'F' when 'bnpl' then 'B' else 'C' end) || lpad(id::text, 7, '0')`,
  );
  return loanIds;
}

/** The loans' installments, investments, transfers, cancellations, payment methods, scrapes and history, built by the database. */
export async function seedLoanRecords({ tx }: SeedContext, investorIds: readonly number[]) {
  // Installments, from the loans themselves: the annuity split of each month, paid before today.
  // Loans still in application or study, or denied, have no schedule yet.
  await tx.execute(sql`
    insert into installments (loan_id, estado_cd, numero, fecha_inicio, fecha_cobro, saldo, principal, interest, opening_fee)
    select l.id,
      case
        when l.estado_cd not in ('EAM','AMO','AMA','ACC','FAC','RET') then 'PD'
        when (l.created_at + (n.n) * interval '1 month')::date >= ${SEED_TODAY}::date then 'PD'
        when l.id % 13 = 0 and (l.created_at + (n.n + 2) * interval '1 month')::date >= ${SEED_TODAY}::date
          then (array['RE','DV','GT','FR'])[1 + (l.id / 13) % 4]
        else 'CO'
      end,
      n.n,
      (b.start + (n.n - 1) * interval '1 month')::date,
      (b.start + (n.n) * interval '1 month')::date,
      round(greatest(0, case when r.r = 0 then l.cantidad::float8 - l.cuota_mensual::float8 * n.n
        else l.cantidad::float8 * power(1 + r.r, n.n) - l.cuota_mensual::float8 * (power(1 + r.r, n.n) - 1) / r.r end)::numeric, 2),
      round((l.cuota_mensual::float8 - case when r.r = 0 then 0 else r.r * (case when n.n = 1 then l.cantidad::float8
        else l.cantidad::float8 * power(1 + r.r, n.n - 1) - l.cuota_mensual::float8 * (power(1 + r.r, n.n - 1) - 1) / r.r end) end)::numeric, 2),
      round((case when r.r = 0 then 0 else r.r * (case when n.n = 1 then l.cantidad::float8
        else l.cantidad::float8 * power(1 + r.r, n.n - 1) - l.cuota_mensual::float8 * (power(1 + r.r, n.n - 1) - 1) / r.r end) end)::numeric, 2),
      case when n.n = 1 then round(l.cantidad * 0.02, 2) else 0 end
    from loans l
    -- A loan still being funded or signed (PUB, FIR) starts repaying after today.
    cross join lateral (select case when l.estado_cd in ('PUB', 'FIR') then ${SEED_TODAY}::timestamptz
      else l.created_at end as start) b
    cross join lateral (select coalesce(l.tin, 0)::float8 / 1200 as r) r
    cross join lateral generate_series(1, l.meses) as n(n)
    where l.estado_cd in ('EAM','AMO','AMA','ACC','FAC','RET','PUB','FIR')
  `);

  // Investments: funded loans are shared by one to four investors.
  const nInv = investorIds.length;
  const firstInv = investorIds[0] as number;
  await tx.execute(sql`
    insert into investments (investor_id, loan_id, amount, is_own_investment, created_at)
    select ${firstInv} + ((l.id * 7919 + k.k * 104729) % ${nInv}), l.id,
      round(l.cantidad / (1 + l.id % 4), 2), l.allow_own_investment and k.k = 1,
      l.created_at + interval '2 days'
    from loans l cross join lateral generate_series(1, 1 + l.id % 4) as k(k)
    where l.estado_cd in ('PUB','FIR','EAM','AMO','AMA','ACC','FAC','RET','DE1','DE2','DE3','DE4')
  `);
  // Transfers to the affiliate for the loans paid out, and some returns.
  await tx.execute(sql`
    insert into transfers (affiliate_id, loan_id, date, direction, code, amount, status, comercial_id)
    select l.affiliate_id, l.id, l.created_at + interval '3 days',
      case when l.id % 17 = 0 then 'entrada' else 'salida' end,
      'TR' || lpad(l.id::text, 8, '0'), l.cantidad,
      case when l.id % 23 = 0 then 'pendiente' else 'realizada' end,
      a.assigned_sales_agent_id
    from loans l join affiliates a on a.id = l.affiliate_id
    where l.money_out_sent and l.estado_cd in ('EAM','AMO','AMA','ACC','FAC','RET')
  `);
  // Cancellations by the affiliate of a few of its own loans.
  await tx.execute(sql`
    insert into cancellation_operations (affiliate_id, loan_id, date, amount, final_amount, validated, by_transfer, sales_agent_id)
    select l.affiliate_id, l.id, (l.created_at + interval '20 days')::date, l.cantidad,
      round(l.cantidad * 0.98, 2), l.id % 2 = 0, l.id % 3 = 0, a.assigned_sales_agent_id
    from loans l join affiliates a on a.id = l.affiliate_id
    where l.id % 41 = 0
  `);
  // Payment methods of the borrowers, and an open-banking scrape for one loan in ten.
  await tx.execute(sql`
    insert into payment_methods (user_id, loan_id, type, last4, expires_at, enabled, invalid)
    select l.user_id, l.id, case when l.id % 3 = 0 then 'sdd' else 'card' end,
      lpad(((l.id * 37) % 10000)::text, 4, '0'), (${SEED_TODAY}::date + ((l.id % 48) - 6) * interval '1 month')::date,
      l.id % 19 <> 0, l.id % 29 = 0
    from loans l
  `);
  await tx.execute(sql`
    insert into bank_scrapes (loan_id, provider, status, summary)
    select l.id, 'simulado', 'ok', jsonb_build_object('saldoMedio', (l.id * 13) % 5000, 'nominas', l.id % 2 = 0)
    from loans l where l.id % 10 = 0
  `);
  await tx.execute(sql`
    insert into bank_scrape_accounts (scrape_id, iban, account, principals, ready)
    select b.id, null, lpad(((b.loan_id * 7919) % 10000000000)::text, 10, '0'), '[]'::jsonb, true from bank_scrapes b
  `);
  const movements = bankMovementValues();
  await tx.execute(sql`
    insert into bank_scrape_transactions (account_id, date, amount, description, tag)
    select c.id, (${SEED_TODAY}::date - (k.k * 9)),
      case when mv.income then round((900 + (c.id * k.k * 31) % 2000)::numeric, 2)
        else round(-((c.id * k.k * 31) % 40000 / 100.0 + 1)::numeric, 2) end,
      mv.description, mv.tag
    from bank_scrape_accounts c cross join lateral generate_series(1, 6) as k(k)
    join (values ${movements.values}) as mv(k, tag, description, income)
      on mv.k = 1 + (c.id + k.k) % ${movements.count}
  `);
  await tx.execute(sql`
    insert into status_history (section, record_id, date, previous_state, final_state, user_id)
    select 'credito', l.id, l.created_at, null, l.estado_cd, (select id from users where username = 'micro-admin')
    from loans l
  `);
}
