/**
 * The route table (platform-and-affiliates.md §2, loans-and-investors.md §2 and §6): every screen's
 * id, path, title and roles, declared once. The menu names its entries by route id, the guard
 * matches paths against this table, and a listing's route carries its listing id, so a listing's
 * path is written here and nowhere else. Where the documents, or a route table and a menu table,
 * give different roles for one route, "both readings stand": the route admits the union.
 */

import { APPROVER_ROLES } from './fourEyes';
import type { Role } from './roles';

/** The page title when a route has none (§2 "a default of the product's admin title"). */
export const DEFAULT_TITLE = 'Backoffice';

/** The arrears variants of §2: all, all3+, all+ and all+3+. */
export const ARREARS_VARIANTS = ['all', 'all3+', 'all+', 'all+3+'] as const;
export type ArrearsVariant = (typeof ARREARS_VARIANTS)[number];

export interface RouteDef {
  /** The route's id: the menu and the screens name a route by it. */
  readonly id: string;
  /** Path pattern; `{name}` matches one non-empty segment or part of one. */
  readonly path: string;
  readonly title: string;
  /** Any one of these passes (with inheritance); empty on public routes. */
  readonly roles: readonly Role[];
  /** Public routes need no session. */
  readonly public?: boolean;
  /** §2: false on /secondary-reasons, which still needs ADMIN_PLUS. */
  readonly auth: boolean;
  /** Parameters limited to a set of values. */
  readonly values?: Readonly<Record<string, readonly string[]>>;
  /** The query parameter that carries the record id, where the spec names one. */
  readonly query?: string;
  /** The listing this route shows (GET /api/listados/{listing}), on the listing screen. */
  readonly listing?: string;
  /** Where the route comes from. */
  readonly spec: 'platform' | 'loans' | 'both';
}

const HOME: readonly Role[] = ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN', 'ROLE_RECOBRO', 'ROLE_RISK', 'ROLE_BE'];
const SALES: readonly Role[] = ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN'];
const SALES_RISK: readonly Role[] = ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN', 'ROLE_RISK'];
const ADMIN: readonly Role[] = ['ROLE_ADMIN'];
const SUPER: readonly Role[] = ['ROLE_SUPER_ADMIN'];
const MICRO: readonly Role[] = ['ROLE_MICRO_ADMIN'];
const LISTS: readonly Role[] = ['ROLE_MICRO_ADMIN', 'ROLE_RECOBRO'];
const variant = { variant: ARREARS_VARIANTS };

const r = <const E extends Partial<RouteDef> = Record<never, never>>(
  id: string,
  path: string,
  title: string,
  roles: readonly Role[],
  spec: RouteDef['spec'],
  extra?: E,
): RouteDef & E => ({ id, path, title, roles, spec, auth: true, ...(extra as E) });

