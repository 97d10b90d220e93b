/**
 * The listings of issue 16 (loans §2 "Listings", "Arrears", "Cards", investors' ADMIN reports,
 * "Other lists"; platform §2 affiliate listings and the generic report screen): which listing
 * serves which route of the domain table, and what a listing's columns and filters may be. The
 * API declares each listing's query under the same id; the screen reads the columns and filters
 * the API sends with every page, so a listing is declared once, on the server, and its roles are
 * the route's roles in ROUTES (one source).
 */
import { formatEur, formatNumber, isoToDisplay, NBSP } from './format';
import { matchRoute, type RouteDef } from './routes';

/** How a column's values are typed, formatted on screen and in the spreadsheet. */
export const COLUMN_TYPES = ['text', 'number', 'money', 'percent', 'date', 'code'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** A code column links to the record's detail page. */
export const LINK_KINDS = ['loan', 'affiliate', 'investor'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export interface ListingColumn {
  readonly key: string;
  readonly label: string;
  readonly type: ColumnType;
  /** For a code column: which detail it opens, with the record id read from `linkKey`. */
  readonly link?: LinkKind;
  readonly linkKey?: string;
}

export const FILTER_TYPES = ['text', 'date', 'number', 'select'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export interface ListingFilter {
  readonly name: string;
  readonly label: string;
  readonly type: FilterType;
  readonly options?: readonly { readonly value: string; readonly label: string }[];
}

/**
 * Every listing, by id, with the route of the domain table it serves. A route parameter
 * (`{variant}`, `{platform}`…) is passed to the API as a query parameter of the same name.
 * The sidebar's server-defined reports (`/listados/reportList/{id}`) are listings too, under their
 * report id.
 */
export const LISTING_PATHS = {
  'creditos-cantidad-lw': '/creditos/listados/cantidad-{platform}-lw',
  'creditos-estados-eam-ret-ama-amo': '/creditos/listados/estados-creditos-EAM-RET-AMA-AMO',
  'creditos-informe-burofax': '/creditos/listados/informe-burofax',
  'creditos-usuarios-wallet-bloqueada': '/creditos/listados/usuarios-wallet-bloqueada',
  'creditos-problematicos': '/creditos/listados/creditos-problematicos',
  'creditos-estado-recobro-mensual': '/creditos/estado-recobro-mensual',
  'creditos-detalle-estado-recobro-mensual': '/creditos/detalle-estado-recobro-mensual',
  'creditos-ultimas-devoluciones': '/creditos/listados/ultimas-devoluciones',
  'creditos-ultimos-cobros': '/creditos/listados/ultimos-cobros',
  'creditos-morosidad-all': '/creditos/listados/morosidad-all/{variant}',
  'creditos-morosidad-financiaciones': '/creditos/listados/morosidad-financiaciones/{variant}',
  'creditos-tarjetas': '/creditos/listados/tarjetas',
  'creditos-tarjetas-problematicas': '/creditos/listados/tarjetas/problematicas',
  'creditos-tarjetas-proximas-a-expirar': '/creditos/listados/tarjetas/proximas-a-expirar',
  morosidad: '/listados/morosidad/{ge}/{morososTresMas}/{tipo}/{producto}',
  'afiliados-cantidad-lw': '/afiliados/listados/cantidad-{product}-lw',
  'afiliados-morosidad': '/afiliados/listados/morosidad/{variant}',
  'inversores-cantidad-lw': '/inversores/listados/cantidad-{platform}-lw',
  'inversores-falta-documentacion': '/inversores/listados/falta-documentacion',
  'inversores-fraude': '/inversores/listados/fraude',
  'inversores-informe-inversores': '/inversores/listados/informe-inversores',
  'inversores-disponible-monenderos': '/inversores/listados/disponible-monenderos',
  'inversores-informe-check-cuotas': '/inversores/listados/informe-check-cuotas-monedero-credito-activo',
  'resumen-sc': '/listados/resumenSC',
  'disponible-en-monederos': '/listados/disponible-en-monederos',
  'disponible-en-monederos-d': '/listados/Disponible-en-monederos',
} as const;
export type ListingId = keyof typeof LISTING_PATHS;

const BY_PATH = new Map<string, ListingId>(
  Object.entries(LISTING_PATHS).map(([id, path]) => [path, id as ListingId]),
);

export interface ListingMatch {
  readonly id: string;
  readonly route: RouteDef;
  /** The route's parameters, sent to the API as query parameters. */
  readonly params: Readonly<Record<string, string>>;
}

/**
 * The listing a screen path shows: a listing route of the table, or a server report
 * (`/listados/reportList/{id}`, the listing under the report's id). Null for any other path.
 */
export function listingForPath(path: unknown): ListingMatch | null {
  const match = matchRoute(path);
  if (!match) return null;
  if (match.route.path === '/listados/reportList/{id}') {
    const { id = '' } = match.params;
    return { id, route: match.route, params: {} };
  }
  const id = BY_PATH.get(match.route.path);
  return id ? { id, route: match.route, params: match.params } : null;
}

/** The route of the domain table a listing serves (its title and roles), or null. */
export function listingRoute(id: string): RouteDef | null {
  const path = (LISTING_PATHS as Readonly<Record<string, string>>)[id];
  if (!path) return null;
  // A parameter limited to some values ({variant}) gets one of them so the pattern matches.
  const sample = path.replace('{variant}', 'all').replace(/\{[^}]+\}/g, 'x');
  return matchRoute(sample)?.route ?? null;
}

/** '12,5 %' (es-ES, two decimals, a no-break space before the sign). */
export function formatPercent(value: unknown): string {
  const text = formatNumber(value, 2);
  return text === '' ? '' : `${text}${NBSP}%`;
}

/** A cell as the screen shows it: money es-ES EUR, percentages, dates D/MM/YYYY. */
export function formatListingCell(type: ColumnType, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (type) {
    case 'money':
      return formatEur(value);
    case 'percent':
      return formatPercent(value);
    case 'date':
      return isoToDisplay(value);
    case 'number':
      return formatNumber(value, 0);
    default:
      return String(value);
  }
}

/** The spreadsheet number format of a column type ('' for text). */
export const SPREADSHEET_FORMAT: Readonly<Record<ColumnType, string>> = {
  text: '',
  code: '',
  number: '0',
  money: '#,##0.00 "€"',
  percent: '0.00" %"',
  date: 'd/mm/yyyy',
};
