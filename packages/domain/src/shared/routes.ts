/**
 * Routes, the access guard and the menu (platform-and-affiliates.md §2 and §6,
 * loans-and-investors.md §2 and §6). Where the documents, or a route table and a menu table,
 * give different roles for one route, "both readings stand": the route admits the union.
 */

import { APPROVER_ROLES } from './fourEyes';
import { filterReportsByRole, hasAnyRole, hasRole, type Role, type RolesInput } from './roles';

/** The page title when a route has none (§2 "a default of the product's admin title"). */
export const DEFAULT_TITLE = 'Backoffice';

/** The arrears variants of §2: all, all3+, all+ and all+3+. */
export const ARREARS_VARIANTS = ['all', 'all3+', 'all+', 'all+3+'] as const;
export type ArrearsVariant = (typeof ARREARS_VARIANTS)[number];

export interface RouteDef {
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

const r = (
  path: string,
  title: string,
  roles: readonly Role[],
  spec: RouteDef['spec'],
  extra: Partial<RouteDef> = {},
): RouteDef => ({ path, title, roles, spec, auth: true, ...extra });

/** Every route of both documents. */
export const ROUTES: readonly RouteDef[] = [
  // platform-and-affiliates.md §2
  r('/', 'Inicio', HOME, 'platform'),
  r('/admin', 'Inicio', HOME, 'platform'),
  r('/login', 'Iniciar sesión', [], 'both', { public: true, auth: false }),
  r('/prohibido', 'Acceso restringido', [], 'platform', { public: true, auth: false }),
  // Issue 12: JUDICIAL, VENTAS and MICRO_RECOBRO may not open the home of §2 (nor any other
  // screen), so they land here: a home every signed-in role may see, inside the layout.
  r('/inicio', 'Inicio', ['ROLE_USER'], 'platform'),
  r('/afiliados/dashboard', 'Dashboard de afiliados', SALES_RISK, 'platform'),
  r('/afiliados/crear-afiliado', 'Crear afiliado', SALES, 'platform'),
  r('/afiliados/afiliados', 'Mis afiliados', SALES, 'platform'),
  r('/afiliados/lista-afiliados', 'Lista de afiliados', SALES_RISK, 'platform'),
  r('/afiliados/detalle-afiliado/{tab}', 'Detalle de afiliado', SALES_RISK, 'platform', {
    query: 'afiliado',
  }),
  r('/afiliados/listados/cantidad-{product}-lw', 'Cantidad de afiliados en LW', ADMIN, 'platform'),
  // §2 gives the arrears lists "ADMIN per the menu".
  r('/afiliados/listados/morosidad/{variant}', 'Morosidad de afiliados', ADMIN, 'platform', {
    values: variant,
  }),
  r('/comerciales/analisis', 'Análisis de comerciales', SALES, 'platform'),
  r('/comerciales/detalle-comercial', 'Detalle de comercial', SALES, 'platform'),
  r('/comerciales/tareas-semanales', 'Tareas semanales', SALES, 'platform'),
  r('/comerciales/nueva-tarea', 'Nueva tarea', SALES, 'platform'),
  r('/it-tools/logs-lw', 'Logs LW', ADMIN, 'both'),
  r('/it-tools/titulizar-creditos', 'Titulizar créditos', ADMIN, 'both'),
  r('/it-tools/destitulizar-creditos', 'Destitulizar créditos', ADMIN, 'both'),
  // Route table MICRO_ADMIN, RECOBRO; menus SUPER_ADMIN (resumenSC) and ADMIN (wallets): union.
  r('/listados/resumenSC', 'Resumen SC', [...LISTS, 'ROLE_SUPER_ADMIN'], 'both'),
  r('/listados/disponible-en-monederos', 'Disponible en monederos', [...LISTS, 'ROLE_ADMIN'], 'platform'),
  // loans-and-investors.md §2 spells it with a capital D; both spellings are routes.
  r('/listados/Disponible-en-monederos', 'Disponible en monederos', [...LISTS, 'ROLE_ADMIN'], 'loans'),
  r('/listados/morosidad/{ge}/{morososTresMas}/{tipo}/{producto}', 'Morosidad', SUPER, 'both'),
  r('/listados/reportList/{id}', 'Listado', LISTS, 'both'),
  r('/secondary-reasons', 'Secondary Reasons', ['ROLE_ADMIN_PLUS'], 'platform', { auth: false }),
  r('/empleados/vacaciones', 'Vacaciones', SALES, 'platform'),
  r('/empleados/control-horario', 'Control Horario', SALES, 'platform'),
  // Issue 14 four-eyes: the requests waiting for a second person (ADMIN and above).
  r('/aprobaciones', 'Aprobaciones pendientes', APPROVER_ROLES, 'both'),
  // loans-and-investors.md §2 and §6
  r('/creditos/dashboard', 'Dashboard de créditos', SALES_RISK, 'loans'),
  r('/creditos/financiaciones', 'Financiaciones', [...SALES_RISK, 'ROLE_BE'], 'loans'),
  r('/creditos/cuotas', 'Cuotas', SALES, 'loans'),
  r('/creditos/listado-AMA', 'Listado AMA', SALES, 'loans'),
  r('/creditos/detalle-credito/{tab}', 'Detalle de crédito', HOME, 'loans', { query: 'credito' }),
  r('/creditos/listados/cantidad-{platform}-lw', 'Cantidades plataforma frente a LW', ADMIN, 'loans'),
  r('/creditos/listados/estados-creditos-EAM-RET-AMA-AMO', 'Estados EAM, RET, AMA y AMO', ADMIN, 'loans'),
  r('/creditos/listados/informe-burofax', 'Informe burofax', ADMIN, 'loans'),
  r('/creditos/listados/usuarios-wallet-bloqueada', 'Usuarios con wallet bloqueada', MICRO, 'loans'),
  r('/creditos/listados/creditos-problematicos', 'Créditos problemáticos', [...LISTS, 'ROLE_ADMIN'], 'loans'),
  r('/creditos/estado-recobro-mensual', 'Estado de recobro mensual', ADMIN, 'loans'),
  r('/creditos/detalle-estado-recobro-mensual', 'Detalle del estado de recobro mensual', ADMIN, 'loans'),
  r(
    '/creditos/listados/ultimas-devoluciones',
    'Últimas devoluciones',
    ['ROLE_ADMIN', 'ROLE_RECOBRO'],
    'loans',
  ),
  r('/creditos/listados/ultimos-cobros', 'Últimos cobros', ['ROLE_ADMIN', 'ROLE_RECOBRO'], 'loans'),
  r('/creditos/listados/morosidad-all/{variant}', 'Morosidad de créditos', SUPER, 'loans', {
    values: variant,
  }),
  r('/creditos/listados/morosidad-financiaciones/{variant}', 'Morosidad de financiaciones', SUPER, 'loans', {
    values: variant,
  }),
  r('/creditos/listados/tarjetas', 'Tarjetas', MICRO, 'loans'),
  r('/creditos/listados/tarjetas/problematicas', 'Tarjetas con problemas', MICRO, 'loans'),
  r('/creditos/listados/tarjetas/proximas-a-expirar', 'Tarjetas próximas a expirar', MICRO, 'loans'),
  r('/creditos/herramientas/subir-acciones-excel-gap', 'Subir acciones Excel GAP', SUPER, 'loans'),
  r('/creditos/herramientas/subir-acciones-excel-judicial', 'Subir acciones Excel judicial', SUPER, 'loans'),
  r('/creditos/herramientas/actualizar-cuotas-mes', 'Actualizar cuotas del mes', SUPER, 'loans'),
  r('/inversores/dashboard', 'Dashboard de inversores', MICRO, 'loans'),
  r('/inversores/inversores', 'Inversores', MICRO, 'loans'),
  r('/inversores/detalle-inversor/{tab}', 'Detalle de inversor', MICRO, 'loans', { query: 'inversor' }),
  r('/inversores/listados/cantidad-{platform}-lw', 'Cantidades de inversores frente a LW', ADMIN, 'loans'),
  r('/inversores/listados/falta-documentacion', 'Falta documentación', ADMIN, 'loans'),
  r('/inversores/listados/fraude', 'Fraude', ADMIN, 'loans'),
  r('/inversores/listados/informe-inversores', 'Informe de inversores', ADMIN, 'loans'),
  // Spelled 'monenderos' in loans-and-investors.md §2; kept as the spec writes it.
  r('/inversores/listados/disponible-monenderos', 'Disponible en monederos', ADMIN, 'loans'),
  r(
    '/inversores/listados/informe-check-cuotas-monedero-credito-activo',
    'Check de cuotas, monedero y crédito activo',
    ADMIN,
    'loans',
  ),
];

interface Compiled {
  readonly route: RouteDef;
  readonly regex: RegExp;
  readonly names: readonly string[];
}

const escapeRegex = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

const COMPILED: readonly Compiled[] = ROUTES.map((route) => {
  const names: string[] = [];
  const body = route.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegex(part);
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { route, regex: new RegExp(`^${body}$`), names };
});

/** '/a/b/?x=1#h' → '/a/b'; malformed escapes are left as they are. */
function cleanPath(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  let p = path.trim().split(/[?#]/)[0] ?? '';
  try {
    p = decodeURI(p);
  } catch {
    // keep it undecoded: a stray '%' is just a character of an unknown path
  }
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\/{2,}/g, '/');
  return p.length > 1 ? p.replace(/\/$/, '') : p;
}

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}

/** The route a path matches, with its parameters, or null. Literal routes win over patterns. */
export function matchRoute(path: unknown): RouteMatch | null {
  const p = cleanPath(path);
  if (p === null) return null;
  let best: RouteMatch | null = null;
  for (const { route, regex, names } of COMPILED) {
    const m = regex.exec(p);
    if (!m) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = m[i + 1] ?? '';
    });
    const allowed = Object.entries(route.values ?? {}).every(([k, vs]) => vs.includes(params[k] ?? ''));
    if (!allowed) continue;
    if (names.length === 0) return { route, params };
    best ??= { route, params };
  }
  return best;
}

