/**
 * The typed contract of the affiliate area (issue 11, platform §3 and §7): the affiliate list, the
 * affiliate record, its detail sections and selects. Params, query, body and response schemas as
 * JSON Schema (TypeBox), keyed by the API_ACCESS route keys; the API validates and serialises with
 * them, the admin derives its types from them. Pure data.
 */
import { type TSchema, Type } from 'typebox';
import { AFFILIATE_STATES, DEFAULT_AFFILIATE_STATE } from '../affiliate/catalogues';
import { AFFILIATE_FINANCING_SORTABLE, AFFILIATE_LIST_SORTABLE } from '../affiliate/lists';
import { DocumentItem } from './commentsDocuments';
import type { RouteTable } from './routes';
import {
  Bool,
  Collection,
  Flags,
  IdParams,
  Int,
  Link,
  Member,
  NBool,
  NInt,
  NInt4,
  NMoney,
  NNum,
  NPct,
  NScore,
  NStr,
  NText,
  Num,
  Option,
  OrderQuery,
  PagingQuery,
  Resource,
  SectionQuery,
  Str,
} from './schema';

// ---------------------------------------------------------------------------------------------
// The affiliate list (§2 "Affiliate screens"; issue 11: `order[field]` on AFFILIATE_LIST_SORTABLE)

export const AffiliateListQuery = Type.Object({
  ...PagingQuery,
  limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
  text: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.String({ maxLength: 200 })),
  salesAgent: Type.Optional(Type.String({ maxLength: 100 })),
  ...OrderQuery(AFFILIATE_LIST_SORTABLE),
});

/** One row of the affiliate list; the badge computes its label and tone from `status`. */
export const AffiliateListRow = Type.Object({
  ...Member('AffiliateListRow'),
  id: Int(),
  code: Str(),
  origin: NStr(),
  email: NStr(),
  lastComment: NStr(),
  name: Str(),
  plataformaAgent: NStr(),
  plataformaAgentIri: NStr(),
  salesAgent: NStr(),
  salesAgentIri: NStr(),
  status: Str(),
  kyc: NInt(),
});

export const AffiliateListCollection = Type.Object({
  ...Collection(AffiliateListRow).properties,
  /** Affiliates per estadoCd under the text and agent filters (the status filter aside). */
  countsByStatus: Type.Record(Type.String(), Int()),
});