/** Every route of both documents. */
export const ROUTES = [
  // platform-and-affiliates.md §2
  r('home', '/', 'Inicio', HOME, 'platform'),
  r('home-admin', '/admin', 'Inicio', HOME, 'platform'),
  r('login', '/login', 'Iniciar sesión', [], 'both', { public: true, auth: false }),
  r('forbidden', '/prohibido', 'Acceso restringido', [], 'platform', { public: true, auth: false }),
  // JUDICIAL, VENTAS and MICRO_RECOBRO may not open the home of §2 (nor any other screen), so they
  // land here: a home every signed-in role may see, inside the layout.
  r('welcome', '/inicio', 'Inicio', ['ROLE_USER'], 'platform'),
  r('affiliates-dashboard', '/afiliados/dashboard', 'Dashboard de afiliados', SALES_RISK, 'platform'),
  r('affiliates-create', '/afiliados/crear-afiliado', 'Crear afiliado', SALES, 'platform'),
  r('affiliates-mine', '/afiliados/afiliados', 'Mis afiliados', SALES, 'platform'),
  r('affiliates-list', '/afiliados/lista-afiliados', 'Lista de afiliados', SALES_RISK, 'platform'),
  r('affiliate-detail', '/afiliados/detalle-afiliado/{tab}', 'Detalle de afiliado', SALES_RISK, 'platform', {
    query: 'afiliado',
  }),
  r(
    'affiliates-count-lw',
    '/afiliados/listados/cantidad-{product}-lw',
    'Cantidad de afiliados en LW',
    ADMIN,
    'platform',
    { listing: 'afiliados-cantidad-lw' },
  ),
  // §2 gives the arrears lists "ADMIN per the menu".
  r(
    'affiliates-arrears',
    '/afiliados/listados/morosidad/{variant}',
    'Morosidad de afiliados',
    ADMIN,
    'platform',
    {
      values: variant,
      listing: 'afiliados-morosidad',
    },
  ),
  r('sales-analysis', '/comerciales/analisis', 'Análisis de comerciales', SALES, 'platform'),
  r('sales-detail', '/comerciales/detalle-comercial', 'Detalle de comercial', SALES, 'platform'),
  r('sales-weekly-tasks', '/comerciales/tareas-semanales', 'Tareas semanales', SALES, 'platform'),
  r('sales-new-task', '/comerciales/nueva-tarea', 'Nueva tarea', SALES, 'platform'),
  r('it-logs-lw', '/it-tools/logs-lw', 'Logs LW', ADMIN, 'both'),
  r('it-securitise', '/it-tools/titulizar-creditos', 'Titulizar créditos', ADMIN, 'both'),
  r('it-repurchase', '/it-tools/destitulizar-creditos', 'Destitulizar créditos', ADMIN, 'both'),
  // Route table MICRO_ADMIN, RECOBRO; menus SUPER_ADMIN (resumenSC) and ADMIN (wallets): union.
  r('lists-sc-summary', '/listados/resumenSC', 'Resumen SC', [...LISTS, 'ROLE_SUPER_ADMIN'], 'both', {
    listing: 'resumen-sc',
  }),
  r(
    'lists-available-wallets',
    '/listados/disponible-en-monederos',
    'Disponible en monederos',
    [...LISTS, 'ROLE_ADMIN'],
    'platform',
    { listing: 'disponible-en-monederos' },
  ),
  // loans-and-investors.md §2 spells it with a capital D; both spellings are routes.
  r(
    'lists-available-wallets-d',
    '/listados/Disponible-en-monederos',
    'Disponible en monederos',
    [...LISTS, 'ROLE_ADMIN'],
    'loans',
    { listing: 'disponible-en-monederos-d' },
  ),
  r(
    'lists-arrears',
    '/listados/morosidad/{ge}/{morososTresMas}/{tipo}/{producto}',
    'Morosidad',
    SUPER,
    'both',
    {
      listing: 'morosidad',
    },
  ),
  r('report', '/listados/reportList/{id}', 'Listado', LISTS, 'both'),
  r('secondary-reasons', '/secondary-reasons', 'Secondary Reasons', ['ROLE_ADMIN_PLUS'], 'platform', {
    auth: false,
  }),
  r('my-vacations', '/empleados/vacaciones', 'Vacaciones', SALES, 'platform'),
  r('my-schedule', '/empleados/control-horario', 'Control Horario', SALES, 'platform'),
  // Four-eyes: the requests waiting for a second person (ADMIN and above).
  r('approvals', '/aprobaciones', 'Aprobaciones pendientes', APPROVER_ROLES, 'both'),
  // loans-and-investors.md §2 and §6
  r('credits-dashboard', '/creditos/dashboard', 'Dashboard de créditos', SALES_RISK, 'loans'),
  r('credits-financings', '/creditos/financiaciones', 'Financiaciones', [...SALES_RISK, 'ROLE_BE'], 'loans'),
  r('credits-installments', '/creditos/cuotas', 'Cuotas', SALES, 'loans'),
  r('credits-ama', '/creditos/listado-AMA', 'Listado AMA', SALES, 'loans'),
  r('loan-detail', '/creditos/detalle-credito/{tab}', 'Detalle de crédito', HOME, 'loans', {
    query: 'credito',
  }),
  r(
    'credits-count-lw',
    '/creditos/listados/cantidad-{platform}-lw',
    'Cantidades plataforma frente a LW',
    ADMIN,
    'loans',
    { listing: 'creditos-cantidad-lw' },
  ),
  r(
    'credits-states',
    '/creditos/listados/estados-creditos-EAM-RET-AMA-AMO',
    'Estados EAM, RET, AMA y AMO',
    ADMIN,
    'loans',
    { listing: 'creditos-estados-eam-ret-ama-amo' },
  ),
  r('credits-burofax', '/creditos/listados/informe-burofax', 'Informe burofax', ADMIN, 'loans', {
    listing: 'creditos-informe-burofax',
  }),
  r(
    'credits-blocked-wallets',
    '/creditos/listados/usuarios-wallet-bloqueada',
    'Usuarios con wallet bloqueada',
    MICRO,
    'loans',
    { listing: 'creditos-usuarios-wallet-bloqueada' },
  ),
  r(
    'credits-problematic',
    '/creditos/listados/creditos-problematicos',
    'Créditos problemáticos',
    [...LISTS, 'ROLE_ADMIN'],
    'loans',
    { listing: 'creditos-problematicos' },
  ),
  r(
    'credits-monthly-recovery',
    '/creditos/estado-recobro-mensual',
    'Estado de recobro mensual',
    ADMIN,
    'loans',
    {
      listing: 'creditos-estado-recobro-mensual',
    },
  ),
  r(
    'credits-monthly-recovery-detail',
    '/creditos/detalle-estado-recobro-mensual',
    'Detalle del estado de recobro mensual',
    ADMIN,
    'loans',
    { listing: 'creditos-detalle-estado-recobro-mensual' },
  ),
  r(
    'credits-last-refunds',
    '/creditos/listados/ultimas-devoluciones',
    'Últimas devoluciones',
    ['ROLE_ADMIN', 'ROLE_RECOBRO'],
    'loans',
    { listing: 'creditos-ultimas-devoluciones' },
  ),
  r(
    'credits-last-collections',
    '/creditos/listados/ultimos-cobros',
    'Últimos cobros',
    ['ROLE_ADMIN', 'ROLE_RECOBRO'],
    'loans',
    { listing: 'creditos-ultimos-cobros' },
  ),
  r(
    'credits-arrears-all',
    '/creditos/listados/morosidad-all/{variant}',
    'Morosidad de créditos',
    SUPER,
    'loans',
    {
      values: variant,
      listing: 'creditos-morosidad-all',
    },
  ),
  r(
    'credits-arrears-financings',
    '/creditos/listados/morosidad-financiaciones/{variant}',
    'Morosidad de financiaciones',
    SUPER,
    'loans',
    { values: variant, listing: 'creditos-morosidad-financiaciones' },
  ),
  r('credits-cards', '/creditos/listados/tarjetas', 'Tarjetas', MICRO, 'loans', {
    listing: 'creditos-tarjetas',
  }),
  r(
    'credits-cards-problematic',
    '/creditos/listados/tarjetas/problematicas',
    'Tarjetas con problemas',
    MICRO,
    'loans',
    { listing: 'creditos-tarjetas-problematicas' },
  ),
  r(
    'credits-cards-expiring',
    '/creditos/listados/tarjetas/proximas-a-expirar',
    'Tarjetas próximas a expirar',
    MICRO,
    'loans',
    { listing: 'creditos-tarjetas-proximas-a-expirar' },
  ),
  r(
    'credits-tools-gap',
    '/creditos/herramientas/subir-acciones-excel-gap',
    'Subir acciones Excel GAP',
    SUPER,
    'loans',
  ),
  r(
    'credits-tools-judicial',
    '/creditos/herramientas/subir-acciones-excel-judicial',
    'Subir acciones Excel judicial',
    SUPER,
    'loans',
  ),
  r(
    'credits-tools-installments',
    '/creditos/herramientas/actualizar-cuotas-mes',
    'Actualizar cuotas del mes',
    SUPER,
    'loans',
  ),
  r('investors-dashboard', '/inversores/dashboard', 'Dashboard de inversores', MICRO, 'loans'),
  r('investors-list', '/inversores/inversores', 'Inversores', MICRO, 'loans'),
  r('investor-detail', '/inversores/detalle-inversor/{tab}', 'Detalle de inversor', MICRO, 'loans', {
    query: 'inversor',
  }),
  r(
    'investors-count-lw',
    '/inversores/listados/cantidad-{platform}-lw',
    'Cantidades de inversores frente a LW',
    ADMIN,
    'loans',
    { listing: 'inversores-cantidad-lw' },
  ),
  r(
    'investors-missing-docs',
    '/inversores/listados/falta-documentacion',
    'Falta documentación',
    ADMIN,
    'loans',
    { listing: 'inversores-falta-documentacion' },
  ),
  r('investors-fraud', '/inversores/listados/fraude', 'Fraude', ADMIN, 'loans', {
    listing: 'inversores-fraude',
  }),
  r('investors-report', '/inversores/listados/informe-inversores', 'Informe de inversores', ADMIN, 'loans', {
    listing: 'inversores-informe-inversores',
  }),
  // Spelled 'monenderos' in loans-and-investors.md §2; kept as the spec writes it.
  r(
    'investors-available',
    '/inversores/listados/disponible-monenderos',
    'Disponible en monederos',
    ADMIN,
    'loans',
    { listing: 'inversores-disponible-monenderos' },
  ),
  r(
    'investors-installment-check',
    '/inversores/listados/informe-check-cuotas-monedero-credito-activo',
    'Check de cuotas, monedero y crédito activo',
    ADMIN,
    'loans',
    { listing: 'inversores-informe-check-cuotas' },
  ),
] as const satisfies readonly RouteDef[];

