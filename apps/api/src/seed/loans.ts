/**
 * The loan detail of the demo seed (issue 13): a subset of the platform's loans gets every status
 * of every phase of the three types, co-borrowers, a schedule with every installment status, bank
 * scrapes for borrower and co-borrower (older and latest, several accounts, months of tagged
 * transactions, holders, summaries), score results, killers, ASNEF checks, amortizations,
 * operations, payment methods, flags, documents, comments and status history; plus the banks and
 * the configuration. Deterministic: ids and a seeded PRNG, never random() in SQL. Bulk inserts,
 * most rows built by the database itself.
 */
import { LOAN_PHASES } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { installmentAmountSql } from '../lib/installmentFigures';
import { rowsOf } from '../lib/rows';
import { bankMovementValues } from './common';
import { bulk, SEED_TODAY, type Tx } from './platform';
import { iban, prng } from './random';

/** Every loan status (loans §4), UNK included, by the three types: 108 combinations. */
const STATUSES = Object.values(LOAN_PHASES).flatMap((p) => [...p.states]);
const TYPES = ['financiacion', 'bnpl', 'prestamo'] as const;
const COMBOS = TYPES.flatMap((tipo) => STATUSES.map((estadoCd) => ({ tipo, estadoCd })));

/** Loans with investors: published, signed, amortizing and defaulted (as the platform seed). */
const FUNDED = ['PUB', 'FIR', 'EAM', 'AMO', 'AMA', 'ACC', 'FAC', 'RET', 'DE1', 'DE2', 'DE3', 'DE4'];
/**
 * Statuses with a schedule: the funded ones. A denied or failed loan (IKO, TEX, FAL) was never
 * paid out, so it owes nothing; a published or signed one (FF) starts repaying after today.
 */
const WITH_SCHEDULE = FUNDED;
const NOT_STARTED: readonly string[] = LOAN_PHASES.FF.states;
/** The statuses past installments cycle through, so every installment status appears. */
const PAST_CYCLE = [
  'CO',
  'CO',
  'CO',
  'AA',
  'RE',
  'DV',
  'GT',
  'FR',
  'EC',
  'CR',
  'CJ',
  'CZ',
  'RF',
  'FA',
  'AN',
  'CO',
];

/** loans §5: the bank is read from characters 5 to 8 of the IBAN. */
export const DEMO_BANKS = [
  ['0049', 'Banco Santander', 'BSCHESMMXXX'],
  ['0182', 'BBVA', 'BBVAESMMXXX'],
  ['2100', 'CaixaBank', 'CAIXESBBXXX'],
  ['0081', 'Banco Sabadell', 'BSABESBBXXX'],
  ['0128', 'Bankinter', 'BKBKESMMXXX'],
  ['2038', 'Bankia', 'CAHMESMMXXX'],
  ['1465', 'ING', 'INGDESMMXXX'],
  ['0075', 'Banco Popular', 'POPUESMMXXX'],
  ['3058', 'Cajamar', 'CCRIES2AXXX'],
  ['2085', 'Ibercaja', 'CAZRES2ZXXX'],
  ['2080', 'Abanca', 'CAGLESMMXXX'],
  ['0073', 'Openbank', 'OPENESMMXXX'],
] as const;

const CONFIGURATION = [
  ['diasGraciaRecobro', '5', 'Días de gracia antes de pasar una cuota a recobro'],
  ['maxCuotasImpagadas', '3', 'Cuotas impagadas antes de la demanda judicial'],
  ['interesDemora', '10', 'Interés de demora anual (%)'],
  ['comisionDevolucion', '15', 'Comisión por cuota devuelta (€)'],
  ['diaCobroSepa', '5', 'Día del mes de la remesa SEPA'],
  ['scoringMinimo', '3', 'Puntuación mínima para publicar un crédito'],
  ['proveedorOpenBanking', 'simulado', 'Proveedor de agregación bancaria'],
  ['inversionMinima', '50', 'Importe mínimo por inversión (€)'],
] as const;

