/**
 * The typed contract of the affiliate area (issue 11, platform §3 and §7): the affiliate list, the
 * affiliate record, its detail sections and selects. Params, query, body and response schemas as
 * JSON Schema (TypeBox), keyed by the API_ACCESS route keys; the API validates and serialises with
 * them, the admin derives its types from them. Pure data.
 */
import { type TSchema, Type } from 'typebox';
import { AFFILIATE_STATES, DEFAULT_AFFILIATE_STATE } from '../affiliate/catalogues';
import { AFFILIATE_FINANCING_SORTABLE, AFFILIATE_LIST_SORTABLE } from '../affiliate/lists';
import type { RouteTable } from './routes';
import {
  Bool,
  Collection,
  Flags,
  IdParams,
  Int,
  Member,
  NBool,
  NInt,
  NNum,
  NStr,
  Nullable,
  Num,
  OrderQuery,
  PagingQuery,
  Resource,
  Str,
} from './schema';

// ---------------------------------------------------------------------------------------------
// Request pieces, with the bounds of the columns (issue 12: out of range is a 400)

/** The largest id a link or a path may carry (nine digits, inside int4). */
const MAX_ID = 999_999_999;
/** A link field: a path ('/api/users/3'), a bare id, or null. */
export const Link = Type.Union([
  Type.String({ maxLength: 200 }),
  Type.Integer({ minimum: 1, maximum: MAX_ID }),
  Type.Null(),
]);
/** Optional text that may be cleared (null). */
export const NText = (maxLength = 255) => Nullable(Type.String({ maxLength }));
const INT4 = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;
export const NInt4 = () => Nullable(Type.Integer(INT4));
/** numeric(14,2) money. */
export const NMoney = () =>
  Nullable(Type.Number({ minimum: -999_999_999_999.99, maximum: 999_999_999_999.99 }));
/** numeric(9,4) percentages. */
export const NPct = () => Nullable(Type.Number({ minimum: -99_999.9999, maximum: 99_999.9999 }));
/** numeric(8,2) scores. */
export const NScore = () => Nullable(Type.Number({ minimum: -999_999.99, maximum: 999_999.99 }));

/** `page`, `itemsPerPage`, `limit` and `pagination` of a section list. */
export const SectionQuery = Type.Object({
  ...PagingQuery,
  limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
});

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
  ...Member,
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
  ...Resource,
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
export const Affiliate = Type.Object({ ...Resource, ...AffiliateFields });

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

export const DocumentItem = Type.Object({
  ...Member,
  id: Int(),
  createdAt: Str(),
  type: Str(),
  description: NStr(),
  lwId: NStr(),
  status: NInt(),
  name: Str(),
  download: NStr(),
});

export const TaskItem = Type.Object({
  ...Member,
  id: Int(),
  type: Str(),
  date: Str(),
  name: Str(),
  status: Str(),
  finished: Bool(),
});

export const ChildAffiliate = Type.Object({
  ...Member,
  id: Int(),
  nombre: Str(),
  formaLegal: NStr(),
  estadoCd: Str(),
  code: Str(),
});

export const FinanciacionItem = Type.Object({
  ...Member,
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
  ...Member,
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
  ...Member,
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
  ...Member,
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
  ...Member,
  key: Str(),
  year: Int(),
  quarter: Int(),
  total: Num(),
  movements: Type.Array(Type.Object({ id: Int(), date: Str(), amount: Num(), concept: Str(), loan: NStr() })),
});

export const StatusHistoryItem = Type.Object({
  ...Member,
  date: Str(),
  previousState: NStr(),
  finalState: Str(),
  user: NStr(),
  oldAgent: NStr(),
  currentAgent: NStr(),
});

export const AffiliateSecondaryReasonItem = Type.Object({
  ...Member,
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
  ...Member,
  producto: Str(),
  label: Str(),
  active: Bool(),
  plans: Int(),
});

