/**
 * The typed contract of the loan-detail reads and the loan lists (issue 13, loans §7): params,
 * query and response schemas as JSON Schema (TypeBox), keyed by the API_ACCESS route keys. The API
 * validates and serialises with them (so answers carry no stray field); the admin derives its
 * types from them with `Static`. Pure data.
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
  IdParams,
  Int,
  isoDate,
  KeyValues,
  Member,
  NNum,
  NStr,
  Nullable,
  Num,
  OrderQuery,
  PagingQuery,
  Str,
} from './schema';

// The shared pieces, where other parts of the contract have imported them from.
export { Collection, HydraView, IdParams, OrderQuery, PagingQuery } from './schema';

// ---------------------------------------------------------------------------------------------
// Loan detail (loans §3)

const Split = Type.Object({ investor: Num(), platform: Num(), total: Num() });

/** loans §3 "Computed values", from the domain's economics. */
export const LoanComputed = Type.Object({
  borrowerOpeningFee: Split,
  affiliateOpeningFee: Split,
  cobrosOpeningFee: Split,
  interest: Type.Object({ borrower: Num(), investor: Num(), platform: Num() }),
  monthlyPayment: Num(),
});

/** `/api/loanControlDetail/{creditId}`: the loan with its links, owner and computed values. */
export const LoanControlDetail = Type.Object({
  '@context': Str(),
  ...Member,
  creditId: Int(),
  code: Str(),
  tipo: Str(),
  estadoCd: Str(),
  phase: Str(),
  origin: NStr(),
  demo: Bool(),
  funder: NStr(),
  funderId: NStr(),
  fund: NStr(),
  securitized: Bool(),
  fromApi: Bool(),
  cancelledByAffiliate: Bool(),
  contractSigned: Bool(),
  /** loans §3: the loan's advance amortization (its latest active one), none when it has none. */
  amaId: Nullable(Int()),
  allowOwnInvestment: Bool(),
  acceptOwnInvestment: Bool(),
  borrowerFee: NNum(),
  prescriberFee: NNum(),
  noBelender: Bool(),
  belenderUrl: NStr(),
  belenderId: NStr(),
  belenderData: NStr(),
  belenderCotData: NStr(),
  /** loans §3: the bank-analysis provider error, none when the analysis did not fail. */
  bankAnalysisError: NStr(),
  estadoInstantor: NStr(),
  estadoInstantorCot: NStr(),
  moneyOutSent: Bool(),
  contractVerified: Bool(),
  scoreSimplai: Nullable(Int()),
  scoreSimplaiResolution: NStr(),
  scoreSimplaiDescription: NStr(),
  emailMoneyOut: Bool(),
  allowSDD: Bool(),
  cobros: Bool(),
  cantidad: Num(),
  cantidadSolicitada: NNum(),
  meses: Int(),
  mesesSolicitados: Nullable(Int()),
  carencia: Int(),
  tin: NNum(),
  tae: NNum(),
  pTinI: NNum(),
  pTinZ: NNum(),
  aCcZ: NNum(),
  aCtZ: NNum(),
  cuotaMensual: NNum(),
  categoria: NStr(),
  insurance: NStr(),
  sepaDay: Nullable(Int()),
  demandaJudicial: Bool(),
  visibleRecobro: Bool(),
  flags: Type.Record(Type.String(), Type.Boolean()),
  createdAt: Str(),
  updatedAt: Str(),
  // Links (each an endpoint path)
  user: Str(),
  coborrower: NStr(),
  afiliado: NStr(),
  salesAgent: NStr(),
  account: NStr(),
  asnef: NStr(),
  ama: NStr(),
  borrowerInfo: NStr(),
  carInfo: NStr(),
  idInfo: NStr(),
  // Owner user
  userId: Int(),
  username: Str(),
  borrowerName: Str(),
  dni: NStr(),
  walletStatusCode: Nullable(Int()),
  frozenByLw: Bool(),
  accountIban: NStr(),
  afiliadoName: NStr(),
  computed: LoanComputed,
});
export type LoanControlDetail = Static<typeof LoanControlDetail>;

export const StatusHistoryEntry = Type.Object({
  ...Member,
  id: Int(),
  date: Str(),
  previousState: NStr(),
  finalState: Str(),
  user: NStr(),
  userName: NStr(),
});

export const LoanInvestment = Type.Object({
  ...Member,
  id: Int(),
  investor: Str(),
  investorName: Str(),
  amount: Num(),
  isOwnInvestment: Bool(),
  active: Bool(),
  createdAt: Str(),
});

export const LoanInvestor = Type.Object({
  ...Member,
  id: Int(),
  name: Str(),
  user: Str(),
  status: Str(),
  amount: Num(),
  investments: Int(),
  isOwnInvestment: Bool(),
});