export type Access = 'ok' | 'login' | 'forbidden' | 'not-found';

/**
 * The guard of §2. Unknown paths are 'not-found' whoever asks; public routes are 'ok';
 * `roles` null or undefined means not signed in, which gives 'login' (on /secondary-reasons too:
 * it has no auth flag, but its role check fetches the roles, and that 401 sends the user to
 * /login); otherwise 'ok' when the user passes any of the route's roles, else 'forbidden'.
 */
export function canAccess(path: unknown, roles: RolesInput): Access {
  const match = matchRoute(path);
  if (!match) return 'not-found';
  if (match.route.public) return 'ok';
  if (roles === null || roles === undefined) return 'login';
  const list = typeof roles === 'string' ? roles.split(',') : roles;
  return hasAnyRole(list, match.route.roles) ? 'ok' : 'forbidden';
}

/** The page title of a path: its route's title, or the default. */
export function routeTitle(path: unknown): string {
  return matchRoute(path)?.route.title ?? DEFAULT_TITLE;
}

/** /login?redirect=… for a wanted path (§2). */
export function loginRedirect(wanted: unknown): string {
  const target = typeof wanted === 'string' && wanted.trim().startsWith('/') ? wanted.trim() : '/';
  return `/login?redirect=${encodeURIComponent(target)}`;
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

// ---------------------------------------------------------------------------------------------
// Menu

export interface MenuEntry {
  readonly id: string;
  readonly label: string;
  readonly path?: string;
  readonly disabled?: boolean;
  /** A server report that downloads as a file instead of opening a screen. */
  readonly download?: boolean;
  readonly children?: readonly MenuEntry[];
}

export interface MenuOptions {
  /** The product's name in paths such as /afiliados/listados/cantidad-{product}-lw. */
  readonly product?: string;
  /** Server-defined reports (§2 sidebar); those the user may see join the Lists menu. */
  readonly reports?: readonly MenuReport[];
}

export interface MenuReport {
  readonly id: string | number;
  readonly name: string;
  readonly roles?: readonly unknown[] | string | null;
  /** 'list' opens the generic report screen; 'file' is a binary download (§2 sidebar). */
  readonly kind?: 'list' | 'file' | null;
}

/** The product slug used when none is given. */
export const DEFAULT_PRODUCT = 'plataforma';

type Rule = (roles: readonly unknown[]) => boolean;
const any =
  (...required: Role[]): Rule =>
  (roles) =>
    hasAnyRole(roles, required);

interface MenuNode {
  readonly id: string;
  readonly label: string;
  readonly path?: string;
  readonly disabled?: boolean;
  /** Leaves without a rule use the roles of their route. */
  readonly rule?: Rule;
  /** A file report: it has no screen, so no route check; the report's own roles already apply. */
  readonly download?: boolean;
  /** A server list report, by the slug of its id (see `mergeReports`). */
  readonly report?: string;
  readonly children?: readonly MenuNode[];
}

/** 'resumen-sc', 'resumenSC' and '/listados/resumenSC' → 'resumensc'. */
const slug = (value: string | number) =>
  String(value)
    .split('/')
    .pop()
    ?.normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase() ?? '';

const ARREARS_LABEL: Record<ArrearsVariant, string> = {
  all: 'Todos',
  'all3+': 'Todos 3+',
  'all+': 'Todos +',
  'all+3+': 'Todos +3+',
};

function arrears(prefix: string, idPrefix: string): MenuNode[] {
  return ARREARS_VARIANTS.map((v) => ({
    id: `${idPrefix}-${v}`,
    label: ARREARS_LABEL[v],
    path: `${prefix}/${v}`,
  }));
}

/**
 * The menu of both documents. Rules cite §6; where a menu rule is silent the entry follows its
 * route's roles, so no entry ever leads to /prohibido.
 */
function menuTree(product: string, reports: readonly MenuReport[]): readonly MenuNode[] {
  return [
    { id: 'home', label: 'Inicio', path: '/' },
    // Whoever may not open '/' has the welcome page as home (issue 12), so the menu is never empty.
    { id: 'welcome', label: 'Inicio', path: '/inicio', rule: (roles) => canAccess('/', roles) !== 'ok' },
    {
      id: 'affiliates',
      label: 'Afiliados',
      // §6 "the Affiliates menu is for MICRO_ADMIN, COMERCIAL and RISK".
      rule: any('ROLE_MICRO_ADMIN', 'ROLE_COMERCIAL', 'ROLE_RISK'),
      children: [
        { id: 'affiliates-dashboard', label: 'Dashboard', path: '/afiliados/dashboard' },
        // §6 "The create and list entries are for MICRO_ADMIN and COMERCIAL only".
        {
          id: 'affiliates-create',
          label: 'Crear afiliado',
          path: '/afiliados/crear-afiliado',
          rule: any('ROLE_MICRO_ADMIN', 'ROLE_COMERCIAL'),
        },
        {
          id: 'affiliates-mine',
          label: 'Mis afiliados',
          path: '/afiliados/afiliados',
          rule: any('ROLE_MICRO_ADMIN', 'ROLE_COMERCIAL'),
        },
        {
          id: 'affiliates-list',
          label: 'Lista de afiliados',
          path: '/afiliados/lista-afiliados',
          rule: any('ROLE_MICRO_ADMIN', 'ROLE_COMERCIAL'),
        },
        {
          // §6 "Listings and arrears lists are for ADMIN".
          id: 'affiliates-listings',
          label: 'Listados',
          rule: any('ROLE_ADMIN'),
          children: [
            {
              id: 'affiliates-count-lw',
              label: `Cantidad ${product} LW`,
              path: `/afiliados/listados/cantidad-${product}-lw`,
            },
            {
              id: 'affiliates-arrears',
              label: 'Morosidad',
              children: arrears('/afiliados/listados/morosidad', 'affiliates-arrears'),
            },
          ],
        },
      ],
    },
    {
      id: 'credits',
      label: 'Créditos',
      children: [
        { id: 'credits-dashboard', label: 'Dashboard', path: '/creditos/dashboard' },
        { id: 'credits-financings', label: 'Financiaciones', path: '/creditos/financiaciones' },
        { id: 'credits-installments', label: 'Cuotas', path: '/creditos/cuotas' },
        { id: 'credits-ama', label: 'Listado AMA', path: '/creditos/listado-AMA' },
        {
          id: 'credits-listings',
          label: 'Listados',
          children: [
            {
              id: 'credits-count-lw',
              label: `Cantidad ${product} LW`,
              path: `/creditos/listados/cantidad-${product}-lw`,
            },
            {
              id: 'credits-states',
              label: 'Estados EAM-RET-AMA-AMO',
              path: '/creditos/listados/estados-creditos-EAM-RET-AMA-AMO',
            },
            { id: 'credits-burofax', label: 'Informe burofax', path: '/creditos/listados/informe-burofax' },
            {
              id: 'credits-blocked-wallets',
              label: 'Usuarios wallet bloqueada',
              path: '/creditos/listados/usuarios-wallet-bloqueada',
            },
            {
              id: 'credits-problematic',
              label: 'Créditos problemáticos',
              path: '/creditos/listados/creditos-problematicos',
            },
            {
              id: 'credits-monthly-recovery',
              label: 'Estado recobro mensual',
              path: '/creditos/estado-recobro-mensual',
            },
            {
              id: 'credits-monthly-recovery-detail',
              label: 'Detalle estado recobro mensual',
              path: '/creditos/detalle-estado-recobro-mensual',
            },
            {
              id: 'credits-last-refunds',
              label: 'Últimas devoluciones',
              path: '/creditos/listados/ultimas-devoluciones',
            },
            {
              id: 'credits-last-collections',
              label: 'Últimos cobros',
              path: '/creditos/listados/ultimos-cobros',
            },
            {
              // loans §2 "Cards: /creditos/listados/tarjetas with children …": the group is a list too.
              id: 'credits-cards',
              label: 'Tarjetas',
              path: '/creditos/listados/tarjetas',
              children: [
                {
                  id: 'credits-cards-problematic',
                  label: 'Problemáticas',
                  path: '/creditos/listados/tarjetas/problematicas',
                },
                {
                  id: 'credits-cards-expiring',
                  label: 'Próximas a expirar',
                  path: '/creditos/listados/tarjetas/proximas-a-expirar',
                },
              ],
            },
          ],
        },
        {
          id: 'credits-arrears',
          label: 'Morosidad',
          children: [
            {
              id: 'credits-arrears-all',
              label: 'Morosidad créditos',
              children: arrears('/creditos/listados/morosidad-all', 'credits-arrears-all'),
            },
            {
              id: 'credits-arrears-financings',
              label: 'Morosidad financiaciones',
              children: arrears('/creditos/listados/morosidad-financiaciones', 'credits-arrears-financings'),
            },
          ],
        },
        {
          id: 'credits-tools',
          label: 'Herramientas',
          children: [
            {
              id: 'credits-tools-gap',
              label: 'Subir acciones Excel GAP',
              path: '/creditos/herramientas/subir-acciones-excel-gap',
            },
            {
              id: 'credits-tools-judicial',
              label: 'Subir acciones Excel judicial',
              path: '/creditos/herramientas/subir-acciones-excel-judicial',
            },
            {
              id: 'credits-tools-installments',
              label: 'Actualizar cuotas del mes',
              path: '/creditos/herramientas/actualizar-cuotas-mes',
            },
          ],
        },
      ],
    },
    {
      id: 'investors',
      label: 'Inversores',
      // loans §6 "Investors menu, dashboard, list, detail: MICRO_ADMIN".
      rule: any('ROLE_MICRO_ADMIN'),
      children: [
        { id: 'investors-dashboard', label: 'Dashboard', path: '/inversores/dashboard' },
        { id: 'investors-list', label: 'Inversores', path: '/inversores/inversores' },
        {
          id: 'investors-listings',
          label: 'Listados',
          children: [
            {
              id: 'investors-count-lw',
              label: `Cantidad ${product} LW`,
              path: `/inversores/listados/cantidad-${product}-lw`,
            },
            {
              id: 'investors-missing-docs',
              label: 'Falta documentación',
              path: '/inversores/listados/falta-documentacion',
            },
            { id: 'investors-fraud', label: 'Fraude', path: '/inversores/listados/fraude' },
            {
              id: 'investors-report',
              label: 'Informe inversores',
              path: '/inversores/listados/informe-inversores',
            },
            {
              id: 'investors-available',
              label: 'Disponible en monederos',
              path: '/inversores/listados/disponible-monenderos',
            },
            {
              id: 'investors-installment-check',
              label: 'Check cuotas monedero crédito activo',
              path: '/inversores/listados/informe-check-cuotas-monedero-credito-activo',
            },
          ],
        },
      ],
    },
    {
      id: 'sales',
      label: 'Comerciales',
      // §6 "for MICRO_ADMIN or COMERCIAL but not COMERCIAL_PLUS": the exclusion qualifies the
      // COMERCIAL branch (COMERCIAL_PLUS includes COMERCIAL), so an ADMIN still gets the menu
      // through MICRO_ADMIN while a COMERCIAL_PLUS user does not.
      rule: (roles) =>
        hasRole(roles, 'ROLE_MICRO_ADMIN') ||
        (hasRole(roles, 'ROLE_COMERCIAL') && !hasRole(roles, 'ROLE_COMERCIAL_PLUS')),
      children: [
        { id: 'sales-analysis', label: 'Análisis', path: '/comerciales/analisis' },
        { id: 'sales-detail', label: 'Detalle comercial', path: '/comerciales/detalle-comercial' },
        { id: 'sales-weekly-tasks', label: 'Tareas semanales', path: '/comerciales/tareas-semanales' },
        { id: 'sales-new-task', label: 'Nueva tarea', path: '/comerciales/nueva-tarea' },
      ],
    },
    {
      id: 'it-tools',
      label: 'IT tools',
      rule: any('ROLE_ADMIN'),
      children: [
        { id: 'it-logs-lw', label: 'Logs LW', path: '/it-tools/logs-lw' },
        { id: 'it-securitise', label: 'Titulizar créditos', path: '/it-tools/titulizar-creditos' },
        { id: 'it-repurchase', label: 'Destitulizar créditos', path: '/it-tools/destitulizar-creditos' },
      ],
    },
    {
      id: 'lists',
      label: 'Listados',
      // §6 "The Lists menu is for MICRO_ADMIN or RECOBRO"; its entries follow the menu readings.
      rule: any('ROLE_MICRO_ADMIN', 'ROLE_RECOBRO'),
      children: [
        {
          id: 'lists-sc-summary',
          label: 'Resumen SC',
          path: '/listados/resumenSC',
          rule: any('ROLE_SUPER_ADMIN'),
        },
        {
          id: 'lists-available-wallets',
          label: 'Disponible en monederos',
          path: '/listados/disponible-en-monederos',
          rule: any('ROLE_ADMIN'),
        },
        ...reports
          .filter((report) => report.kind !== 'file')
          .map((report) => ({
            id: `report-${report.id}`,
            label: report.name,
            path: detailPath.report(report.id),
            report: slug(report.id),
          })),
      ],
    },
    // Issue 14 four-eyes: whoever may decide the pending approvals.
    { id: 'approvals', label: 'Aprobaciones pendientes', path: '/aprobaciones' },
    {
      id: 'secondary-reasons',
      label: 'Secondary Reasons',
      path: '/secondary-reasons',
      rule: any('ROLE_ADMIN_PLUS'),
    },
    {
      // §2: "Each is either a binary file download or a JSON list screen. Sales reports are
      // downloadable as Excel files." File reports are for whoever their roles name (sales staff
      // included), so they stand outside the Lists menu, which §6 keeps for MICRO_ADMIN or RECOBRO.
      id: 'reports',
      label: 'Informes',
      children: reports
        .filter((report) => report.kind === 'file')
        .map((report) => ({
          id: `report-${report.id}`,
          label: report.name,
          path: detailPath.report(report.id),
          download: true,
        })),
    },
  ];
}

type Visible = MenuEntry & { readonly report?: string; readonly children?: readonly Visible[] };

function visible(node: MenuNode, roles: readonly unknown[]): Visible | null {
  if (node.rule && !node.rule(roles)) return null;
  if (node.children) {
    const children = node.children.map((c) => visible(c, roles)).filter((c): c is Visible => c !== null);
    if (children.length === 0) return null;
    const path = node.path && canAccess(node.path, roles) === 'ok' ? { path: node.path } : {};
    return { id: node.id, label: node.label, ...path, children };
  }
  if (node.report) return { id: node.id, label: node.label, path: node.path ?? '', report: node.report };
  if (node.download)
    return { id: node.id, label: node.label, ...(node.path ? { path: node.path } : {}), download: true };
  if (node.path && canAccess(node.path, roles) !== 'ok') return null;
  return { id: node.id, label: node.label, ...(node.path ? { path: node.path } : {}) };
}

/**
 * The main menu a user sees (§6 of both documents). A group shows when its own rule passes and
 * at least one of its entries shows; an entry shows when its menu rule passes and its route
 * admits the user. Nobody signed in sees nothing.
 */
export function menuFor(roles: RolesInput, options: MenuOptions = {}): MenuEntry[] {
  if (roles === null || roles === undefined) return [];
  const list = typeof roles === 'string' ? roles.split(',') : roles;
  const product = (options.product ?? '').trim() || DEFAULT_PRODUCT;
  const reports = filterReportsByRole(options.reports ?? [], list).filter(
    (r) => r && (typeof r.id === 'string' || typeof r.id === 'number') && typeof r.name === 'string',
  );
  const tree = menuTree(product, reports)
    .map((n) => visible(n, list))
    .filter((n): n is Visible => n !== null);
  return mergeReports(tree, list);
}

/**
 * Issue 12: the server serves some of the menu's own lists as reports ('Resumen SC', 'Disponible
 * en monederos', 'Créditos problemáticos'), which made them appear twice. Such a report is not
 * listed again: the menu's entry, with the same name and route, stays in its group and opens
 * the report's screen (the one that shows the rows). Other reports stay in the Lists menu.
 */
function mergeReports(tree: readonly Visible[], roles: readonly unknown[]): MenuEntry[] {
  const key = (label: string, slugged: string) => `${label}\u0000${slugged}`;
  const reports = new Map<string, Visible>();
  const leaves: Visible[] = [];
  const walk = (entries: readonly Visible[]) => {
    for (const e of entries) {
      if (e.report) reports.set(key(e.label, e.report), e);
      else if (!e.children && e.path) leaves.push(e);
      walk(e.children ?? []);
    }
  };
  walk(tree);
  const taken = new Set<Visible>();
  const opens = new Map<Visible, string>();
  for (const leaf of leaves) {
    const report = reports.get(key(leaf.label, slug(leaf.path ?? '')));
    if (!report?.path || taken.has(report) || canAccess(report.path, roles) !== 'ok') continue;
    taken.add(report);
    opens.set(leaf, report.path);
  }
  const rebuild = (entries: readonly Visible[]): MenuEntry[] =>
    entries.flatMap((e): MenuEntry[] => {
      if (taken.has(e)) return [];
      const { report: _report, children, ...rest } = e;
      if (!children) return [{ ...rest, ...(opens.has(e) ? { path: opens.get(e) } : {}) }];
      const kept = rebuild(children);
      return kept.length || rest.path ? [{ ...rest, children: kept }] : [];
    });
  return rebuild(tree);
}

/**
 * Where a signed-in user lands (issue 12): the home of §2 for the roles it names, otherwise the
 * welcome page that every role may see. Nobody signed in lands on /login.
 */
export function landingPath(roles: RolesInput): string {
  if (roles === null || roles === undefined) return '/login';
  return canAccess('/', roles) === 'ok' ? '/' : '/inicio';
}

/** The top bar's user menu (§2): My schedule, My vacations (disabled) and Salir. */
export const USER_MENU: readonly MenuEntry[] = [
  { id: 'my-schedule', label: 'Mi horario', path: '/empleados/control-horario' },
  { id: 'my-vacations', label: 'Mis vacaciones', path: '/empleados/vacaciones', disabled: true },
  { id: 'logout', label: 'Salir', path: '/login' },
];

/**
 * The top bar's user menu of a user (§2): entries whose screen the user may not open are left
 * out ('Mi horario' is for COMERCIAL and MICRO_ADMIN, issue 12); 'Salir' is always there.
 */
export function userMenuFor(roles: RolesInput): MenuEntry[] {
  return USER_MENU.filter((e) => e.id === 'logout' || (e.path && canAccess(e.path, roles) === 'ok'));
}

/** Every path of a menu tree, depth first. */
export function menuPaths(menu: readonly MenuEntry[]): string[] {
  return menu.flatMap((e) => [...(e.path ? [e.path] : []), ...menuPaths(e.children ?? [])]);
}
