import type { ListingId } from '@backoffice/domain/listings';
import { sql } from 'drizzle-orm';
import type { ListingDef } from '../engine';
import {
  between,
  byBorrower,
  byInvestor,
  col,
  date,
  INVESTOR_COLUMNS,
  loanCode,
  minAmount,
  money,
  num,
  oneOf,
} from './columns';
import { fullName, investorHead, PRODUCT, today, walletAmounts } from './sql';

export const INVESTOR_LISTINGS = {
  'inversores-cantidad-lw': {
    params: { platform: PRODUCT },
    key: 'inversorId',
    columns: [
      ...INVESTOR_COLUMNS,
      money('cantidadPlataforma', 'Invertido en plataforma'),
      money('saldoLw', 'Saldo LW'),
      money('diferencia', 'Diferencia'),
    ],
    filters: [byInvestor],
    order: { key: 'codigo', dir: 'asc' },
    query: () => walletAmounts('inversor'),
  },
  'inversores-falta-documentacion': {
    key: 'inversorId',
    columns: [
      ...INVESTOR_COLUMNS,
      col('email', 'Email'),
      num('documentos', 'Documentos'),
      col('falta', 'Falta'),
    ],
    filters: [byInvestor],
    order: { key: 'codigo', dir: 'asc' },
    // An investor needs both sides of the identity document and, as a company, its deeds.
    query: () => sql`
      select * from (
        select ${investorHead}, u.email,
          count(d.id)::int as documentos,
          concat_ws(', ',
            case when not bool_or(d.type = 'DNI anverso') or count(d.id) = 0 then 'DNI anverso' end,
            case when not bool_or(d.type = 'DNI reverso') or count(d.id) = 0 then 'DNI reverso' end,
            case when i.legal_person and (not bool_or(d.type = 'Escrituras') or count(d.id) = 0) then 'Escrituras' end
          ) as falta
        from investors i join users u on u.id = i.user_id left join documents d on d.user_id = i.user_id
        group by i.id, u.firstname, u.lastname, u.email, i.legal_person) x
      where x.falta <> ''`,
  },
  'inversores-fraude': {
    key: 'inversorId',
    columns: [
      ...INVESTOR_COLUMNS,
      col('email', 'Email'),
      col('estado', 'Estado'),
      col('motivo', 'Motivo'),
      money('saldo', 'Saldo'),
    ],
    filters: [byInvestor],
    order: { key: 'codigo', dir: 'asc' },
    query: () => sql`
      select ${investorHead}, u.email,
        i.status as estado,
        concat_ws(', ', case when i.status = 'BLO' then 'Bloqueado' end, case when i.frozen_by_lw then 'Congelado por LW' end,
          case when u.wallet_status_code = 10 then 'Wallet bloqueada' end) as motivo,
        w.balance::float8 as saldo
      from investors i join users u on u.id = i.user_id left join wallets w on w.user_id = i.user_id
      where i.status = 'BLO' or i.frozen_by_lw or u.wallet_status_code = 10`,
  },
  'inversores-informe-inversores': {
    key: 'inversorId',
    columns: [
      ...INVESTOR_COLUMNS,
      col('email', 'Email'),
      col('estado', 'Estado'),
      num('inversiones', 'Inversiones'),
      money('invertido', 'Invertido'),
      money('saldo', 'Saldo'),
      col('rentabilidad', 'Rentabilidad ponderada', 'percent'),
      date('fechaAlta', 'Fecha de alta'),
    ],
    filters: [byInvestor, oneOf('estado', 'Estado', ['ACT', 'PEN', 'BLO']), ...between('fechaAlta')],
    order: { key: 'invertido', dir: 'desc' },
    query: () => sql`
      select ${investorHead}, u.email,
        i.status as estado, coalesce(inv.n, 0)::int as inversiones, coalesce(inv.total, 0)::float8 as invertido,
        w.balance::float8 as saldo, i.weighted_return::float8 as rentabilidad, i.created_at as "fechaAlta"
      from investors i join users u on u.id = i.user_id left join wallets w on w.user_id = i.user_id
      left join (select investor_id, count(*) as n, sum(amount) as total from investments where active
        group by investor_id) inv on inv.investor_id = i.id`,
  },
  'inversores-disponible-monenderos': {
    key: 'inversorId',
    columns: [...INVESTOR_COLUMNS, col('monedero', 'Monedero'), money('disponible', 'Disponible')],
    filters: [byInvestor, minAmount('disponible')],
    order: { key: 'disponible', dir: 'desc' },
    query: () => sql`
      select ${investorHead},
        w.lw_id as monedero, w.balance::float8 as disponible
      from investors i join users u on u.id = i.user_id join wallets w on w.user_id = i.user_id where w.balance > 0`,
  },
  'inversores-informe-check-cuotas': {
    key: 'creditoId',
    columns: [
      loanCode,
      col('estado', 'Estado'),
      col('prestatario', 'Prestatario'),
      date('proximaCuota', 'Próxima cuota'),
      money('importeCuota', 'Importe de la cuota'),
      money('saldoMonedero', 'Saldo del monedero'),
      money('falta', 'Falta'),
    ],
    filters: [byBorrower],
    order: { key: 'proximaCuota', dir: 'asc' },
    // Active loans whose next installment the borrower's wallet cannot cover.
    query: (ctx) => sql`
      select l.id as "creditoId", l.code as codigo, l.estado_cd as estado, ${fullName('u')} as prestatario,
        n.fecha_cobro as "proximaCuota", n.importe::float8 as "importeCuota",
        coalesce(w.balance, 0)::float8 as "saldoMonedero", (n.importe - coalesce(w.balance, 0))::float8 as falta
      from loans l join users u on u.id = l.user_id left join wallets w on w.user_id = l.user_id
      join lateral (select i.fecha_cobro, (i.principal + i.interest) as importe from installments i
        where i.loan_id = l.id and i.fecha_cobro >= ${today(ctx)} and i.estado_cd in ('PD', 'DE', 'EC', 'ACT')
        order by i.fecha_cobro limit 1) n on true
      where l.estado_cd in ('EAM', 'AMO', 'AMA', 'ACC', 'FAC', 'RET') and n.importe > coalesce(w.balance, 0)`,
  },
} satisfies Partial<Record<ListingId, Omit<ListingDef, 'id'>>>;