/** loans §3 "Installment (cuota)", with the monthly payment split by party. */
export const Installment = Type.Object({
  ...Member,
  id: Int(),
  credito: Str(),
  estadoCd: Str(),
  numero: Int(),
  subNumero: Int(),
  fechaInicio: Str(),
  fechaCobro: Str(),
  saldo: Num(),
  principal: Num(),
  interest: Num(),
  openingFee: Num(),
  defaultInterest: Num(),
  defaultCommission: Num(),
  bankExpenses: Num(),
  cuotaMensual: Num(),
  pPrI: Num(),
  pTinI: Num(),
  pTinDI: Num(),
  pCaI: Num(),
  pCdI: Num(),
  pBeI: Num(),
  pTinZ: Num(),
  pTinDZ: Num(),
  pCaZ: Num(),
  aCaI: Num(),
  aCaZ: Num(),
});
export const INSTALLMENT_PARTS = [
  'pPrI',
  'pTinI',
  'pTinDI',
  'pCaI',
  'pCdI',
  'pBeI',
  'pTinZ',
  'pTinDZ',
  'pCaZ',
  'aCaI',
  'aCaZ',
] as const;

export const CuotasQuery = Type.Object({ activa: flag(), ...PagingQuery });

// ---------------------------------------------------------------------------------------------
// Scoring and bank-statement analysis (gated: loans §6)

export const ScoreResult = Type.Object({
  ...Member,
  id: Int(),
  cotitular: Bool(),
  provider: Str(),
  score: Nullable(Int()),
  resolution: NStr(),
  createdAt: Str(),
  detail: KeyValues(),
});

export const InsResumen = Type.Object({
  ...Member,
  id: Int(),
  cotitular: Bool(),
  scrape: NStr(),
  createdAt: Str(),
  data: KeyValues(),
});

export const Killer = Type.Object({
  ...Member,
  id: Int(),
  cotitular: Bool(),
  code: Str(),
  description: Str(),
  value: NStr(),
  triggered: Bool(),
  createdAt: Str(),
});

/** A scrape report; `score` is null for the roles without the full view. */
export const ScrapeReport = Type.Object({
  ...Member,
  id: Int(),
  cotitular: Bool(),
  provider: Str(),
  status: Str(),
  successful: Bool(),
  latest: Bool(),
  createdAt: Str(),
  accounts: Int(),
  insCuentas: Str(),
  score: Nullable(KeyValues()),
});

export const ScrapeReportsCollection = Type.Object({
  '@context': Str(),
  '@id': Str(),
  '@type': Str(),
  'hydra:member': Type.Array(ScrapeReport),
  'hydra:totalItems': Int(),
  'hydra:view': HydraView,
  /** 'full' or 'latestScrape' (the domain's scoringView): what the caller was given. */
  scoringView: Type.String({ enum: ['full', 'latestScrape'] }),
});

export const InsCuenta = Type.Object({
  ...Member,
  id: Int(),
  scrape: Str(),
  iban: NStr(),
  account: NStr(),
  principals: Type.Array(Str()),
  ready: Bool(),
  transactions: Int(),
  insTrans: Str(),
  insTitulars: Str(),
});

export const InsTran = Type.Object({
  ...Member,
  id: Int(),
  date: Str(),
  amount: Num(),
  description: NStr(),
  tag: NStr(),
});
export const InsTransQuery = Type.Object({
  page: Type.Optional(digits(6)),
  itemsPerPage: Type.Optional(digits(4)),
});

export const InsTitular = Type.Object({ ...Member, id: Int(), name: Str(), dni: NStr(), main: Bool() });

// ---------------------------------------------------------------------------------------------
// ASNEF, amortizations, operations, payment methods, configuration, banks

export const CheckAsnef = Type.Object({ '@id': Str(), creditId: Int(), asnef: NStr(), checkedAt: NStr() });

export const Asnef = Type.Object({
  '@context': Str(),
  ...Member,
  id: Int(),
  credito: Str(),
  checkedAt: Str(),
  found: Bool(),
  operations: Int(),
  unpaidOperations: Int(),
  unpaidBalance: Num(),
});

export const AdvanceAmortizationFigures = Type.Object({
  creditId: Int(),
  date: Str(),
  borrower: Bool(),
  noService: Bool(),
  cancellation: Bool(),
  consumedAmount: NNum(),
  pendingInstallments: Int(),
  monthsLeft: Int(),
  daysAccrued: Int(),
  principal: Num(),
  interest: Num(),
  fee: Num(),
  total: Num(),
});
export const AmountAdvancedAmortizationQuery = Type.Object({
  borrower: flag(),
  date: Type.Optional(Type.Union([isoDate(), Type.Literal('')])),
  noService: flag(),
});
export const SimulationQuery = Type.Object({
  cancellation: flag(),
  consumedAmount: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}([.,][0-9]{1,2})?$' })),
});

export const Amortization = Type.Object({
  ...Member,
  id: Int(),
  credito: Str(),
  payer: Str(),
  amount: Num(),
  date: Str(),
  active: Bool(),
  createdAt: Str(),
});