/** A link (§3 "Link", /api/links_afiliados). */
export const LinkItem = Type.Object({
  ...Member,
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
  ...Member,
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

/** A comment in a record's comment list (§3 "Comment"). */
export const CommentItem = Type.Object({
  ...Member,
  id: Int(),
  departamento: Str(),
  nameUser: Str(),
  createdAt: Str(),
  mensaje: Str(),
  tipo: NStr(),
});

// ---------------------------------------------------------------------------------------------
// Company data and accounts (§3 "Company info (datosEmpresa)", "Account")

export const Company = Type.Object({
  ...Resource,
  id: Int(),
  nombreComercial: NStr(),
  sitioWeb: NStr(),
  nombrePc: NStr(),
  apellidosPc: NStr(),
  telefonoMovil: NStr(),
  emailPc: NStr(),
  cargoPc: NStr(),
  tipoViaFiscal: NStr(),
  direccionFiscal: NStr(),
  cpFiscal: NStr(),
  localidadFiscal: NStr(),
  numeroFiscal: NStr(),
  pisoFiscal: NStr(),
  puertaFiscal: NStr(),
  provinciaFiscal: NStr(),
  tipoVia: NStr(),
  direccion: NStr(),
  cp: NStr(),
  localidad: NStr(),
  numero: NStr(),
  piso: NStr(),
  puerta: NStr(),
  provincia: NStr(),
  volumenMensual: NNum(),
  importeMedio: NNum(),
  canalAdquisicion: NStr(),
  competencia: NStr(),
  tipoPersona: Str(),
  cif: NStr(),
  razonSocial: NStr(),
  nombreRepresentante: NStr(),
  apellidosRepresentante: NStr(),
  dniRepresentante: NStr(),
  cargoRepresentante: NStr(),
  socios: Nullable(Type.Array(Type.Unknown())),
  createdAt: Str(),
});

/** A company's fields as a form sends them; the domain's companyDataErrors checks them too. */
export const CompanyWrite = Type.Object(
  {
    nombreComercial: Type.Optional(NText(200)),
    sitioWeb: Type.Optional(NText(200)),
    nombrePc: Type.Optional(NText(200)),
    apellidosPc: Type.Optional(NText(200)),
    telefonoMovil: Type.Optional(NText(200)),
    emailPc: Type.Optional(NText(200)),
    cargoPc: Type.Optional(NText(200)),
    tipoViaFiscal: Type.Optional(NText(200)),
    direccionFiscal: Type.Optional(NText(200)),
    cpFiscal: Type.Optional(NText(200)),
    localidadFiscal: Type.Optional(NText(200)),
    numeroFiscal: Type.Optional(NText(200)),
    pisoFiscal: Type.Optional(NText(200)),
    puertaFiscal: Type.Optional(NText(200)),
    provinciaFiscal: Type.Optional(NText(200)),
    tipoVia: Type.Optional(NText(200)),
    direccion: Type.Optional(NText(200)),
    cp: Type.Optional(NText(200)),
    localidad: Type.Optional(NText(200)),
    numero: Type.Optional(NText(200)),
    piso: Type.Optional(NText(200)),
    puerta: Type.Optional(NText(200)),
    provincia: Type.Optional(NText(200)),
    canalAdquisicion: Type.Optional(NText(200)),
    competencia: Type.Optional(NText(200)),
    cif: Type.Optional(NText(200)),
    razonSocial: Type.Optional(NText(200)),
    nombreRepresentante: Type.Optional(NText(200)),
    apellidosRepresentante: Type.Optional(NText(200)),
    dniRepresentante: Type.Optional(NText(200)),
    cargoRepresentante: Type.Optional(NText(200)),
    volumenMensual: Type.Optional(NMoney()),
    importeMedio: Type.Optional(NMoney()),
    tipoPersona: Type.Optional(Type.String({ enum: ['fisica', 'juridica'] })),
    socios: Type.Optional(
      Nullable(
        Type.Array(
          Type.Record(
            Type.String(),
            Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Null()]),
            {
              maxProperties: 10,
            },
          ),
          { maxItems: 20 },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);

export const Account = Type.Object({
  ...Resource,
  id: Int(),
  iban: NStr(),
  ibanValidadoLw: Bool(),
  lwIBANId: NStr(),
  user: Str(),
});

export const AccountCreate = Type.Object(
  { user: Link, iban: Type.Optional(NText(50)), afiliado: Type.Optional(Link) },
  { additionalProperties: false },
);

/** `ibanValidadoLw` stays declared so that a client sending it gets the Spanish 403 (issue 12). */
export const AccountUpdate = Type.Object(
  { iban: Type.Optional(NText(50)), ibanValidadoLw: Type.Optional(Bool()) },
  { additionalProperties: false },
);

// ---------------------------------------------------------------------------------------------
// Comments and documents (§3 "Comment", "Document")

export const Comment = Type.Object({
  ...Resource,
  id: Int(),
  departamento: Str(),
  nameUser: Str(),
  createdAt: Str(),
  mensaje: Str(),
  tipo: NStr(),
  afiliado: Type.Optional(Str()),
  credito: Type.Optional(Str()),
  inversor: Type.Optional(Str()),
  usuario: Type.Optional(Str()),
  user: Str(),
});

/** A comment names its record with exactly one of afiliado, credito, inversor or usuario. */
export const CommentCreate = Type.Object(
  {
    afiliado: Type.Optional(Link),
    credito: Type.Optional(Link),
    inversor: Type.Optional(Link),
    usuario: Type.Optional(Link),
    departamento: Type.Optional(NText(50)),
    user: Type.Optional(Link),
    date: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    tipo: Type.Optional(NText(50)),
    mensaje: Type.String({ maxLength: 5000 }),
  },
  { additionalProperties: false },
);

export const Document = Type.Object({
  '@context': Str(),
  ...DocumentItem.properties,
});

/** A file's bytes (a download): described, not serialised. */
export const FileDownload = Type.Unsafe<unknown>({ type: 'string', format: 'binary' });
/** 204: no body. */
export const NoContent = Type.Null();

// ---------------------------------------------------------------------------------------------
// Selects

export const Option = Type.Object({ value: Str(), label: Str() });
export const StateOption = Type.Object({ value: Str(), label: Str(), phase: NStr() });
export const AffiliatesSelectQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) });

// ---------------------------------------------------------------------------------------------
// The affiliate routes of the contract, by their API_ACCESS keys

const section = <T extends TSchema>(member: T) =>
  ({ params: IdParams, querystring: SectionQuery, response: Collection(member) }) as const;

const comments = { params: IdParams, response: Collection(CommentItem) } as const;

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
  'POST /api/datos_empresas': { body: CompanyWrite, response: Company, status: 201 },
  'GET /api/datos_empresas/:id': { params: IdParams, response: Company },
  'PUT /api/datos_empresas/:id': { params: IdParams, body: CompanyWrite, response: Company },
  'POST /api/accounts': { body: AccountCreate, response: Account, status: 201 },
  'GET /api/accounts/:id': { params: IdParams, response: Account },
  'PUT /api/accounts/:id': { params: IdParams, body: AccountUpdate, response: Account },
  'GET /api/afiliados/:id/comentariosList': comments,
  'GET /api/creditos/:id/comentariosList': comments,
  'GET /api/inversores/:id/comentariosList': comments,
  'GET /api/users/:id/comentariosList': comments,
  'POST /api/comentarios': { body: CommentCreate, response: Comment, status: 201 },
  'DELETE /api/comentarios/:id': { params: IdParams, response: NoContent, status: 204 },
  'GET /api/comentarios/departamentosSelect': { response: Type.Array(Option) },
  'POST /api/documents/upload': { response: Document, status: 201 },
  'DELETE /api/documents/:id': { params: IdParams, response: NoContent, status: 204 },
  'GET /api/documents/:id/download': { params: IdParams, response: FileDownload },
} as const satisfies RouteTable;
