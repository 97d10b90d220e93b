/**
 * Every listing of issue 16 (loans §2 "Listings", "Arrears", "Cards", the investors' ADMIN
 * reports, "Other lists"; platform §2 affiliate listings) and the sidebar's server-defined reports,
 * each a declared ListingDef. Titles and roles come from the domain's route table by id
 * (LISTING_PATHS); a report of the sidebar lists its own (apps/api/src/reports/catalogue.ts).
 *
 * Every query outputs plain JSON values: money and percentages as float8, dates as 'YYYY-MM-DD'
 * text, and one unique, never-null column (`key`) that the export's keyset reads by.
 */
import { ARREARS_VARIANTS, type ArrearsVariant } from '@backoffice/domain';
import {
  LISTING_PATHS,
  type LinkKind,
  type ListingColumn,
  type ListingId,
} from '@backoffice/domain/listings';
import { type SQL, sql } from 'drizzle-orm';
import { isRestricted } from '../lib/scope';
import { REPORTS } from '../reports/catalogue';
import type { EngineFilter, ListingDef, QueryContext } from './engine';

// ---------------------------------------------------------------------------------------------
// Columns and filters

const col = (key: string, label: string, type: ListingColumn['type'] = 'text'): ListingColumn => ({
  key,
  label,
  type,
});
const link = (key: string, label: string, kind: LinkKind, linkKey: string): ListingColumn => ({
  key,
  label,
  type: 'code',
  link: kind,
  linkKey,
});
const loanCode = link('codigo', 'Código', 'loan', 'creditoId');
/** The first columns of a listing by investor and by affiliate: the code that links to it, the name. */
const INVESTOR_COLUMNS = [link('codigo', 'Código', 'investor', 'inversorId'), col('inversor', 'Inversor')];
const AFFILIATE_COLUMNS = [link('codigo', 'Código', 'affiliate', 'afiliadoId'), col('afiliado', 'Afiliado')];
const money = (key: string, label: string) => col(key, label, 'money');
const date = (key: string, label: string) => col(key, label, 'date');
const num = (key: string, label: string) => col(key, label, 'number');

const text = (name: string, label: string, column: string): EngineFilter => ({
  name,
  label,
  type: 'text',
  column,
  op: 'contains',
});
const from = (column: string): EngineFilter => ({
  name: 'desde',
  label: 'Desde',
  type: 'date',
  column,
  op: 'gte',
});
const until = (column: string): EngineFilter => ({
  name: 'hasta',
  label: 'Hasta',
  type: 'date',
  column,
  op: 'lte',
});
const minAmount = (column: string): EngineFilter => ({
  name: 'importeMinimo',
  label: 'Importe mínimo',
  type: 'number',
  column,
  op: 'gte',
});
const between = (column: string) => [from(column), until(column)];
const oneOf = (name: string, label: string, values: readonly string[]): EngineFilter => ({
  name,
  label,
  type: 'select',
  op: 'eq',
  options: values.map((v) => ({ value: v, label: v })),
});
const byCode = text('q', 'Código', 'codigo');
const byBorrower = text('q', 'Código o prestatario', 'prestatario');
const byInvestor = text('q', 'Inversor', 'inversor');
const byUser = text('q', 'Usuario o email', 'email');

// ---------------------------------------------------------------------------------------------
// SQL pieces

const OVERDUE = sql.raw(`('RE', 'GT', 'DV', 'FR')`);
const COLLECTED = sql.raw(`('CO', 'AA', 'CR', 'CJ', 'CZ')`);
const day = (expr: SQL) => sql`to_char(${expr}, 'YYYY-MM-DD')`;
const fullName = (alias: string) => sql.raw(`trim(${alias}.firstname || ' ' || ${alias}.lastname)`);
/** An investor's id, code (I000042) and name, read from `investors i join users u`. */
const investorHead = sql`i.id as "inversorId", 'I' || lpad(i.id::text, 6, '0') as codigo, ${fullName('u')} as inversor`;
/** The calendar day of the request in the business time zone, as a SQL date. */
const today = (ctx: QueryContext) =>
  sql`(${new Date(ctx.now).toISOString()}::timestamptz at time zone 'Europe/Madrid')::date`;