export const Operation = Type.Object({
  ...Member,
  id: Int(),
  credito: Str(),
  type: Str(),
  amount: Num(),
  date: Str(),
  description: NStr(),
});

export const PayMethod = Type.Object({
  ...Member,
  id: Int(),
  user: Str(),
  loan: NStr(),
  type: Str(),
  last4: NStr(),
  expiresAt: NStr(),
  enabled: Bool(),
  invalid: Bool(),
  invalidType: Bool(),
});

/** `?id{product}={id}`: the loan, named by its product (idFinanciacion, idBnpl, idPrestamo or idCredito). */
export const ProductQuery = Type.Object({
  idFinanciacion: Type.Optional(digits(9)),
  idBnpl: Type.Optional(digits(9)),
  idPrestamo: Type.Optional(digits(9)),
  idCredito: Type.Optional(digits(9)),
  active: flag(),
  limit: Type.Optional(digits(4)),
});

export const Configuracion = Type.Object({
  ...Member,
  id: Int(),
  name: Str(),
  value: Str(),
  description: NStr(),
});

export const Bank = Type.Object({ ...Member, id: Int(), entityCode: Str(), name: Str(), bic: NStr() });
export const BanksQuery = Type.Object({ entityCode: Type.String({ pattern: '^[0-9]{4}$' }) });

// ---------------------------------------------------------------------------------------------
// Lists

export const LoanListItem = Type.Object({
  ...Member,
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
  '@type': Str(),
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
  ...Member,
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
  ...Member,
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
  '@type': Str(),
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

// ---------------------------------------------------------------------------------------------
// The loan routes of the contract, by their API_ACCESS keys

const byProduct = <T extends TSchema>(member: T) => ({
  querystring: ProductQuery,
  response: Collection(member),
});

export const LOAN_ROUTES = {
  'GET /api/loanControlDetail/:id': { params: IdParams, response: LoanControlDetail },
  'GET /api/creditos/:id/statusHistoryList': {
    params: IdParams,
    querystring: Type.Object(PagingQuery),
    response: Collection(StatusHistoryEntry),
  },
  'GET /api/creditos/:id/inversiones': { params: IdParams, response: Collection(LoanInvestment) },
  'GET /api/creditos/:id/investorsList': { params: IdParams, response: Collection(LoanInvestor) },
  'GET /api/creditos/:id/cuotas': {
    params: IdParams,
    querystring: CuotasQuery,
    response: Collection(Installment),
  },
  'GET /api/creditos/:id/score_results': {
    params: IdParams,
    querystring: Type.Object(PagingQuery),
    response: Collection(ScoreResult),
  },
  'GET /api/creditos/:id/ins_resumens': { params: IdParams, response: Collection(InsResumen) },
  'GET /api/creditos/:id/killers': { params: IdParams, response: Collection(Killer) },
  'GET /api/creditos/:id/ins_scrape_reports': { params: IdParams, response: ScrapeReportsCollection },
  'GET /api/ins_scrape_reports/:id/ins_cuentas': { params: IdParams, response: Collection(InsCuenta) },
  'GET /api/ins_cuentas/:id/ins_trans': {
    params: IdParams,
    querystring: InsTransQuery,
    response: Collection(InsTran),
  },
  'GET /api/ins_cuentas/:id/ins_titulars': { params: IdParams, response: Collection(InsTitular) },
  'GET /api/checkAsnef/:id': { params: IdParams, response: CheckAsnef },
  'GET /api/asnefs/:id': { params: IdParams, response: Asnef },
  'GET /api/amountAdvancedAmortization/:id': {
    params: IdParams,
    querystring: AmountAdvancedAmortizationQuery,
    response: AdvanceAmortizationFigures,
  },
  'GET /api/tools/microadmin/advanceAmortizationSimulation/:id': {
    params: IdParams,
    querystring: SimulationQuery,
    response: AdvanceAmortizationFigures,
  },
  'GET /api/configuracions': { response: Collection(Configuracion) },
  'GET /api/amortizations': byProduct(Amortization),
  'GET /api/amortizations/': byProduct(Amortization),
  'GET /api/operations': byProduct(Operation),
  'GET /api/operations/': byProduct(Operation),
  'GET /api/pay_methods': byProduct(PayMethod),
  'GET /api/banks': { querystring: BanksQuery, response: Collection(Bank) },
  'GET /api/financiaciones': { querystring: FinanciacionesQuery, response: FinanciacionesCollection },
  'GET /api/cuotas': { querystring: CuotasListQuery, response: EstimatedCollection(InstallmentListItem) },
  'GET /api/amas': { querystring: AmasListQuery, response: EstimatedCollection(AmaListItem) },
  'GET /api/creditos/dashboard': { response: LoanDashboard },
} as const satisfies RouteTable;
