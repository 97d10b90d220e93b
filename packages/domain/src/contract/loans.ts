/**
 * The typed contract of the loan-detail reads (loans §7): params, query and response schemas as
 * JSON Schema (TypeBox), keyed by the API_ACCESS route keys. The API validates and serialises with
 * them (so answers carry no stray field); the admin derives its types from them with `Static`.
 * The loan lists are in loanLists.ts, the scoring reads in scoring.ts. Pure data.
 */
import { type Static, type TSchema, Type } from 'typebox';
import type { RouteTable } from './routes';
import {
  Bool,
  Collection,
  digits,
  flag,
  IdParams,
  Int,
  isoDate,
  Member,
  NNum,
  NStr,
  Nullable,
  Num,
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
  ...Member('LoanControlDetail'),
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
  ...Member('StatusHistory'),
  id: Int(),
  date: Str(),
  previousState: NStr(),
  finalState: Str(),
  user: NStr(),
  userName: NStr(),
});

export const LoanInvestment = Type.Object({
  ...Member('Inversion'),
  id: Int(),
  investor: Str(),
  investorName: Str(),
  amount: Num(),
  isOwnInvestment: Bool(),
  active: Bool(),
  createdAt: Str(),
  /** The row's version: sent back (as `"7"`) in If-Match by an action on the row. */
  version: Int(),
});

export const LoanInvestor = Type.Object({
  ...Member('Inversor'),
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
  ...Member('Cuota'),
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
// ASNEF, amortizations, operations, payment methods, configuration, banks

export const CheckAsnef = Type.Object({ '@id': Str(), creditId: Int(), asnef: NStr(), checkedAt: NStr() });

export const Asnef = Type.Object({
  '@context': Str(),
  ...Member('Asnef'),
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
  ...Member('Amortization'),
  id: Int(),
  credito: Str(),
  payer: Str(),
  amount: Num(),
  date: Str(),
  active: Bool(),
  createdAt: Str(),
});

export const Operation = Type.Object({
  ...Member('Operation'),
  id: Int(),
  credito: Str(),
  type: Str(),
  amount: Num(),
  date: Str(),
  description: NStr(),
});

export const PayMethod = Type.Object({
  ...Member('PaymentMethod'),
  id: Int(),
  user: Str(),
  loan: NStr(),
  type: Str(),
  last4: NStr(),
  expiresAt: NStr(),
  enabled: Bool(),
  invalid: Bool(),
  invalidType: Bool(),
  /** The row's version: sent back (as `"7"`) in If-Match by an action on the row. */
  version: Int(),
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
  ...Member('Configuracion'),
  id: Int(),
  name: Str(),
  value: Str(),
  description: NStr(),
});

export const Bank = Type.Object({
  ...Member('Bank'),
  id: Int(),
  entityCode: Str(),
  name: Str(),
  bic: NStr(),
});
export const BanksQuery = Type.Object({ entityCode: Type.String({ pattern: '^[0-9]{4}$' }) });

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
} as const satisfies RouteTable;