/** How many loans get the full detail: every combination at least once, bounded for the start-up time. */
export function detailLoanCount(loans: number): number {
  return Math.min(loans, Math.max(COMBOS.length, Math.min(144, loans)));
}

export interface LoanSeedReport {
  detailLoans: number;
  scrapes: number;
  transactions: number;
}

export async function seedLoanDetail(db: Db): Promise<LoanSeedReport> {
  return db.transaction(async (tx) => {
    await bulk(
      tx,
      s.banks,
      DEMO_BANKS.map(([entityCode, name, bic]) => ({ entityCode, name, bic })),
    );
    await bulk(
      tx,
      s.configuracions,
      CONFIGURATION.map(([name, value, description]) => ({ name, value, description })),
    );
    const loans = rowsOf<{ id: number; userId: number; cantidad: number }>(
      await tx.execute(
        sql`select id, user_id as "userId", cantidad::float8 as cantidad from loans order by id limit ${detailLoanCount(Number.MAX_SAFE_INTEGER)}`,
      ),
    );
    const n = detailLoanCount(loans.length);
    const detail = loans.slice(0, n);
    if (detail.length === 0) return { detailLoans: 0, scrapes: 0, transactions: 0 };
    const lo = (detail[0] as { id: number }).id;
    const hi = (detail[detail.length - 1] as { id: number }).id;
    const inDetail = sql`l.id between ${lo} and ${hi}`;
    await setStatuses(tx, detail, lo, hi);
    await schedules(tx, inDetail, lo, hi);
    const scrapes = await bankAnalysis(tx, detail, lo, hi);
    await scoring(tx, inDetail);
    await loanInfo(tx, inDetail);
    await paymentsAndRecords(tx, inDetail);
    const [t] = rowsOf<{ n: number }>(
      await tx.execute(
        sql`select count(*)::int as n from bank_scrape_transactions t join bank_scrape_accounts a on a.id = t.account_id join bank_scrapes b on b.id = a.scrape_id where b.loan_id between ${lo} and ${hi}`,
      ),
    );
    return { detailLoans: detail.length, scrapes, transactions: t?.n ?? 0 };
  });
}

