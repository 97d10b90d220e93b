/**
 * The typed contract of the loan lists (loans §4): the financing list with its phase counts, the
 * installment and AMA lists, and the credits dashboard. Pure data.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { LOAN_LIST_SORTABLE } from '../loan/loans';
import type { RouteTable } from './routes';
import {
  Bool,
  Collection,
  digits,
  flag,
  HydraView,
  Int,
  isoDate,
  Member,
  NNum,
  NStr,
  Num,
  OrderQuery,
  Str,
  TypeOf,
} from './schema';

export const LoanListItem = Type.Object({
  ...Member('Financiacion'),
  id: Int(),
  code: Str(),
  tipo: Str(),
  estadoCd: Str(),
  phase: Str(),
  cantidad: Num(),
  meses: Int(),
  tin: NNum(),
  demo: Bool(),
  securitized: Bool(),
  cobros: Bool(),
  createdAt: Str(),
  user: Str(),
  borrowerName: Str(),
  afiliado: NStr(),
  afiliadoName: NStr(),
  salesAgent: NStr(),
});

const amount = () => Type.String({ pattern: '^[0-9]{1,9}([.][0-9]{1,2})?$' });

/**
 * The loan list's filters: status phase, status, type, affiliate, sales agent, creation dates
 * (`createdAt[after]`, `createdAt[before]`) and amounts (`cantidad[gte]`, `cantidad[lte]`) as
 * inclusive ranges, and text (`q`) on the code and the borrower; `order[field]` on
 * LOAN_LIST_SORTABLE.
 */
export const FinanciacionesQuery = Type.Object(
  {
    page: Type.Optional(digits(6)),
    phase: Type.Optional(Type.String({ enum: ['FC', 'FS', 'FE', 'FF', 'FA', 'FD', 'other'] })),
    estadoCd: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{2,4}(,[A-Z0-9]{2,4})*$' })),
    tipo: Type.Optional(Type.String({ enum: ['financiacion', 'bnpl', 'prestamo'] })),
    afiliado: Type.Optional(digits(9)),
    salesAgent: Type.Optional(digits(9)),
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    'createdAt[after]': Type.Optional(isoDate()),
    'createdAt[before]': Type.Optional(isoDate()),
    'cantidad[gte]': Type.Optional(amount()),
    'cantidad[lte]': Type.Optional(amount()),
    ...OrderQuery(LOAN_LIST_SORTABLE),
    /** `xlsx`: every filtered row in the list's order as a streamed spreadsheet (no page, no cap). */
    format: Type.Optional(Type.Literal('xlsx')),
  },
  { additionalProperties: true },
);

export const FinanciacionesCollection = Type.Object({
  '@context': Str(),
  '@id': Str(),
  '@type': TypeOf('hydra:Collection'),
  'hydra:member': Type.Array(LoanListItem),
  'hydra:totalItems': Int(),
  'hydra:view': HydraView,
  /** Rows per phase under the other filters (the list's phase counts). */
  phaseCounts: Type.Record(Type.String(), Int()),
  /**
   * The counts (and `hydra:totalItems`) are the database's estimate: a filter the loan counters
   * do not carry matched more rows than the server counts exactly (apps/api lib/paging.ts).
   */
  countsEstimated: Type.Optional(Bool()),
});

/**
 * A list whose `hydra:totalItems` may be the database's estimate, said by `countsEstimated`
 * (more rows matched than the server counts exactly: apps/api lib/paging.ts).
 */
const EstimatedCollection = <T extends TSchema>(member: T) =>
  Type.Object({ ...Collection(member).properties, countsEstimated: Type.Optional(Bool()) });

export const InstallmentListItem = Type.Object({
  ...Member('Cuota'),
  id: Int(),
  credito: Str(),
  code: Str(),
  borrowerName: Str(),
  afiliado: NStr(),
  estadoCd: Str(),
  numero: Int(),
  fechaInicio: Str(),
  fechaCobro: Str(),
  saldo: Num(),
  principal: Num(),
  interest: Num(),
  overdue: Bool(),
});

export const CuotasListQuery = Type.Object(
  {
    page: Type.Optional(digits(6)),
    estadoCd: Type.Optional(Type.String({ pattern: '^[A-Z]{2,3}(,[A-Z]{2,3})*$' })),
    credito: Type.Optional(digits(9)),
    'fechaCobro[after]': Type.Optional(isoDate()),
    'fechaCobro[before]': Type.Optional(isoDate()),
  },
  { additionalProperties: true },
);

export const AmaListItem = Type.Object({
  ...Member('Amortization'),
  id: Int(),
  credito: Str(),
  code: Str(),
  borrowerName: Str(),
  afiliado: NStr(),
  payer: Str(),
  amount: Num(),
  date: Str(),
  active: Bool(),
});

export const AmasListQuery = Type.Object(
  {
    page: Type.Optional(digits(6)),
    active: flag(),
    'date[after]': Type.Optional(isoDate()),
    'date[before]': Type.Optional(isoDate()),
  },
  { additionalProperties: true },
);

/** `/api/creditos/dashboard` (issue 13): the credits dashboard's figures, under the caller's scope. */
export const LoanDashboard = Type.Object({
  '@id': Str(),
  '@type': TypeOf('LoanDashboard'),
  totals: Type.Object({
    loans: Int(),
    amount: Num(),
    /** Loans in the amortization phase (FA). */
    active: Int(),
    activeAmount: Num(),
    /** loans §4: installments RE, GT, DV or FR, their loans and the sum of their balances. */
    overdueInstallments: Int(),
    overdueLoans: Int(),
    overdueAmount: Num(),
  }),
  byPhase: Type.Array(Type.Object({ phase: Str(), count: Int(), amount: Num() })),
  /** The last 12 months with loans, oldest first (`month` is YYYY-MM of the creation date). */
  byMonth: Type.Array(Type.Object({ month: Str(), count: Int(), amount: Num() })),
  /** The overdue installments by status (RE, GT, DV, FR). */
  overdueByStatus: Type.Array(Type.Object({ estadoCd: Str(), count: Int(), amount: Num() })),
});
export type LoanDashboard = Static<typeof LoanDashboard>;

/** The declared query keys of each list (anything else but `order[...]` is a 400). */
export const LIST_QUERY_KEYS = {
  financiaciones: Object.keys(FinanciacionesQuery.properties),
  cuotas: Object.keys(CuotasListQuery.properties),
  amas: Object.keys(AmasListQuery.properties),
} as const;

export const LOAN_LIST_ROUTES = {
  'GET /api/financiaciones': { querystring: FinanciacionesQuery, response: FinanciacionesCollection },
  'GET /api/cuotas': { querystring: CuotasListQuery, response: EstimatedCollection(InstallmentListItem) },
  'GET /api/amas': { querystring: AmasListQuery, response: EstimatedCollection(AmaListItem) },
  'GET /api/creditos/dashboard': { response: LoanDashboard },
} as const satisfies RouteTable;
