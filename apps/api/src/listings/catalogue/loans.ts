/** The loans' listings (loans §2 "Listings", "Arrears", "Cards") and the general arrears form. */
import { ARREARS_VARIANTS, seesCollectionsOnly } from '@backoffice/domain';
import type { ListingId } from '@backoffice/domain/listings';
import { type SQL, sql } from 'drizzle-orm';
import type { ListingDef, QueryContext } from '../engine';
import {
  between,
  byBorrower,
  byCode,
  byUser,
  col,
  date,
  loanCode,
  loanText,
  minAmount,
  money,
  num,
  oneOf,
  text,
} from './columns';
import { arrearsOf, COLLECTED, fullName, loanArrears, OVERDUE, PRODUCT, today } from './sql';

export const ARREARS_COLUMNS = [
  loanCode,
  col('estado', 'Estado'),
  col('prestatario', 'Prestatario'),
  col('afiliado', 'Afiliado'),
  money('cantidad', 'Cantidad'),
  num('cuotasImpagadas', 'Cuotas impagadas'),
  money('importeImpagado', 'Importe impagado'),
  date('primeraImpagada', 'Primera impagada'),
  num('diasImpago', 'Días de impago'),
];
/** What every arrears listing shares but its query. */
export const ARREARS_LISTING = {
  key: 'creditoId',
  columns: ARREARS_COLUMNS,
  filters: [byBorrower, minAmount('importeImpagado')],
  order: { key: 'diasImpago', dir: 'desc' },
} as const;

const cards = (where: SQL, ctx?: QueryContext) => sql`
  select p.id, l.id as "creditoId", l.code as codigo, ${fullName('u')} as titular, '**** ' || coalesce(p.last4, '????') as tarjeta,
    p.expires_at as caducidad, p.enabled as activa, (p.invalid or p.invalid_type) as invalida,
    case when p.invalid_type then 'Tipo no válido' when p.invalid then 'No válida'
      when not p.enabled then 'Desactivada' ${ctx ? sql`when p.expires_at < ${today(ctx)} then 'Caducada'` : sql``} else '' end as problema
  from payment_methods p join users u on u.id = p.user_id left join loans l on l.id = p.loan_id
  where p.type = 'card' and ${where}`;
/** What every card listing shares but its query. */
const CARD_LISTING = {
  key: 'id',
  columns: [
    loanCode,
    col('titular', 'Titular'),
    col('tarjeta', 'Tarjeta'),
    date('caducidad', 'Caducidad'),
    col('problema', 'Problema'),
  ],
  filters: [text('q', 'Titular', 'titular')],
  order: { key: 'caducidad', dir: 'asc' },
} as const;

function operations(type: 'devolucion' | 'cobroCuota'): Omit<ListingDef, 'id'> {
  return {
    key: 'operacionId',
    columns: [
      loanCode,
      col('prestatario', 'Prestatario'),
      date('fecha', 'Fecha'),
      money('importe', 'Importe'),
      col('descripcion', 'Descripción'),
    ],
    filters: [byBorrower, ...between('fecha')],
    order: { key: 'fecha', dir: 'desc' },
    query: () => sql`
      select o.id as "operacionId", l.id as "creditoId", l.code as codigo, ${fullName('u')} as prestatario,
        o.date as fecha, abs(o.amount)::float8 as importe, o.description as descripcion
      from loan_operations o join loans l on l.id = o.loan_id join users u on u.id = l.user_id
      where o.type = ${type}`,
  };
}

