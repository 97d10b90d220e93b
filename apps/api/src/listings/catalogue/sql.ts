/** The SQL pieces the listings' queries share: status sets, days, names, arrears, wallet amounts. */
import type { ArrearsVariant } from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { QueryContext } from '../engine';

export const OVERDUE = sql.raw(`('RE', 'GT', 'DV', 'FR')`);
export const COLLECTED = sql.raw(`('CO', 'AA', 'CR', 'CJ', 'CZ')`);
export const fullName = (alias: string) => sql.raw(`trim(${alias}.firstname || ' ' || ${alias}.lastname)`);
/** An investor's id, code (I000042) and name, read from `investors i join users u`. */
export const investorHead = sql`i.id as "inversorId", 'I' || lpad(i.id::text, 6, '0') as codigo, ${fullName('u')} as inversor`;
/** The calendar day of the request in the business time zone, as a SQL date. */
export const today = (ctx: QueryContext) =>
  sql`(${new Date(ctx.now).toISOString()}::timestamptz at time zone 'Europe/Madrid')::date`;

/** Loans with their overdue installments (count, amount, the oldest due date). */
export const arrearsOf = sql`
  select i.loan_id, count(*)::int as n, sum(i.principal + i.interest)::float8 as amount,
    min(i.fecha_cobro) as oldest
  from installments i where i.estado_cd in ${OVERDUE} group by i.loan_id`;

/**
 * The arrears variants of loans §2 (all, all3+, all+, all+3+), as this API reads them: `all` is
 * every loan in arrears that is not before the courts, `+` adds the loans with a lawsuit filed
 * (demandaJudicial), `3+` keeps those with three or more overdue installments.
 */
export function arrearsVariant(variant: string): SQL {
  const v = variant as ArrearsVariant;
  const withLawsuits = v === 'all+' || v === 'all+3+';
  const threeOrMore = v === 'all3+' || v === 'all+3+';
  return sql`${withLawsuits ? sql`true` : sql`not l.demanda_judicial`} and ${threeOrMore ? sql`m.n >= 3` : sql`true`}`;
}

export function loanArrears(ctx: QueryContext, onlyFinancing: boolean): SQL {
  return sql`
    select l.id as "creditoId", l.code as codigo, l.tipo, l.estado_cd as estado, ${fullName('u')} as prestatario,
      a.nombre as afiliado, l.cantidad::float8 as cantidad, m.n as "cuotasImpagadas",
      m.amount as "importeImpagado", m.oldest as "primeraImpagada",
      (${today(ctx)} - m.oldest)::int as "diasImpago", l.demanda_judicial as "demandaJudicial"
    from loans l join (${arrearsOf}) m on m.loan_id = l.id
    join users u on u.id = l.user_id left join affiliates a on a.id = l.affiliate_id
    where ${arrearsVariant(ctx.params.variant ?? 'all')} ${onlyFinancing ? sql`and l.tipo = 'financiacion'` : sql``}`;
}

export const PRODUCT = /^[A-Za-z0-9]{1,30}$/;

/** Wallet amounts of a kind of user: what the platform says was paid against the LW balance. */
export function walletAmounts(tipo: 'afiliado' | 'inversor'): SQL {
  if (tipo === 'afiliado')
    return sql`
      select a.id as "afiliadoId", a.code as codigo, a.nombre as afiliado,
        w.plataforma_payments::float8 as "cantidadPlataforma", w.balance::float8 as "saldoLw",
        (w.plataforma_payments - w.balance)::float8 as diferencia
      from affiliates a join wallets w on w.user_id = a.administrador_id`;
  return sql`
    select ${investorHead},
      coalesce(inv.total, 0)::float8 as "cantidadPlataforma", w.balance::float8 as "saldoLw",
      (coalesce(inv.total, 0) - w.balance)::float8 as diferencia
    from investors i join users u on u.id = i.user_id join wallets w on w.user_id = i.user_id
    left join (select investor_id, sum(amount) as total from investments where active group by investor_id) inv
      on inv.investor_id = i.id`;
}