/** The id of a route of the table. */
export type RouteId = (typeof ROUTES)[number]['id'];

const BY_ID = new Map<string, RouteDef>(ROUTES.map((route) => [route.id, route]));

/** The route of an id (every id of the table has one). */
export function routeById(id: RouteId): RouteDef {
  return BY_ID.get(id) as RouteDef;
}

/** A route's path with its `{name}` parameters filled in: routePath('affiliates-arrears', { variant: 'all' }). */
export function routePath(id: RouteId, params: Readonly<Record<string, string>> = {}): string {
  return routeById(id).path.replace(/\{([^}]+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The detail pages of §2, built from an id. */
export const detailPath = {
  affiliate: (id: string | number, tab = 'datos-contacto') =>
    `/afiliados/detalle-afiliado/${tab}?afiliado=${encodeURIComponent(String(id))}`,
  loan: (id: string | number, tab = 'estado') =>
    `/creditos/detalle-credito/${tab}?credito=${encodeURIComponent(String(id))}`,
  investor: (id: string | number, tab = 'datos') =>
    `/inversores/detalle-inversor/${tab}?inversor=${encodeURIComponent(String(id))}`,
  report: (id: string | number) => `/listados/reportList/${encodeURIComponent(String(id))}`,
} as const;

/**
 * §2 Global finder: the result type decides the destination. A borrower opens the credit detail
 * by its code, a loan by its id, an investor and an affiliate their detail pages. Unknown types
 * or results without the needed field give null.
 */
/**
 * What a finder result reads as ('F0000123 · Ana Ruiz'): the record's code and name; a borrower
 * shows their latest loan's code, never the loan id their `code` carries to open it.
 */
export function searchHitLabel(hit: {
  type: string;
  code: string | null;
  loanCode?: string | null;
  name: string;
}): string {
  const code = hit.type === 'borrower' ? (hit.loanCode ?? null) : hit.code;
  return [code, hit.name].filter(Boolean).join(' · ');
}

export function searchResultPath(result: unknown): string | null {
  if (!result || typeof result !== 'object') return null;
  const r = result as Record<string, unknown>;
  const type = typeof r.type === 'string' ? r.type.trim().toLowerCase() : '';
  const pick = (v: unknown) =>
    typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? String(v).trim() : null;
  const id = pick(r.id);
  const codeValue = pick(r.code);
  switch (type) {
    case 'borrower':
      return codeValue ? detailPath.loan(codeValue) : null;
    case 'loan':
      return id ? detailPath.loan(id) : null;
    case 'investor':
      return id ? detailPath.investor(id) : null;
    case 'affiliate':
      return id ? detailPath.affiliate(id) : null;
    default:
      return null;
  }
}