/** Loans with their overdue installments (count, amount, the oldest due date). */
const arrearsOf = sql`
  select i.loan_id, count(*)::int as n, sum(i.principal + i.interest)::float8 as amount,
    min(i.fecha_cobro) as oldest
  from installments i where i.estado_cd in ${OVERDUE} group by i.loan_id`;

/**
 * The arrears variants of loans §2 (all, all3+, all+, all+3+), as this API reads them: `all` is
 * every loan in arrears that is not before the courts, `+` adds the loans with a lawsuit filed
 * (demandaJudicial), `3+` keeps those with three or more overdue installments.
 */
function arrearsVariant(variant: string): SQL {
  const v = variant as ArrearsVariant;
  const withLawsuits = v === 'all+' || v === 'all+3+';
  const threeOrMore = v === 'all3+' || v === 'all+3+';
  return sql`${withLawsuits ? sql`true` : sql`not l.demanda_judicial`} and ${threeOrMore ? sql`m.n >= 3` : sql`true`}`;
}

function loanArrears(ctx: QueryContext, onlyFinancing: boolean): SQL {
  return sql`
    select l.id as "creditoId", l.code as codigo, l.tipo, l.estado_cd as estado, ${fullName('u')} as prestatario,
      a.nombre as afiliado, l.cantidad::float8 as cantidad, m.n as "cuotasImpagadas",
      m.amount as "importeImpagado", ${day(sql`m.oldest`)} as "primeraImpagada",
      (${today(ctx)} - m.oldest)::int as "diasImpago", l.demanda_judicial as "demandaJudicial"
    from loans l join (${arrearsOf}) m on m.loan_id = l.id
    join users u on u.id = l.user_id left join affiliates a on a.id = l.affiliate_id
    where ${arrearsVariant(ctx.params.variant ?? 'all')} ${onlyFinancing ? sql`and l.tipo = 'financiacion'` : sql``}`;
}

