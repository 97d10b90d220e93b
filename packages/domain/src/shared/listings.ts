/**
 * The listings (loans §2 "Listings", "Arrears", "Cards", investors' ADMIN reports,
 * "Other lists"; platform §2 affiliate listings and the generic report screen): which listing
 * serves which route of the domain table, and what a listing's columns and filters may be. The
 * API declares each listing's query under the same id; the screen reads the columns and filters
 * the API sends with every page, so a listing is declared once, on the server, and its roles are
 * the route's roles in ROUTES (one source).
 */
import { formatEur, formatNumber, isoToDisplay, NBSP } from './format';
import { matchRoute, ROUTES, type RouteDef } from './routes';

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

/** The routes of the table that show a listing (their `listing` names it). */
type ListingRoute = Extract<(typeof ROUTES)[number], { readonly listing: string }>;

/**
 * Every listing of the route table, by id, with its route's path: the path is declared once, on
 * the route (ROUTES). A route parameter (`{variant}`, `{platform}`…) is passed to the API as a
 * query parameter of the same name. The sidebar's server-defined reports
 * (`/listados/reportList/{id}`) are listings too, under their report id.
 */
export const LISTING_PATHS = Object.fromEntries(
  ROUTES.filter((route): route is ListingRoute => 'listing' in route).map((route) => [
    route.listing,
    route.path,
  ]),
) as { readonly [R in ListingRoute as R['listing']]: R['path'] };
export type ListingId = keyof typeof LISTING_PATHS;

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
  const id = match.route.listing;
  return id ? { id, route: match.route, params: match.params } : null;
}

/** The route of the domain table a listing serves (its title and roles), or null. */
export function listingRoute(id: string): RouteDef | null {
  return ROUTES.find((route) => 'listing' in route && route.listing === id) ?? null;
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