export const LOAN_LISTINGS = {
  'creditos-cantidad-lw': {
    params: { platform: PRODUCT },
    key: 'creditoId',
    columns: [
      loanCode,
      col('estado', 'Estado'),
      money('cantidad', 'Cantidad'),
      money('cobradoPlataforma', 'Cobrado en plataforma'),
      money('cobradoLw', 'Cobrado en LW'),
      money('diferencia', 'Diferencia'),
    ],
    filters: [byCode],
    order: { key: 'diferencia', dir: 'desc' },
    query: () => sql`
      select l.id as "creditoId", l.code as codigo, l.estado_cd as estado, l.cantidad::float8 as cantidad,
        coalesce(c.total, 0)::float8 as "cobradoPlataforma", coalesce(o.total, 0)::float8 as "cobradoLw",
        (coalesce(c.total, 0) - coalesce(o.total, 0))::float8 as diferencia
      from loans l
      left join (select loan_id, sum(principal + interest) as total from installments
        where estado_cd in ${COLLECTED} group by loan_id) c on c.loan_id = l.id
      left join (select loan_id, sum(amount) as total from loan_operations where type = 'cobroCuota'
        group by loan_id) o on o.loan_id = l.id
      where l.estado_cd in ('EAM', 'AMO', 'AMA', 'ACC', 'FAC', 'RET')`,
  },
  'creditos-estados-eam-ret-ama-amo': {
    key: 'creditoId',
    columns: [
      loanCode,
      col('estado', 'Estado'),
      col('prestatario', 'Prestatario'),
      col('afiliado', 'Afiliado'),
      money('cantidad', 'Cantidad'),
      col('tin', 'TIN', 'percent'),
      num('meses', 'Meses'),
      date('fechaAlta', 'Fecha de alta'),
    ],
    filters: [
      oneOf('estado', 'Estado', ['EAM', 'RET', 'AMA', 'AMO']),
      loanText('q', 'Código o prestatario', 'buscar'),
      ...between('fechaAlta'),
    ],
    order: { key: 'fechaAlta', dir: 'desc' },
    sortable: ['codigo', 'estado', 'prestatario', 'afiliado', 'cantidad', 'tin', 'meses', 'fechaAlta'],
    query: () => sql`
      select l.id as "creditoId", l.code as codigo, l.estado_cd as estado, ${fullName('u')} as prestatario,
        a.nombre as afiliado, l.cantidad::float8 as cantidad, l.tin::float8 as tin, l.meses,
        l.created_at as "fechaAlta", l.code || ' ' || ${fullName('u')} as buscar
      from loans l join users u on u.id = l.user_id left join affiliates a on a.id = l.affiliate_id
      where l.estado_cd in ('EAM', 'RET', 'AMA', 'AMO')`,
  },
  'creditos-informe-burofax': {
    key: 'creditoId',
    columns: [
      loanCode,
      col('prestatario', 'Prestatario'),
      col('dni', 'DNI'),
      col('telefono', 'Teléfono'),
      num('cuotasImpagadas', 'Cuotas impagadas'),
      money('importeImpagado', 'Importe impagado'),
      date('primeraImpagada', 'Primera impagada'),
    ],
    filters: [byBorrower],
    order: { key: 'primeraImpagada', dir: 'desc' },
    // loans §2 "registered-letter report, last 3 months": loans whose first unpaid installment fell due then.
    query: (ctx) => sql`
      select l.id as "creditoId", l.code as codigo, ${fullName('u')} as prestatario, u.dni, u.phone as telefono,
        m.n as "cuotasImpagadas", m.amount as "importeImpagado", m.oldest as "primeraImpagada"
      from loans l join (${arrearsOf}) m on m.loan_id = l.id join users u on u.id = l.user_id
      where m.oldest > ${today(ctx)} - interval '3 months' and m.oldest <= ${today(ctx)}`,
  },
  'creditos-usuarios-wallet-bloqueada': {
    key: 'id',
    columns: [
      col('usuario', 'Usuario'),
      col('nombre', 'Nombre'),
      col('email', 'Email'),
      col('tipo', 'Tipo'),
      col('estadoWallet', 'Estado de la wallet'),
      money('saldo', 'Saldo'),
    ],
    filters: [byUser],
    order: { key: 'usuario', dir: 'asc' },
    query: () => sql`
      select u.id, u.username as usuario, ${fullName('u')} as nombre, u.email, u.tipo,
        case when coalesce(w.frozen_by_lw, false) then 'Congelada por LW' else 'Bloqueada' end as "estadoWallet",
        w.balance::float8 as saldo
      from users u left join wallets w on w.user_id = u.id
      where u.wallet_status_code = 10 or coalesce(w.frozen_by_lw, false)`,
  },
  'creditos-problematicos': {
    key: 'creditoId',
    columns: [
      loanCode,
      col('estado', 'Estado'),
      col('prestatario', 'Prestatario'),
      money('cantidad', 'Cantidad'),
      num('cuotasRetrasadas', 'Cuotas retrasadas'),
      money('importeRetrasado', 'Importe retrasado'),
    ],
    filters: [byCode, minAmount('importeRetrasado')],
    order: { key: 'cuotasRetrasadas', dir: 'desc' },
    // A loan taken out of collections (visibleRecobro false: its lawsuit was filed) is the
    // lawyers' now: the collections team no longer sees it here; admins still do.
    query: (ctx) => sql`
      select l.id as "creditoId", l.code as codigo, l.estado_cd as estado, ${fullName('u')} as prestatario,
        l.cantidad::float8 as cantidad, m.n as "cuotasRetrasadas", m.amount as "importeRetrasado"
      from loans l join (${arrearsOf}) m on m.loan_id = l.id join users u on u.id = l.user_id
      ${seesCollectionsOnly(ctx.auth.roles) ? sql`where l.visible_recobro` : sql``}`,
  },
  'creditos-estado-recobro-mensual': {
    key: 'mes',
    columns: [
      col('mes', 'Mes'),
      num('cuotas', 'Cuotas'),
      num('cobradas', 'Cobradas'),
      num('impagadas', 'Impagadas'),
      money('importeCobrado', 'Importe cobrado'),
      money('importeImpagado', 'Importe impagado'),
      col('recobro', 'Recobro', 'percent'),
    ],
    order: { key: 'mes', dir: 'desc' },
    query: (ctx) => sql`
      select to_char(i.fecha_cobro, 'YYYY-MM') as mes, count(*)::int as cuotas,
        count(*) filter (where i.estado_cd in ${COLLECTED})::int as cobradas,
        count(*) filter (where i.estado_cd in ${OVERDUE})::int as impagadas,
        coalesce(sum(i.principal + i.interest) filter (where i.estado_cd in ${COLLECTED}), 0)::float8 as "importeCobrado",
        coalesce(sum(i.principal + i.interest) filter (where i.estado_cd in ${OVERDUE}), 0)::float8 as "importeImpagado",
        round(100.0 * count(*) filter (where i.estado_cd in ${COLLECTED})
          / nullif(count(*) filter (where i.estado_cd in ${COLLECTED} or i.estado_cd in ${OVERDUE}), 0), 2)::float8 as recobro
      from installments i where i.fecha_cobro <= ${today(ctx)} group by 1`,
  },
  'creditos-detalle-estado-recobro-mensual': {
    key: 'cuotaId',
    columns: [
      loanCode,
      num('numero', 'Cuota'),
      date('fechaCobro', 'Fecha de cobro'),
      col('estado', 'Estado'),
      money('importe', 'Importe'),
      col('prestatario', 'Prestatario'),
    ],
    filters: [
      { name: 'mes', label: 'Mes (AAAA-MM)', type: 'text', column: 'mes', op: 'eq' },
      ...between('fechaCobro'),
      byCode,
    ],
    order: { key: 'fechaCobro', dir: 'desc' },
    query: (ctx) => sql`
      select i.id as "cuotaId", l.id as "creditoId", l.code as codigo, i.numero, i.fecha_cobro as "fechaCobro",
        to_char(i.fecha_cobro, 'YYYY-MM') as mes, i.estado_cd as estado, (i.principal + i.interest)::float8 as importe,
        ${fullName('u')} as prestatario
      from installments i join loans l on l.id = i.loan_id join users u on u.id = l.user_id
      where i.fecha_cobro <= ${today(ctx)} and (i.estado_cd in ${COLLECTED} or i.estado_cd in ${OVERDUE})`,
  },
  'creditos-ultimas-devoluciones': operations('devolucion'),
  'creditos-ultimos-cobros': operations('cobroCuota'),
  'creditos-morosidad-all': {
    params: { variant: ARREARS_VARIANTS },
    ...ARREARS_LISTING,
    query: (ctx) => loanArrears(ctx, false),
  },
  'creditos-morosidad-financiaciones': {
    params: { variant: ARREARS_VARIANTS },
    ...ARREARS_LISTING,
    query: (ctx) => loanArrears(ctx, true),
  },
  'creditos-tarjetas': { ...CARD_LISTING, query: (ctx) => cards(sql`true`, ctx) },
  'creditos-tarjetas-problematicas': {
    ...CARD_LISTING,
    query: (ctx) => cards(sql`(p.invalid or p.invalid_type or not p.enabled)`, ctx),
  },
  'creditos-tarjetas-proximas-a-expirar': {
    ...CARD_LISTING,
    // loans §2 "cards expiring next month": the calendar month after the request's.
    query: (ctx) =>
      cards(
        sql`p.expires_at >= (date_trunc('month', ${today(ctx)}) + interval '1 month')::date
          and p.expires_at < (date_trunc('month', ${today(ctx)}) + interval '2 months')::date`,
      ),
  },
  // The general arrears form of loans §2: {ge} the minimum days overdue, {morososTresMas} 1 for
  // three or more overdue installments, {tipo} the loan type (or 'todos'), {producto} the product.
  morosidad: {
    params: {
      ge: /^[0-9]{1,4}$/,
      morososTresMas: ['0', '1'],
      tipo: ['todos', 'financiacion', 'bnpl', 'prestamo'],
      producto: PRODUCT,
    },
    ...ARREARS_LISTING,
    columns: [...ARREARS_COLUMNS.slice(0, 2), col('tipo', 'Tipo'), ...ARREARS_COLUMNS.slice(2)],
    query: (ctx) => sql`
      select * from (${loanArrears({ ...ctx, params: { variant: ctx.params.morososTresMas === '1' ? 'all+3+' : 'all+' } }, false)}) x
      where x."diasImpago" >= ${Number(ctx.params.ge ?? 0)}
        ${ctx.params.tipo && ctx.params.tipo !== 'todos' ? sql`and x.tipo = ${ctx.params.tipo}` : sql``}`,
  },
} satisfies Partial<Record<ListingId, Omit<ListingDef, 'id'>>>;