const ARREARS_COLUMNS = [
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
const ARREARS_LISTING = {
  key: 'creditoId',
  columns: ARREARS_COLUMNS,
  filters: [byBorrower, minAmount('importeImpagado')],
  order: { key: 'diasImpago', dir: 'desc' },
} as const;

const PRODUCT = /^[A-Za-z0-9]{1,30}$/;

/** Wallet amounts of a kind of user: what the platform says was paid against the LW balance. */
function walletAmounts(tipo: 'afiliado' | 'inversor'): SQL {
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

const walletsWithBalance = sql`
  select w.id, u.username as usuario, u.email, u.tipo, w.lw_id as monedero, w.balance::float8 as disponible
  from wallets w join users u on u.id = w.user_id where w.balance > 0`;
const WALLETS_WITH_BALANCE: Omit<ListingDef, 'id'> = {
  key: 'id',
  columns: [
    col('usuario', 'Usuario'),
    col('email', 'Email'),
    col('tipo', 'Tipo'),
    col('monedero', 'Monedero'),
    money('disponible', 'Disponible'),
  ],
  filters: [byUser, minAmount('disponible')],
  order: { key: 'disponible', dir: 'desc' },
  query: () => walletsWithBalance,
};

const cards = (where: SQL, ctx?: QueryContext) => sql`
  select p.id, l.id as "creditoId", l.code as codigo, ${fullName('u')} as titular, '**** ' || coalesce(p.last4, '????') as tarjeta,
    ${day(sql`p.expires_at`)} as caducidad, p.enabled as activa, (p.invalid or p.invalid_type) as invalida,
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

// ---------------------------------------------------------------------------------------------
// The listings of the route table

const ROUTE_LISTINGS = {
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
      text('q', 'Código o prestatario', 'buscar'),
      ...between('fechaAlta'),
    ],
    order: { key: 'fechaAlta', dir: 'desc' },
    sortable: ['codigo', 'estado', 'prestatario', 'afiliado', 'cantidad', 'tin', 'meses', 'fechaAlta'],
    query: () => sql`
      select l.id as "creditoId", l.code as codigo, l.estado_cd as estado, ${fullName('u')} as prestatario,
        a.nombre as afiliado, l.cantidad::float8 as cantidad, l.tin::float8 as tin, l.meses,
        ${day(sql`l.created_at`)} as "fechaAlta", l.code || ' ' || ${fullName('u')} as buscar
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
        m.n as "cuotasImpagadas", m.amount as "importeImpagado", ${day(sql`m.oldest`)} as "primeraImpagada"
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
    query: () => sql`
      select l.id as "creditoId", l.code as codigo, l.estado_cd as estado, ${fullName('u')} as prestatario,
        l.cantidad::float8 as cantidad, m.n as "cuotasRetrasadas", m.amount as "importeRetrasado"
      from loans l join (${arrearsOf}) m on m.loan_id = l.id join users u on u.id = l.user_id`,
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
      select i.id as "cuotaId", l.id as "creditoId", l.code as codigo, i.numero, ${day(sql`i.fecha_cobro`)} as "fechaCobro",
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
  'afiliados-cantidad-lw': {
    params: { product: PRODUCT },
    key: 'afiliadoId',
    columns: [
      ...AFFILIATE_COLUMNS,
      money('cantidadPlataforma', 'Cantidad plataforma'),
      money('saldoLw', 'Saldo LW'),
      money('diferencia', 'Diferencia'),
    ],
    filters: [text('q', 'Código o nombre', 'afiliado')],
    order: { key: 'codigo', dir: 'asc' },
    query: () => walletAmounts('afiliado'),
  },
  'afiliados-morosidad': {
    params: { variant: ARREARS_VARIANTS },
    key: 'afiliadoId',
    columns: [
      ...AFFILIATE_COLUMNS,
      num('creditosMorosos', 'Créditos morosos'),
      num('cuotasImpagadas', 'Cuotas impagadas'),
      money('importeImpagado', 'Importe impagado'),
    ],
    filters: [text('q', 'Código o nombre', 'afiliado'), minAmount('importeImpagado')],
    order: { key: 'importeImpagado', dir: 'desc' },
    query: (ctx) => sql`
      select a.id as "afiliadoId", a.code as codigo, a.nombre as afiliado, count(*)::int as "creditosMorosos",
        sum(m.n)::int as "cuotasImpagadas", sum(m.amount)::float8 as "importeImpagado"
      from loans l join (${arrearsOf}) m on m.loan_id = l.id join affiliates a on a.id = l.affiliate_id
      where ${arrearsVariant(ctx.params.variant ?? 'all')}
      group by a.id, a.code, a.nombre`,
  },
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
        w.balance::float8 as saldo, i.weighted_return::float8 as rentabilidad, ${day(sql`i.created_at`)} as "fechaAlta"
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
        ${day(sql`n.fecha_cobro`)} as "proximaCuota", n.importe::float8 as "importeCuota",
        coalesce(w.balance, 0)::float8 as "saldoMonedero", (n.importe - coalesce(w.balance, 0))::float8 as falta
      from loans l join users u on u.id = l.user_id left join wallets w on w.user_id = l.user_id
      join lateral (select i.fecha_cobro, (i.principal + i.interest) as importe from installments i
        where i.loan_id = l.id and i.fecha_cobro >= ${today(ctx)} and i.estado_cd in ('PD', 'DE', 'EC', 'ACT')
        order by i.fecha_cobro limit 1) n on true
      where l.estado_cd in ('EAM', 'AMO', 'AMA', 'ACC', 'FAC', 'RET') and n.importe > coalesce(w.balance, 0)`,
  },
  'resumen-sc': {
    key: 'estado',
    columns: [col('estado', 'Estado'), num('creditos', 'Créditos'), money('importe', 'Importe')],
    order: { key: 'estado', dir: 'asc' },
    query: () => sql`
      select l.estado_cd as estado, count(*)::int as creditos, coalesce(sum(l.cantidad), 0)::float8 as importe
      from loans l group by l.estado_cd`,
  },
  'disponible-en-monederos': WALLETS_WITH_BALANCE,
  'disponible-en-monederos-d': WALLETS_WITH_BALANCE,
} satisfies Record<ListingId, Omit<ListingDef, 'id'>>;

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
        ${day(sql`o.date`)} as fecha, abs(o.amount)::float8 as importe, o.description as descripcion
      from loan_operations o join loans l on l.id = o.loan_id join users u on u.id = l.user_id
      where o.type = ${type}`,
  };
}

