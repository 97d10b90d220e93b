/**
 * The main menu and the user menu (§6 of both documents): entries name their route by id, so a
 * path is written once, in the route table; an entry shows when its menu rule passes and its
 * route admits the user.
 */

import { canAccess } from './guard';
import { filterReportsByRole, hasAnyRole, hasRole, type Role, type RolesInput } from './roles';
import { ARREARS_VARIANTS, type ArrearsVariant, detailPath, type RouteId, routePath } from './routeTable';

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

/** A menu entry that opens a route of the table, by its id: the entry's id is the route's. */
const at = (
  route: RouteId,
  label: string,
  extra: Omit<MenuNode, 'id' | 'label' | 'path'> & {
    readonly params?: Readonly<Record<string, string>>;
  } = {},
): MenuNode => {
  const { params, ...rest } = extra;
  return { id: route, label, path: routePath(route, params), ...rest };
};

/** The four arrears entries of an arrears route, one per variant. */
function arrears(route: RouteId): MenuNode[] {
  return ARREARS_VARIANTS.map((v) => ({
    id: `${route}-${v}`,
    label: ARREARS_LABEL[v],
    path: routePath(route, { variant: v }),
  }));
}

/**
 * The menu of both documents. Rules cite §6; where a menu rule is silent the entry follows its
 * route's roles, so no entry ever leads to /prohibido.
 */
