/**
 * The listing engine's contract (issue 16): one route family serves every listing as a JSON-LD
 * Hydra page (with the columns, filters and order the screen needs) or, with `format=xlsx`, as a
 * streamed spreadsheet. A listing's route parameters ({variant}, {platform}…), its filters and
 * `order[key]` are query parameters; the engine validates them against the listing's declaration
 * (a 400 with a Spanish `error`). Pure data.
 */
import { type Static, Type } from 'typebox';
import { COLUMN_TYPES, FILTER_TYPES, LINK_KINDS } from '../shared/listings';
import type { RouteTable } from './routes';
import { HydraView, Scalar, TypeOf } from './schema';
import { FileDownload } from './tools';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const union = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

export const ListingParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9-]{1,80}$' }) });

/** page, itemsPerPage and format; any other key is a route parameter, a filter or `order[key]`. */
export const ListingQuery = Type.Object(
  {
    page: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
    itemsPerPage: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
    format: Type.Optional(union(['json', 'xlsx'] as const)),
  },
  { additionalProperties: Type.String() },
);

export const ListingColumn = Type.Object({
  key: Type.String(),
  label: Type.String(),
  type: union(COLUMN_TYPES),
  link: Type.Optional(union(LINK_KINDS)),
  linkKey: Type.Optional(Type.String()),
});

export const ListingFilter = Type.Object({
  name: Type.String(),
  label: Type.String(),
  type: union(FILTER_TYPES),
  options: Type.Optional(Type.Array(Type.Object({ value: Type.String(), label: Type.String() }))),
});

const Cell = Scalar;

/** One page of a listing, with what the screen needs to show it. */
export const ListingPage = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': TypeOf('hydra:Collection'),
  'hydra:member': Type.Array(Type.Record(Type.String(), Cell)),
  'hydra:totalItems': Type.Integer(),
  'hydra:view': HydraView,
  title: Type.String(),
  columns: Type.Array(ListingColumn),
  filters: Type.Array(ListingFilter),
  order: Type.Object({ key: Type.String(), dir: union(['asc', 'desc'] as const) }),
  sortable: Type.Array(Type.String()),
  /** The file name of the download. */
  fileName: Type.String(),
  /** `hydra:totalItems` is the database's estimate (more rows than counted exactly: apps/api lib/paging.ts). */
  countsEstimated: Type.Optional(Type.Boolean()),
});
export type ListingPage = Static<typeof ListingPage>;

export const ListingAnswer = Type.Union([ListingPage, FileDownload(XLSX)]);

export const LISTING_ROUTES = {
  'GET /api/listados/:id': { params: ListingParams, querystring: ListingQuery, response: ListingAnswer },
} as const satisfies RouteTable;