export const AffiliateDashboard = Type.Object({
  ...Resource('AffiliateDashboard'),
  byState: Type.Record(Type.String(), Int()),
  byPhase: Type.Record(Type.String(), Int()),
  recentChanges: Type.Array(
    Type.Object({
      affiliateId: Int(),
      nombre: Str(),
      date: Str(),
      previousState: NStr(),
      finalState: Str(),
      afiliado: Str(),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// The affiliate record (§3 "Affiliate")

const AffiliateFields = {
  id: Int(),
  code: Str(),
  nombre: Str(),
  estadoCd: Str(),
  origin: NStr(),
  score: NNum(),
  simplaiScoreOnboarding: NNum(),
  simplaiRatingOnboarding: NStr(),
  simplaiFlagBadexcug: NBool(),
  simplaiFlagRai: NBool(),
  promotedOnLanding: Bool(),
  configLocked: Bool(),
  clientsPDMLv1Avg: NNum(),
  asnefClientsPercentage: NNum(),
  problematicInstallmentsPercentage: NNum(),
  formaLegal: NStr(),
  totalIngresosComputables: NNum(),
  primaryReason: NStr(),
  plataforma: Bool(),
  fintonic: Bool(),
  bankia: Bool(),
  santander: Bool(),
  allowOwnInvestment: Bool(),
  plataformaCobros: Bool(),
  collaborationContractAt: NStr(),
  beneficio: NNum(),
  facturacionAnual: NNum(),
  fondosPropios: NNum(),
  activoCorriente: NNum(),
  patrimonioNeto: NNum(),
  pasivoCorriente: NNum(),
  deudaCorto: NNum(),
  deudaLargo: NNum(),
  importeNetoCifraNegocios: NNum(),
  resultadoExplotacion: NNum(),
  riskRating: NStr(),
  ejercicioFiscalDocumentos: NInt(),
  functionalityFlags: Flags(),
  displayFlags: Flags(),
  createdAt: Str(),
  updatedAt: Str(),
  padre: NStr(),
  datosEmpresa: NStr(),
  administrador: NStr(),
  plataformaSalesAgent: NStr(),
  assignedSalesAgent: NStr(),
  associatedInvestor: NStr(),
  phase: NStr(),
};

/** `/api/afiliados/{id}`: the affiliate's fields as the API spells them, links as paths. */
export const Affiliate = Type.Object({ ...Resource('Afiliado'), ...AffiliateFields });

/** POST /api/afiliados: a company and an administrator, and what the creation form fills. */
export const AffiliateCreate = Type.Object(
  {
    datosEmpresa: Link,
    administrador: Link,
    estadoCd: Type.Optional(Type.String({ enum: [DEFAULT_AFFILIATE_STATE] })),
    plataformaSalesAgent: Type.Optional(Link),
    assignedSalesAgent: Type.Optional(Link),
    nombre: Type.Optional(Type.String({ maxLength: 200 })),
    origin: Type.Optional(NText(50)),
    primaryReason: Type.Optional(NText(100)),
    formaLegal: Type.Optional(NText(50)),
  },
  { additionalProperties: false },
);

/**
 * POST /api/afiliados/alta (§7, §9): the company, its administrator user and the affiliate in one
 * write: every check runs first and a refusal at any step leaves nothing behind.
 */
export const AffiliateOnboarding = Type.Object(
  {
    company: Type.Object(
      {
        nombreComercial: Type.Optional(NText(200)),
        razonSocial: Type.Optional(NText(200)),
        cif: Type.Optional(NText(200)),
        telefonoMovil: Type.Optional(NText(200)),
      },
      { additionalProperties: false },
    ),
    user: Type.Object(
      {
        email: Type.String({ maxLength: 254 }),
        firstname: Type.Optional(NText(100)),
        lastname: Type.Optional(NText(150)),
        phone: Type.Optional(NText(30)),
        dni: Type.Optional(NText(20)),
      },
      { additionalProperties: false },
    ),
    affiliate: Type.Object(
      {
        nombre: Type.Optional(Type.String({ maxLength: 200 })),
        primaryReason: Type.Optional(NText(100)),
        assignedSalesAgent: Type.Optional(Link),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const FlagMap = () => Type.Record(Type.String(), Type.Boolean(), { maxProperties: 50 });

/** PUT /api/afiliados/{id}: what may change; fields not sent are left alone. */
export const AffiliateUpdate = Type.Object(
  {
    nombre: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    estadoCd: Type.Optional(Type.String({ enum: [...AFFILIATE_STATES] })),
    origin: Type.Optional(NText(50)),
    score: Type.Optional(NScore()),
    simplaiScoreOnboarding: Type.Optional(NScore()),
    simplaiRatingOnboarding: Type.Optional(NText(20)),
    simplaiFlagBadexcug: Type.Optional(NBool()),
    simplaiFlagRai: Type.Optional(NBool()),
    promotedOnLanding: Type.Optional(Bool()),
    configLocked: Type.Optional(Bool()),
    clientsPDMLv1Avg: Type.Optional(NScore()),
    asnefClientsPercentage: Type.Optional(NPct()),
    problematicInstallmentsPercentage: Type.Optional(NPct()),
    formaLegal: Type.Optional(NText(50)),
    totalIngresosComputables: Type.Optional(NMoney()),
    primaryReason: Type.Optional(NText(100)),
    plataforma: Type.Optional(Bool()),
    fintonic: Type.Optional(Bool()),
    bankia: Type.Optional(Bool()),
    santander: Type.Optional(Bool()),
    allowOwnInvestment: Type.Optional(Bool()),
    beneficio: Type.Optional(NMoney()),
    facturacionAnual: Type.Optional(NMoney()),
    fondosPropios: Type.Optional(NMoney()),
    activoCorriente: Type.Optional(NMoney()),
    patrimonioNeto: Type.Optional(NMoney()),
    pasivoCorriente: Type.Optional(NMoney()),
    deudaCorto: Type.Optional(NMoney()),
    deudaLargo: Type.Optional(NMoney()),
    importeNetoCifraNegocios: Type.Optional(NMoney()),
    resultadoExplotacion: Type.Optional(NMoney()),
    riskRating: Type.Optional(NText(20)),
    ejercicioFiscalDocumentos: Type.Optional(NInt4()),
    functionalityFlags: Type.Optional(FlagMap()),
    displayFlags: Type.Optional(FlagMap()),
    padre: Type.Optional(Link),
    plataformaSalesAgent: Type.Optional(Link),
    assignedSalesAgent: Type.Optional(Link),
    associatedInvestor: Type.Optional(Link),
  },
  { additionalProperties: false },
);

// ---------------------------------------------------------------------------------------------
// The detail sections (§7 "Affiliate reads")

export const TaskItem = Type.Object({
  ...Member('Task'),
  id: Int(),
  type: Str(),
  date: Str(),
  name: Str(),
  status: Str(),
  finished: Bool(),
});

export const ChildAffiliate = Type.Object({
  ...Member('Afiliado'),
  id: Int(),
  nombre: Str(),
  formaLegal: NStr(),
  estadoCd: Str(),
  code: Str(),
});

export const FinanciacionItem = Type.Object({
  ...Member('Financiacion'),
  id: Int(),
  code: Str(),
  name: Str(),
  status: Str(),
  pTinI: NNum(),
  tae: NNum(),
  amount: Num(),
  cobros: Bool(),
  duration: Int(),
  salesAgent: NStr(),
  branchId: NInt(),
  branchName: NStr(),
  branchUsername: NStr(),
  createdAt: Str(),
});

export const SalesAgentItem = Type.Object({
  ...Member('SalesAgent'),
  id: Int(),
  userId: Int(),
  username: Str(),
  email: Str(),
  firstname: Str(),
  lastname: Str(),
  dni: NStr(),
  reference: NStr(),
  manager: NStr(),
  active: Bool(),
  loans: Int(),
  user: Str(),
});

export const TransferItem = Type.Object({
  ...Member('Transfer'),
  loan: NStr(),
  loanId: NStr(),
  loanStatus: NStr(),
  date: Str(),
  direction: Str(),
  code: Str(),
  amount: Num(),
  status: Str(),
  comercial: NStr(),
});

export const CancellationItem = Type.Object({
  ...Member('CancellationOperation'),
  id: Int(),
  loan: Str(),
  loanId: Str(),
  loanStatus: Str(),
  createdAt: Str(),
  date: Str(),
  amount: Num(),
  finalAmount: NNum(),
  validated: Bool(),
  byTransfer: Bool(),
  salesAgent: NStr(),
  previousOperation: NStr(),
  nextOperation: NStr(),
});

export const ProvisionFundQuarter = Type.Object({
  ...Member('ProvisionFundQuarter'),
  key: Str(),
  year: Int(),
  quarter: Int(),
  total: Num(),
  movements: Type.Array(Type.Object({ id: Int(), date: Str(), amount: Num(), concept: Str(), loan: NStr() })),
});

export const StatusHistoryItem = Type.Object({
  ...Member('StatusHistory'),
  date: Str(),
  previousState: NStr(),
  finalState: Str(),
  user: NStr(),
  oldAgent: NStr(),
  currentAgent: NStr(),
});

export const AffiliateSecondaryReasonItem = Type.Object({
  ...Member('AfiliadoSecondaryReason'),
  id: Int(),
  primaryReason: Str(),
  secondaryReason: Str(),
  validated: Bool(),
  active: Bool(),
  less10k: Bool(),
  plans: Int(),
  secondaryReasonIri: Str(),
  hasPlans: Bool(),
});

export const ProductItem = Type.Object({
  ...Member('Product'),
  producto: Str(),
  label: Str(),
  active: Bool(),
  plans: Int(),
});

/** A link (§3 "Link", /api/links_afiliados). */
export const LinkItem = Type.Object({
  ...Member('LinkAfiliado'),
  id: Int(),
  producto: Str(),
  cantidad: NNum(),
  secondaryReason: NStr(),
  customDomain: NStr(),
  hash: Str(),
  uri: Str(),
  afiliado: Str(),
});

/** A plan (§3 "Plan", /api/configuracion_afiliados), with its derived mixedMonths2. */
export const PlanItem = Type.Object({
  ...Member('ConfiguracionAfiliado'),
  id: Int(),
  meses: Int(),
  minCantidad: Num(),
  maxCantidad: Num(),
  maxCarencia: Int(),
  pCaI: Num(),
  pCaMin: Num(),
  pTinI: Num(),
  pTinZ: NNum(),
  aCaI: Num(),
  aCaMin: Num(),
  pCaZ: NNum(),
  aCaZCobros: NNum(),
  aCaCobrosMin: NNum(),
  mixedMonths1: Int(),
  mixedPerc1: Num(),
  salesComission: Num(),
  insurance: NStr(),
  downpayment: Num(),
  financedBorrowerFee: Bool(),
  noInterestFirstInstallment: Bool(),
  mandatoryCancellationFee: Bool(),
  label: NStr(),
  descripcion: NStr(),
  finalidad: NStr(),
  oculta: Bool(),
  mixedMonths2: NInt(),
  afiliado: Str(),
  secondaryReason: NStr(),
  createdAt: Str(),
});

// ---------------------------------------------------------------------------------------------
// Selects

export const StateOption = Type.Object({ value: Str(), label: Str(), phase: NStr() });
export const AffiliatesSelectQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) });

// ---------------------------------------------------------------------------------------------
// The affiliate routes of the contract, by their API_ACCESS keys

const section = <T extends TSchema>(member: T) =>
  ({ params: IdParams, querystring: SectionQuery, response: Collection(member) }) as const;

export const AFFILIATE_ROUTES = {
  'GET /api/users/:id/affiliatesInDepthList': {
    params: IdParams,
    querystring: AffiliateListQuery,
    response: AffiliateListCollection,
  },
  'GET /api/afiliados_dashboard': { response: AffiliateDashboard },
  'GET /api/afiliados/:id': { params: IdParams, response: Affiliate },
  'POST /api/afiliados': { body: AffiliateCreate, response: Affiliate, status: 201 },
  'POST /api/afiliados/alta': { body: AffiliateOnboarding, response: Affiliate, status: 201 },
  'PUT /api/afiliados/:id': { params: IdParams, body: AffiliateUpdate, response: Affiliate },
  'GET /api/afiliados/:id/documentsList': section(DocumentItem),
  'GET /api/afiliados/:id/tasksList': section(TaskItem),
  'GET /api/afiliados/:id/childrenList': section(ChildAffiliate),
  'GET /api/afiliados/:id/financiacionList': {
    ...section(FinanciacionItem),
    querystring: Type.Object({ ...SectionQuery.properties, ...OrderQuery(AFFILIATE_FINANCING_SORTABLE) }),
  },
  'GET /api/afiliados/:id/salesAgentsInDepthList': section(SalesAgentItem),
  'GET /api/afiliados/:id/transactionList': section(TransferItem),
  'GET /api/afiliados/:id/cancellationOperationList': section(CancellationItem),
  'GET /api/afiliados/:id/provisionFundsList': section(ProvisionFundQuarter),
  'GET /api/afiliados/:id/statusHistoryList': section(StatusHistoryItem),
  'GET /api/afiliados/:id/secondaryReasonsList': section(AffiliateSecondaryReasonItem),
  'GET /api/afiliados/:id/productList': section(ProductItem),
  'GET /api/afiliados/:id/linksList': section(LinkItem),
  'GET /api/afiliados/:id/configuraciones_afiliados': section(PlanItem),
  'GET /api/afiliados/estadosSelect': { response: Type.Array(StateOption) },
  'GET /api/afiliados/afiliadosSelect': { querystring: AffiliatesSelectQuery, response: Type.Array(Option) },
} as const satisfies RouteTable;