function menuTree(product: string, reports: readonly MenuReport[]): readonly MenuNode[] {
  return [
    at('home', 'Inicio'),
    // Whoever may not open '/' has the welcome page as home, so the menu is never empty.
    at('welcome', 'Inicio', { rule: (roles) => canAccess('/', roles) !== 'ok' }),
    {
      id: 'affiliates',
      label: 'Afiliados',
      // §6 "the Affiliates menu is for MICRO_ADMIN, COMERCIAL and RISK".
      rule: any('ROLE_MICRO_ADMIN', 'ROLE_COMERCIAL', 'ROLE_RISK'),
      children: [
        at('affiliates-dashboard', 'Dashboard'),
        // §6 "The create and list entries are for MICRO_ADMIN and COMERCIAL only".
        at('affiliates-create', 'Crear afiliado', { rule: any('ROLE_MICRO_ADMIN', 'ROLE_COMERCIAL') }),
        at('affiliates-mine', 'Mis afiliados', { rule: any('ROLE_MICRO_ADMIN', 'ROLE_COMERCIAL') }),
        at('affiliates-list', 'Lista de afiliados', { rule: any('ROLE_MICRO_ADMIN', 'ROLE_COMERCIAL') }),
        {
          // §6 "Listings and arrears lists are for ADMIN".
          id: 'affiliates-listings',
          label: 'Listados',
          rule: any('ROLE_ADMIN'),
          children: [
            at('affiliates-count-lw', `Cantidad ${product} LW`, { params: { product } }),
            { id: 'affiliates-arrears', label: 'Morosidad', children: arrears('affiliates-arrears') },
          ],
        },
      ],
    },
    {
      id: 'credits',
      label: 'Créditos',
      children: [
        at('credits-dashboard', 'Dashboard'),
        at('credits-financings', 'Financiaciones'),
        at('credits-installments', 'Cuotas'),
        at('credits-ama', 'Listado AMA'),
        {
          id: 'credits-listings',
          label: 'Listados',
          children: [
            at('credits-count-lw', `Cantidad ${product} LW`, { params: { platform: product } }),
            at('credits-states', 'Estados EAM-RET-AMA-AMO'),
            at('credits-burofax', 'Informe burofax'),
            at('credits-blocked-wallets', 'Usuarios wallet bloqueada'),
            at('credits-problematic', 'Créditos problemáticos'),
            at('credits-monthly-recovery', 'Estado recobro mensual'),
            at('credits-monthly-recovery-detail', 'Detalle estado recobro mensual'),
            at('credits-last-refunds', 'Últimas devoluciones'),
            at('credits-last-collections', 'Últimos cobros'),
            // loans §2 "Cards: /creditos/listados/tarjetas with children …": the group is a list too.
            at('credits-cards', 'Tarjetas', {
              children: [
                at('credits-cards-problematic', 'Problemáticas'),
                at('credits-cards-expiring', 'Próximas a expirar'),
              ],
            }),
          ],
        },
        {
          id: 'credits-arrears',
          label: 'Morosidad',
          children: [
            {
              id: 'credits-arrears-all',
              label: 'Morosidad créditos',
              children: arrears('credits-arrears-all'),
            },
            {
              id: 'credits-arrears-financings',
              label: 'Morosidad financiaciones',
              children: arrears('credits-arrears-financings'),
            },
          ],
        },
        {
          id: 'credits-tools',
          label: 'Herramientas',
          children: [
            at('credits-tools-gap', 'Subir acciones Excel GAP'),
            at('credits-tools-judicial', 'Subir acciones Excel judicial'),
            at('credits-tools-installments', 'Actualizar cuotas del mes'),
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
        at('investors-dashboard', 'Dashboard'),
        at('investors-list', 'Inversores'),
        {
          id: 'investors-listings',
          label: 'Listados',
          children: [
            at('investors-count-lw', `Cantidad ${product} LW`, { params: { platform: product } }),
            at('investors-missing-docs', 'Falta documentación'),
            at('investors-fraud', 'Fraude'),
            at('investors-report', 'Informe inversores'),
            at('investors-available', 'Disponible en monederos'),
            at('investors-installment-check', 'Check cuotas monedero crédito activo'),
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
        at('sales-analysis', 'Análisis'),
        at('sales-detail', 'Detalle comercial'),
        at('sales-weekly-tasks', 'Tareas semanales'),
        at('sales-new-task', 'Nueva tarea'),
      ],
    },
    {
      id: 'it-tools',
      label: 'IT tools',
      rule: any('ROLE_ADMIN'),
      children: [
        at('it-logs-lw', 'Logs LW'),
        at('it-securitise', 'Titulizar créditos'),
        at('it-repurchase', 'Destitulizar créditos'),
      ],
    },
    {
      id: 'lists',
      label: 'Listados',
      // §6 "The Lists menu is for MICRO_ADMIN or RECOBRO"; its entries follow the menu readings.
      rule: any('ROLE_MICRO_ADMIN', 'ROLE_RECOBRO'),
      children: [
        at('lists-sc-summary', 'Resumen SC', { rule: any('ROLE_SUPER_ADMIN') }),
        at('lists-available-wallets', 'Disponible en monederos', { rule: any('ROLE_ADMIN') }),
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
    // Four-eyes: whoever may decide the pending approvals.
    at('approvals', 'Aprobaciones pendientes'),
    at('secondary-reasons', 'Secondary Reasons', { rule: any('ROLE_ADMIN_PLUS') }),
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
 * The server serves some of the menu's own lists as reports ('Resumen SC', 'Disponible
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

/** The top bar's user menu (§2): My schedule, My vacations (disabled) and Salir. */
export const USER_MENU: readonly MenuEntry[] = [
  { id: 'my-schedule', label: 'Mi horario', path: routePath('my-schedule') },
  { id: 'my-vacations', label: 'Mis vacaciones', path: routePath('my-vacations'), disabled: true },
  { id: 'logout', label: 'Salir', path: routePath('login') },
];

/**
 * The top bar's user menu of a user (§2): entries whose screen the user may not open are left
 * out ('Mi horario' is for COMERCIAL and MICRO_ADMIN); 'Salir' is always there.
 */
export function userMenuFor(roles: RolesInput): MenuEntry[] {
  return USER_MENU.filter((e) => e.id === 'logout' || (e.path && canAccess(e.path, roles) === 'ok'));
}

/** Every path of a menu tree, depth first. */
export function menuPaths(menu: readonly MenuEntry[]): string[] {
  return menu.flatMap((e) => [...(e.path ? [e.path] : []), ...menuPaths(e.children ?? [])]);
}