/** Each combination of type and status on the detail loans, co-borrowers, flags and marks. */
async function setStatuses(tx: Tx, detail: { id: number; userId: number }[], lo: number, hi: number) {
  const values = detail.map((l, i) => {
    const c = COMBOS[i % COMBOS.length] as (typeof COMBOS)[number];
    return sql`(${l.id}::int, ${c.tipo}::text, ${c.estadoCd}::text)`;
  });
  await tx.execute(sql`
    update loans l set tipo = v.tipo, estado_cd = v.estado_cd,
      code = (case v.tipo when 'financiacion' then 'F' when 'bnpl' then 'B' else 'C' end) || lpad(l.id::text, 7, '0'),
      -- Every third loan has a co-borrower: the borrower of the next loan of the subset.
      coborrower_id = case when l.id % 3 = 0
        then (select o.user_id from loans o where o.id = case when l.id < ${hi} then l.id + 1 else ${lo} end) end,
      securitized = l.id % 11 = 0, demo = l.id % 17 = 0, cancelled_by_affiliate = l.id % 23 = 0,
      estado_instantor_cot = case when l.id % 3 = 0 then 'OK' else null end,
      demanda_judicial = v.estado_cd in ('DE3', 'DE4') , visible_recobro = v.estado_cd not in ('DE4'),
      p_tin_z = round((coalesce(l.tin, 0) * 0.25)::numeric, 4), a_cc_z = round(l.cantidad * 0.01, 2), a_ct_z = round(l.cantidad * 0.015, 2),
      borrower_fee = round(l.cantidad * 0.02, 2), prescriber_fee = round(l.cantidad * 0.01, 2),
      flags = jsonb_build_object(
        't30', l.id % 5 = 0, 't60', l.id % 7 = 0, 't90', l.id % 9 = 0, 'morosity', l.id % 6 = 0,
        'maturity', l.id % 4 = 0, 'fraud', l.id % 29 = 0, 'skipTrace', l.id % 8 = 0, 'deceased', l.id % 97 = 0)
    from (values ${sql.join(values, sql`, `)}) as v(id, tipo, estado_cd)
    where l.id = v.id and l.id between ${lo} and ${hi}
  `);
  // Investors on the funded loans only (the platform seed shared the loans by their earlier status).
  await tx.execute(sql`delete from investments where loan_id between ${lo} and ${hi}`);
  await tx.execute(sql`
    insert into investments (investor_id, loan_id, amount, is_own_investment, created_at)
    select i.id, l.id, round(l.cantidad / (1 + l.id % 4), 2), l.allow_own_investment and k.k = 1,
      l.created_at + interval '2 days'
    from loans l cross join lateral generate_series(1, 1 + l.id % 4) as k(k)
    cross join lateral (select id from investors order by id offset ((l.id * 7919 + k.k * 104729) % greatest(1, (select count(*) from investors))) limit 1) i
    where l.id between ${lo} and ${hi} and l.estado_cd in (${sql.join(
      FUNDED.map((c) => sql`${c}`),
      sql`, `,
    )})
  `);
  // A status history from creation to the current status, through its phases.
  await tx.execute(
    sql`delete from status_history where section = 'credito' and record_id between ${lo} and ${hi}`,
  );
  await tx.execute(sql`
    insert into status_history (section, record_id, date, previous_state, final_state, user_id)
    select 'credito', l.id, least(l.created_at + (p.k * interval '2 days'), ${SEED_TODAY}::date + time '09:00'), p.prev, p.next,
      (select id from users where username = 'micro-admin')
    from loans l
    cross join lateral (values (0, null, 'SIM'), (1, 'SIM', 'ANA'), (2, 'ANA', 'EST'), (3, 'EST', l.estado_cd)) as p(k, prev, next)
    where l.id between ${lo} and ${hi} and (p.k < 3 or l.estado_cd <> 'EST')
  `);
}