// ---------------------------------------------------------------------------------------------
// The sidebar's server-defined reports (§2 "The sidebar lists server-defined reports"): entries of
// the same engine, under their report id, with the report's own name and roles. Those whose id is
// a listing of the table (resumen-sc, disponible-en-monederos, creditos-problematicos) are that
// listing.

const REPORT_QUERIES: Record<string, Omit<ListingDef, 'id' | 'title' | 'roles'>> = {
  'cantidad-plataforma-lw': ROUTE_LISTINGS['afiliados-cantidad-lw'],
  'ventas-comerciales': {
    key: 'comercialId',
    columns: [
      col('comercial', 'Comercial'),
      col('nombre', 'Nombre'),
      num('afiliados', 'Afiliados'),
      num('financiaciones', 'Financiaciones'),
      money('importeTotal', 'Importe total'),
    ],
    order: { key: 'comercial', dir: 'asc' },
    // A COMERCIAL sees their own figures only (issue 5).
    query: (ctx) => sql`
      select u.id as "comercialId", u.username as comercial, ${fullName('u')} as nombre,
        count(distinct a.id)::int as afiliados, count(l.id)::int as financiaciones,
        coalesce(sum(l.cantidad), 0)::float8 as "importeTotal"
      from affiliates a join users u on u.id = a.assigned_sales_agent_id left join loans l on l.affiliate_id = a.id
      where ${restrictedToAgent(ctx)}
      group by u.id, u.username, u.firstname, u.lastname`,
  },
  'morosidad-afiliados': ROUTE_LISTINGS['afiliados-morosidad'],
};

function restrictedToAgent(ctx: QueryContext): SQL {
  return isRestricted(ctx.auth)
    ? sql`(a.assigned_sales_agent_id = ${ctx.auth.id} or a.plataforma_sales_agent_id = ${ctx.auth.id})`
    : sql`true`;
}

/** A report takes no route parameters: its listing is read with the widest variant and the platform. */
const REPORT_PARAMS = { variant: 'all+', platform: 'plataforma', product: 'plataforma' };

function build(): Map<string, ListingDef> {
  const all = new Map<string, ListingDef>();
  for (const [id, def] of Object.entries(ROUTE_LISTINGS)) all.set(id, { id, ...def } as ListingDef);
  for (const report of REPORTS) {
    const base = all.get(report.id) ?? REPORT_QUERIES[report.id];
    if (!base) throw new Error(`The report ${report.id} has no listing`);
    const { params: _params, ...rest } = base;
    all.set(report.id, {
      ...rest,
      id: report.id,
      title: report.name,
      roles: report.roles,
      query: (ctx) => base.query({ ...ctx, params: { ...REPORT_PARAMS, ...ctx.params } }),
    });
  }
  return all;
}

/** Every listing by id: the route table's and the sidebar's reports. */
export const LISTINGS: ReadonlyMap<string, ListingDef> = build();

export { LISTING_PATHS };