/** A schedule with every installment status on the loans that have one; none on the others. */
async function schedules(tx: Tx, inDetail: ReturnType<typeof sql>, lo: number, hi: number) {
  await tx.execute(sql`delete from installments where loan_id between ${lo} and ${hi}`);
  const cycle = sql.join(
    PAST_CYCLE.map((c) => sql`${c}`),
    sql`, `,
  );
  const scheduled = sql.join(
    WITH_SCHEDULE.map((c) => sql`${c}`),
    sql`, `,
  );
  const notStarted = sql.join(
    NOT_STARTED.map((c) => sql`${c}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into installments (loan_id, estado_cd, numero, sub_numero, fecha_inicio, fecha_cobro, saldo, principal, interest,
      opening_fee, default_interest, default_commission, bank_expenses, parts)
    select l.id, st.st, n.n, 0,
      (d.start + (n.n - 1) * interval '1 month')::date, (d.start + n.n * interval '1 month')::date,
      round(l.cantidad - l.cantidad * n.n / l.meses, 2), p.principal, p.interest, p.fee,
      case when st.st in ('RE', 'GT', 'DV', 'FR') then round(p.interest * 0.1, 2) else 0 end,
      case when st.st in ('DV', 'RE') then 15 else 0 end,
      case when st.st = 'DV' then 3.5 else 0 end,
      jsonb_build_object(
        'pPrI', p.principal, 'pTinI', round(p.interest * 0.8, 2), 'pTinDI', 0, 'pCaI', round(p.fee * 0.5, 2),
        'pCdI', 0, 'pBeI', 0, 'pTinZ', p.interest - round(p.interest * 0.8, 2), 'pTinDZ', 0,
        'pCaZ', p.fee - round(p.fee * 0.5, 2), 'aCaI', round(l.cantidad * 0.002, 2), 'aCaZ', round(l.cantidad * 0.001, 2))
    from loans l
    -- Schedules start so that the month of the seed's today falls a third of the way in; a loan
    -- still being funded or signed starts today, so nothing of it is due yet.
    cross join lateral (select case when l.estado_cd in (${notStarted}) then ${SEED_TODAY}::date
      else (${SEED_TODAY}::date - ((l.meses / 3 + 1) * interval '1 month'))::date end as start) d
    cross join lateral generate_series(1, l.meses) as n(n)
    cross join lateral (select round(l.cantidad / l.meses, 2) as principal,
      round((l.cantidad - l.cantidad * (n.n - 1) / l.meses) * coalesce(l.tin, 0) / 1200, 2) as interest,
      case when n.n = 1 then round(l.cantidad * 0.02, 2) else 0 end as fee) p
    cross join lateral (select case
      when l.estado_cd in (${notStarted}) then 'PD'
      when (d.start + n.n * interval '1 month')::date < ${SEED_TODAY}::date
        then (array[${cycle}])[1 + (l.id + n.n) % ${PAST_CYCLE.length}]
      when (d.start + (n.n - 1) * interval '1 month')::date <= ${SEED_TODAY}::date then (array['DE', 'ACT'])[1 + l.id % 2]
      else 'PD' end as st) st
    where ${inDetail} and l.estado_cd in (${scheduled})
  `);
}

/** Scrapes of borrower and co-borrower: older ones (one failed), the latest, accounts and holders. */
async function bankAnalysis(tx: Tx, detail: { id: number; userId: number }[], lo: number, hi: number) {
  const rng = prng(13_013);
  await tx.execute(sql`delete from bank_scrapes where loan_id between ${lo} and ${hi}`);
  // The borrower's own account, whose IBAN the latest scrape's first account shares (loans §2 match).
  const accRows = detail.map((l) => ({ userId: l.userId, iban: iban(rng), ibanValidadoLw: l.id % 4 !== 0 }));
  const accIds = await bulk(tx, s.accounts, accRows);
  const values = detail.map((l, i) => sql`(${l.id}::int, ${accIds[i] as number}::int)`);
  await tx.execute(sql`
    update loans l set account_id = v.acc from (values ${sql.join(values, sql`, `)}) as v(id, acc) where l.id = v.id
  `);
  const owners = rowsOf<{ id: number; coborrower: number | null }>(
    await tx.execute(
      sql`select l.id, l.coborrower_id as coborrower from loans l where l.id between ${lo} and ${hi} order by l.id`,
    ),
  );
  const scrapeRows: (typeof s.bankScrapes.$inferInsert)[] = [];
  const plan: { loanId: number; cotitular: boolean; latest: boolean; ownIban: string | null }[] = [];
  const ibanOf = new Map(detail.map((l, i) => [l.id, (accRows[i] as { iban: string }).iban]));
  for (const o of owners) {
    const holders = o.coborrower ? [false, true] : [false];
    for (const cotitular of holders) {
      // Older: one successful a year ago, one failed; then the latest successful one.
      const ages = cotitular ? [200, 30] : [360, 90, 20];
      ages.forEach((age, k) => {
        const latest = k === ages.length - 1;
        const status = !latest && k === ages.length - 2 ? 'error' : 'ok';
        scrapeRows.push({
          loanId: o.id,
          cotitular,
          provider: rng.pick(['afterbanks', 'fintonic', 'instantor']),
          status,
          summary: null,
          score:
            status === 'ok'
              ? {
                  scoreBancario: rng.int(300, 900),
                  ingresosMensuales: rng.money(900, 4500),
                  nominaDetectada: rng.chance(0.8),
                  diasSaldoNegativoRatio: rng.money(0, 0.3),
                }
              : null,
          createdAt: new Date(Date.parse(`${SEED_TODAY}T09:00:00Z`) - age * 86_400_000),
        });
        plan.push({
          loanId: o.id,
          cotitular,
          latest,
          ownIban: cotitular ? null : (ibanOf.get(o.id) ?? null),
        });
      });
    }
  }
  const scrapeIds = await bulk(tx, s.bankScrapes, scrapeRows);
  const accountRows: (typeof s.bankScrapeAccounts.$inferInsert)[] = [];
  const accountMain: ('borrower' | 'cotitular' | null)[] = [];
  plan.forEach((p, i) => {
    const count = p.latest ? 3 : 2;
    for (let k = 0; k < count; k += 1) {
      const ib = k === 0 && p.ownIban ? p.ownIban : iban(rng);
      accountRows.push({
        scrapeId: scrapeIds[i] as number,
        iban: k === 2 ? null : ib,
        account: ib.slice(4),
        principals: k === 1 ? ['Titular', 'Autorizado'] : ['Titular'],
        ready: !(k === 2 && i % 2 === 0),
      });
      accountMain.push(p.latest && k === 0 ? (p.cotitular ? 'cotitular' : 'borrower') : null);
    }
  });
  const accountIds = await bulk(tx, s.bankScrapeAccounts, accountRows);
  // Holders: the scrape's holder, and a second one on some accounts.
  await tx.execute(sql`
    insert into bank_scrape_titulars (account_id, name, dni, main)
    select a.id, trim(u.firstname || ' ' || u.lastname), u.dni, true
    from bank_scrape_accounts a join bank_scrapes b on b.id = a.scrape_id join loans l on l.id = b.loan_id
    join users u on u.id = case when b.cotitular then l.coborrower_id else l.user_id end
    where b.loan_id between ${lo} and ${hi}
  `);
  await tx.execute(sql`
    insert into bank_scrape_titulars (account_id, name, dni, main)
    select a.id, 'Cotitular de la cuenta ' || a.id, null, false
    from bank_scrape_accounts a join bank_scrapes b on b.id = a.scrape_id
    where b.loan_id between ${lo} and ${hi} and a.id % 3 = 0
  `);
  // Transactions: hundreds over six months on the borrower's main account of the latest scrape,
  // fewer on the co-borrower's, a handful elsewhere (the start-up budget of issue 13).
  const counts = accountIds.map((id, i) => {
    const main = accountMain[i];
    return sql`(${id}::int, ${main === 'borrower' ? 120 : main === 'cotitular' ? 60 : 8}::int)`;
  });
  // Every 15th movement is the salary; the rest go round the categories.
  const movements = bankMovementValues();
  await tx.execute(sql`
    insert into bank_scrape_transactions (account_id, date, amount, description, tag)
    select m.id, (${SEED_TODAY}::date - (k.k * 180 / m.cnt))::date,
      case when mv.income then round((1200 + (m.id * 7 + k.k * 13) % 1800)::numeric, 2)
        else round(-((m.id * 31 + k.k * 17) % 25000 / 100.0 + 1)::numeric, 2) end,
      mv.description, mv.tag
    from (values ${sql.join(counts, sql`, `)}) as m(id, cnt)
    cross join lateral generate_series(1, m.cnt) as k(k)
    join (values ${movements.values}) as mv(k, tag, description, income)
      on mv.k = case when (m.id + k.k) % 15 = 0 then 1 else 1 + (m.id * 3 + k.k) % ${movements.count} end
  `);
  // A summary for each successful scrape.
  await tx.execute(sql`
    insert into ins_resumens (loan_id, scrape_id, cotitular, data, created_at)
    select b.loan_id, b.id, b.cotitular, jsonb_build_object(
      'saldoMedio', round(((b.id * 137) % 600000 / 100.0)::numeric, 2),
      'ingresosMensuales', round((900 + (b.id * 53) % 3600)::numeric, 2),
      'gastosMensuales', round((500 + (b.id * 41) % 2500)::numeric, 2),
      'nominaDetectada', b.id % 5 <> 0,
      'diasSaldoNegativoRatio', round(((b.id * 7) % 300 / 1000.0)::numeric, 4),
      'cuentas', (select count(*) from bank_scrape_accounts a where a.scrape_id = b.id)::int,
      'juego', b.id % 13 = 0), b.created_at
    from bank_scrapes b where b.loan_id between ${lo} and ${hi} and b.status = 'ok'
  `);
  return scrapeIds.length;
}

/**
 * a13b: the Belender fields and the bank-analysis provider error, and the borrower info (all but
 * every 9th), car info (financings, 2 in 3) and ID info (all but every 11th; every 4th expired).
 */
async function loanInfo(tx: Tx, inDetail: ReturnType<typeof sql>) {
  await tx.execute(sql`
    update loans l set no_belender = l.id % 5 = 0,
      belender_id = case when l.id % 5 = 0 then null else 'BLD-' || lpad(l.id::text, 6, '0') end,
      belender_url = case when l.id % 5 = 0 then null else 'https://belender.example/analysis/' || l.id end,
      belender_data = case when l.id % 5 = 0 then null else 'Análisis completado' end,
      belender_cot_data = case when l.id % 5 = 0 or l.coborrower_id is null then null else 'Análisis completado' end,
      bank_analysis_error = case when l.id % 10 = 3 then 'Tiempo de espera agotado con el proveedor' end
    where ${inDetail}
  `);
  await tx.execute(sql`
    insert into loan_borrower_info (loan_id, employment, employer, monthly_income, housing, marital_status, dependants)
    select l.id, (array['Indefinido', 'Temporal', 'Autónomo', 'Pensionista'])[1 + l.id % 4],
      case when l.id % 4 = 3 then null else 'Empresa ' || (l.id % 17 + 1) end,
      round((900 + l.id * 37 % 2600)::numeric, 2),
      (array['Propiedad', 'Alquiler', 'Familiar'])[1 + l.id % 3],
      (array['Soltero/a', 'Casado/a', 'Divorciado/a'])[1 + l.id % 3], l.id % 4
    from loans l where ${inDetail} and l.id % 9 <> 0
  `);
  await tx.execute(sql`
    insert into loan_car_info (loan_id, make, model, plate, year, price)
    select l.id, (array['Seat', 'Renault', 'Toyota', 'Peugeot'])[1 + l.id % 4],
      (array['Ibiza', 'Clio', 'Corolla', '208'])[1 + l.id % 4],
      lpad((l.id * 7 % 10000)::text, 4, '0') || ' ' || (array['KLM', 'BCD', 'HJT'])[1 + l.id % 3],
      2015 + l.id % 10, round((l.cantidad * 1.2)::numeric, 2)
    from loans l where ${inDetail} and l.tipo = 'financiacion' and l.id % 3 <> 0
  `);
  await tx.execute(sql`
    insert into loan_id_info (loan_id, document_type, document_number, expiry_date, nationality, verification_status, verified_at)
    select l.id, case when l.id % 6 = 5 then 'NIE' else 'DNI' end, coalesce(u.dni, 'X' || lpad(l.id::text, 7, '0') || 'L'),
      case when l.id % 4 = 0 then ${SEED_TODAY}::date - (30 + l.id % 300) else ${SEED_TODAY}::date + (200 + l.id % 1500) end,
      case when l.id % 6 = 5 then 'Marruecos' else 'España' end,
      (array['Verificado', 'Pendiente', 'Rechazado'])[1 + l.id % 3],
      case when l.id % 3 = 0 then l.created_at + interval '2 days' end
    from loans l join users u on u.id = l.user_id where ${inDetail} and l.id % 11 <> 0
  `);
}

/** Score results (borrower twice, co-borrower once), killers and ASNEF checks. */
async function scoring(tx: Tx, inDetail: ReturnType<typeof sql>) {
  await tx.execute(sql`
    insert into score_results (loan_id, cotitular, provider, score, resolution, detail, created_at)
    select l.id, h.cot, 'simplai', 1 + (l.id + k.k) % 5,
      (array['Aceptado', 'Aceptado con reservas', 'Rechazado'])[1 + (l.id + k.k) % 3],
      jsonb_build_object(
        'fecha', to_char(${SEED_TODAY}::date - k.k * 60, 'YYYY-MM-DD'),
        'fechaProduccion', to_char(l.created_at, 'YYYY-MM-DD'),
        'fechaAsnef', to_char(${SEED_TODAY}::date - k.k * 60 - 1, 'YYYY-MM-DD'),
        'saldoImpagado', case when l.id % 7 = 0 then round((l.id * 13 % 3000)::numeric, 2) else 0 end,
        'diasNegativoRatio', round(((l.id * 11 + k.k) % 250 / 1000.0)::numeric, 4),
        'volumen', round((l.id * 97 % 900000 / 100.0)::numeric, 2),
        'saldo', round((l.id * 61 % 400000 / 100.0 - 500)::numeric, 2),
        'nominaDetectada', l.id % 4 <> 0,
        'juego', l.id % 13 = 0,
        'prestamosActivos', l.id % 4),
      ${SEED_TODAY}::timestamptz - k.k * interval '60 days'
    from loans l
    cross join lateral (values (false), (true)) as h(cot)
    cross join lateral generate_series(0, case when h.cot then 0 else 1 end) as k(k)
    where ${inDetail} and (not h.cot or l.coborrower_id is not null)
  `);
  await tx.execute(sql`
    insert into killers (loan_id, cotitular, code, description, value, triggered, created_at)
    select l.id, false, k.code, k.description, k.value, (l.id + k.n) % 6 = 0, l.created_at + interval '1 day'
    from loans l cross join lateral (values
      (1, 'ASNEF', 'Deudas en ASNEF', case when l.id % 7 = 0 then 'Sí' else 'No' end),
      (2, 'EDAD', 'Edad fuera de rango', (20 + l.id % 50)::text),
      (3, 'INGRESOS', 'Ingresos inferiores al mínimo', (800 + l.id * 13 % 2500)::text),
      (4, 'JUEGO', 'Gasto en juego', round((l.id % 13 * 4.5)::numeric, 2)::text),
      (5, 'DEVOLUCIONES', 'Recibos devueltos en 90 días', (l.id % 5)::text),
      (6, 'SALDO_NEGATIVO', 'Días con saldo negativo', (l.id % 40)::text)) as k(n, code, description, value)
    where ${inDetail}
  `);
  await tx.execute(sql`
    insert into asnefs (loan_id, checked_at, found, operations, unpaid_operations, unpaid_balance)
    select l.id, l.created_at + k.k * interval '30 days', l.id % 7 = 0,
      case when l.id % 7 = 0 then 1 + l.id % 3 else 0 end,
      case when l.id % 7 = 0 then 1 + l.id % 2 else 0 end,
      case when l.id % 7 = 0 then round((l.id * 13 % 3000)::numeric, 2) else 0 end
    from loans l cross join generate_series(0, 1) as k(k)
    where ${inDetail}
  `);
}

/** Amortizations, operations, payment methods, documents and comments of the detail loans. */
async function paymentsAndRecords(tx: Tx, inDetail: ReturnType<typeof sql>) {
  await tx.execute(sql`
    insert into amortizations (loan_id, payer, amount, date, active, created_at)
    select l.id, case when k.k = 0 then 'borrower' else 'affiliate' end,
      round(l.cantidad * (0.2 + k.k * 0.3), 2), (${SEED_TODAY}::date - (l.id % 90 + k.k * 30))::date, k.k = 0,
      ${SEED_TODAY}::timestamptz - (l.id % 90 + k.k * 30) * interval '1 day'
    from loans l cross join generate_series(0, 1) as k(k)
    where ${inDetail} and l.estado_cd in ('AMA', 'AMO', 'ACC', 'EAM', 'RET', 'FAC')
  `);
  // The money of the schedule as it happened: the payout, each installment collected on its day,
  // each one returned (three days after its day, never after today) with its fee the day after.
  await tx.execute(sql`
    insert into loan_operations (loan_id, type, amount, date, description)
    select l.id, 'moneyOut', l.cantidad, least(l.created_at + interval '3 days', ${SEED_TODAY}::date + time '09:00'),
      'Desembolso al afiliado'
    from loans l where ${inDetail} and l.estado_cd in ('EAM', 'AMO', 'AMA', 'ACC', 'FAC', 'RET', 'DE1', 'DE2', 'DE3', 'DE4')
  `);
  await tx.execute(sql`
    insert into loan_operations (loan_id, type, amount, date, description)
    select installments.loan_id, o.type, o.amount, o.at, o.description
    from installments join loans l on l.id = installments.loan_id
    -- What the installment charges, as the domain defines it (lib/installmentFigures).
    cross join lateral (select ${installmentAmountSql} as due,
      least(installments.fecha_cobro + 3, ${SEED_TODAY}::date) as returned) x
    cross join lateral (values
      ('cobroCuota', x.due, installments.fecha_cobro + time '08:00', 'Cobro de la cuota ' || installments.numero,
        installments.estado_cd in ('CO', 'AA')),
      ('devolucion', -x.due, x.returned + time '08:00', 'Recibo devuelto de la cuota ' || installments.numero,
        installments.estado_cd = 'DV'),
      ('comision', 15, x.returned + time '09:00', 'Comisión por devolución', installments.estado_cd = 'DV')
    ) as o(type, amount, at, description, happened)
    where ${inDetail} and o.happened and installments.fecha_cobro < ${SEED_TODAY}::date
  `);
  await tx.execute(sql`
    insert into payment_methods (user_id, loan_id, type, last4, expires_at, enabled, invalid, invalid_type)
    select l.user_id, l.id, 'card', lpad(((l.id * 53) % 10000)::text, 4, '0'), (${SEED_TODAY}::date - 40)::date,
      false, true, l.id % 2 = 0
    from loans l where ${inDetail} and l.id % 2 = 0
  `);
  await tx.execute(sql`
    insert into documents (user_id, loan_id, type, description, lw_id, status, name, stored_name, mime, size, sha256, created_at)
    select l.user_id, l.id, d.type, d.type || ' del prestatario', case when d.n > 1 then 'DOC' || l.id || d.n end,
      (array[null, 0, 1, 2, 2, 3, 4, 5, 6, 7, 8, -1])[1 + (l.id + d.n) % 12], lower(replace(d.type, ' ', '-')) || '.pdf', '',
      'application/pdf', 20000 + (l.id * 997 + d.n) % 800000, '', l.created_at + d.n * interval '1 day'
    from loans l cross join lateral (values (1, 'DNI anverso'), (2, 'DNI reverso'), (3, 'Contrato firmado'), (4, 'Nómina')) as d(n, type)
    where ${inDetail}
  `);
  await tx.execute(sql`
    insert into comments (section, record_id, departamento, user_id, date, tipo, mensaje)
    select 'credito', l.id, (array['Riesgos', 'Operaciones', 'Recobros', 'At. Cliente'])[1 + (l.id + k.k) % 4],
      (select id from users where username = (array['micro-admin', 'risk', 'recobro'])[1 + k.k % 3]),
      l.created_at + (k.k + 1) * interval '3 days', 'comentario',
      (array['Llamado al cliente, confirma los datos de la nómina.', 'Pendiente de recibir el DNI por las dos caras.',
        'Cliente solicita cambiar el día de cobro.', 'Revisado el análisis bancario: sin incidencias.'])[1 + (l.id + k.k) % 4]
    from loans l cross join generate_series(0, 2) as k(k)
    where ${inDetail}
  `);
}
