import { messages } from '@backoffice/domain';
import {
  AffiliateParameters,
  AffiliateScoreResult,
  AfiliadoSecondaryReasonResource,
  AmaListItem,
  Amortization,
  Approval,
  Asnef,
  AuditEntry,
  Bank,
  BorrowerInfo,
  CancellationOperationFields,
  CarInfo,
  CollaborationContractResult,
  CollectionsResult,
  Configuracion,
  ConfiguracionAfiliadoFields,
  CreditoFields,
  IbanRegistrationResult,
  IdInfo,
  InsCuenta,
  InsResumen,
  InsTitular,
  InsTran,
  Installment,
  InstallmentListItem,
  Insurance,
  InvestorAccreditation,
  InvestorDashboard,
  InvestorDetail,
  InvestorListRow,
  InvestorParameters,
  InvestorPreferences,
  Killer,
  KycCleaningResult,
  LinkAfiliadoFields,
  LoanActionResult,
  LoanControlDetail,
  LoanInvestment,
  LoanInvestor,
  LoanListItem,
  LoanParameters,
  MoneyOperation,
  Operation,
  PayMethod,
  ProviderCallEntry,
  ScoreResult,
  ScrapeReport,
  SecondaryReason,
  StatusHistoryEntry,
  WalletRegistrationResult,
  WorkedDaysSaved,
} from '@backoffice/domain/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { spec } from '../lib/contract';
import { httpError } from '../lib/httpError';
import { LISTINGS } from '../listings/catalogue';
import { rowFieldsOf } from '../listings/engine';

/** Every @type the API answers with; each has its context at /api/contexts/{Resource}. */
export const RESOURCE_TYPES = [
  'Account',
  'Accreditation',
  'AffiliateDashboard',
  'AffiliateListRow',
  'Afiliado',
  'AfiliadoSecondaryReason',
  'Amortization',
  'Approval',
  'Asnef',
  'AuditEntry',
  'Bank',
  'BorrowerInfo',
  'CancellationOperation',
  'CarInfo',
  'CheckParameters',
  'Comentario',
  'Configuracion',
  'ConfiguracionAfiliado',
  'Credito',
  'Cuota',
  'DatosEmpresa',
  'Document',
  'Financiacion',
  'IdInfo',
  'InsCuenta',
  'InsResumen',
  'InsScrapeReport',
  'InsTitular',
  'InsTran',
  'Insurance',
  'Inversion',
  'Inversor',
  'InvestorPreferences',
  'InvestorDashboard',
  'InvestorListRow',
  'Killer',
  'LinkAfiliado',
  'ListingRow',
  'LoanActionResult',
  'LoanControlDetail',
  'LoanDashboard',
  'MonederoDetail',
  'MoneyOperation',
  'Operation',
  'PaymentMethod',
  'Product',
  // Issue 16 Logs LW: a call to the wallet provider.
  'ProviderCall',
  'ProvisionFundQuarter',
  'SalesAgent',
  'ScoreResult',
  'SecondaryReason',
  'StatusHistory',
  'Task',
  'ToolResult',
  'Transfer',
  'User',
  'UserLogin',
  'WalletBalance',
  'WorkedDays',
] as const;

/**
 * The classes only writes answer (the tools' results): documented like the rest, but no GET
 * route carries them (test/contract.test.ts checks their answers against their properties).
 */
export const WRITE_ANSWER_TYPES = [
  'CheckParameters',
  'LoanActionResult',
  'MoneyOperation',
  'ToolResult',
  'WorkedDays',
] as const satisfies readonly ResourceType[];

export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Fields whose values are links (paths) to other resources: expanded as IRIs. */
const LINK_FIELDS = [
  'padre',
  'datosEmpresa',
  'administrador',
  'plataformaSalesAgent',
  'assignedSalesAgent',
  'associatedInvestor',
  'user',
  'afiliado',
  'loan',
  'secondaryReason',
  'download',
  'previousOperation',
  'nextOperation',
  'investor',
  'wallet',
  'coborrower',
  'salesAgent',
  'account',
  'parent',
  // Issue 13: the loan-detail reads.
  'credito',
  'scrape',
  'asnef',
  'insCuentas',
  'insTrans',
  'insTitulars',
  // Issue 11: the tools' answers.
  'document',
  'children',
  // Issue 15: the investor detail's links.
  'preferences',
  'accreditationResource',
] as const;

/**
 * The JSON-LD context of a resource: Hydra's terms by their usual prefix, the resource's own
 * fields under the API's vocabulary, and link fields typed as IRIs.
 */
export function contextFor(_type: string) {
  const ctx: Record<string, unknown> = {
    '@vocab': '/api/docs.jsonld#',
    hydra: 'http://www.w3.org/ns/hydra/core#',
  };
  for (const f of LINK_FIELDS) ctx[f] = { '@type': '@id' };
  return { '@context': ctx };
}

export async function contextsRoutes(app: FastifyInstance) {
  const known = new Set<string>(RESOURCE_TYPES);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/contexts/:type', spec('GET /api/contexts/:type'), async (request, reply) => {
    if (!known.has(request.params.type)) throw httpError(404, messages.general.notFound);
    reply
      .header('content-type', 'application/ld+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600');
    return contextFor(request.params.type);
  });
}

/**
 * The properties of each class, as the API answers them (test/docs.test.ts reads every GET route
 * and fails on a field missing here).
 */
/** The fields of contract schemas (issue 13's loan reads), without the JSON-LD keys. */
const fieldsOf = (...schemas: readonly { readonly properties: object }[]) =>
  keysOf(...schemas.map((x) => x.properties));
/** The field names of contract field tables (and of hand lists), sorted, without the JSON-LD keys. */
const keysOf = (...tables: readonly (object | readonly string[])[]) =>
  [
    ...new Set(
      tables.flatMap((t) => (Array.isArray(t) ? t : Object.keys(t))).filter((k) => !k.startsWith('@')),
    ),
  ].sort();

/** The classes of issue 11's contract (configuration, the loan resource, the tools' answers). */
const CONTRACT_PROPERTIES = {
  CancellationOperation: keysOf(CancellationOperationFields),
  CheckParameters: fieldsOf(AffiliateParameters, LoanParameters, InvestorParameters),
  Credito: keysOf(CreditoFields),
  Insurance: fieldsOf(Insurance),
  LinkAfiliado: keysOf(LinkAfiliadoFields),
  LoanActionResult: fieldsOf(LoanActionResult),
  MoneyOperation: fieldsOf(MoneyOperation),
  SecondaryReason: fieldsOf(SecondaryReason),
  ToolResult: fieldsOf(
    AffiliateScoreResult,
    WalletRegistrationResult,
    KycCleaningResult,
    CollaborationContractResult,
    CollectionsResult,
    IbanRegistrationResult,
  ),
  WorkedDays: fieldsOf(WorkedDaysSaved),
  // Issue 14: four-eyes approvals and the audit trail.
  Approval: fieldsOf(Approval),
  AuditEntry: fieldsOf(AuditEntry),
  // Issue 16 Logs LW.
  ProviderCall: fieldsOf(ProviderCallEntry),
} satisfies Partial<Record<ResourceType, readonly string[]>>;

/** The classes the loan reads answer, read from their contract schemas rather than listed again. */
const LOAN_PROPERTIES = {
  Amortization: fieldsOf(Amortization, AmaListItem),
  Asnef: fieldsOf(Asnef),
  Bank: fieldsOf(Bank),
  Configuracion: fieldsOf(Configuracion),
  Cuota: fieldsOf(Installment, InstallmentListItem),
  InsCuenta: fieldsOf(InsCuenta),
  InsResumen: fieldsOf(InsResumen),
  InsScrapeReport: fieldsOf(ScrapeReport),
  InsTitular: fieldsOf(InsTitular),
  InsTran: fieldsOf(InsTran),
  // Issue 15: the investor resource of the detail is the same @type as the loan's investor rows.
  Inversor: fieldsOf(LoanInvestor, InvestorDetail),
  InvestorPreferences: fieldsOf(InvestorPreferences),
  Accreditation: fieldsOf(InvestorAccreditation),
  // Issue 15: the investors list and dashboard.
  InvestorListRow: fieldsOf(InvestorListRow),
  InvestorDashboard: fieldsOf(InvestorDashboard),
  Killer: fieldsOf(Killer),
  // a13b: the loan's borrower, car and ID info.
  BorrowerInfo: fieldsOf(BorrowerInfo),
  CarInfo: fieldsOf(CarInfo),
  IdInfo: fieldsOf(IdInfo),
  LoanControlDetail: fieldsOf(LoanControlDetail),
  Operation: fieldsOf(Operation),
  PaymentMethod: fieldsOf(PayMethod),
  ScoreResult: fieldsOf(ScoreResult),
} satisfies Partial<Record<ResourceType, readonly string[]>>;

/**
 * Issue 16: a listing's row (any listing, any sidebar report) carries its columns, the keys its
 * links read and its unique key; one class for all of them, read from the listing catalogue.
 */
const LISTING_ROW_PROPERTIES = keysOf([...LISTINGS.values()].flatMap(rowFieldsOf));

const RESOURCE_PROPERTIES: Record<ResourceType, readonly string[]> = {
  ...LOAN_PROPERTIES,
  ListingRow: LISTING_ROW_PROPERTIES,
  ...CONTRACT_PROPERTIES,
  Account: ['iban', 'ibanValidadoLw', 'id', 'lwIBANId', 'user'],
  AffiliateDashboard: ['byPhase', 'byState', 'recentChanges'],
  AffiliateListRow: [
    'code',
    'email',
    'id',
    'kyc',
    'lastComment',
    'name',
    'origin',
    'plataformaAgent',
    'plataformaAgentIri',
    'salesAgent',
    'salesAgentIri',
    'status',
  ],
  Afiliado: [
    'activoCorriente',
    'administrador',
    'allowOwnInvestment',
    'asnefClientsPercentage',
    'assignedSalesAgent',
    'associatedInvestor',
    'bankia',
    'beneficio',
    'clientsPDMLv1Avg',
    'code',
    'collaborationContractAt',
    'configLocked',
    'createdAt',
    'datosEmpresa',
    'deudaCorto',
    'deudaLargo',
    'displayFlags',
    'ejercicioFiscalDocumentos',
    'estadoCd',
    'facturacionAnual',
    'fintonic',
    'fondosPropios',
    'formaLegal',
    'functionalityFlags',
    'id',
    'importeNetoCifraNegocios',
    'nombre',
    'origin',
    'padre',
    'pasivoCorriente',
    'patrimonioNeto',
    'phase',
    'plataforma',
    'plataformaCobros',
    'plataformaSalesAgent',
    'primaryReason',
    'problematicInstallmentsPercentage',
    'promotedOnLanding',
    'resultadoExplotacion',
    'riskRating',
    'santander',
    'score',
    'simplaiFlagBadexcug',
    'simplaiFlagRai',
    'simplaiRatingOnboarding',
    'simplaiScoreOnboarding',
    'totalIngresosComputables',
    'updatedAt',
  ],
  // The affiliate's list (hand-kept until its routes join the contract) and the POST answer.
  AfiliadoSecondaryReason: keysOf(
    [
      'active',
      'hasPlans',
      'id',
      'less10k',
      'plans',
      'primaryReason',
      'secondaryReason',
      'secondaryReasonIri',
      'validated',
    ],
    AfiliadoSecondaryReasonResource.properties,
  ),
  Comentario: ['createdAt', 'departamento', 'id', 'mensaje', 'nameUser', 'tipo'],
  ConfiguracionAfiliado: keysOf(ConfiguracionAfiliadoFields),
  DatosEmpresa: [
    'apellidosPc',
    'apellidosRepresentante',
    'canalAdquisicion',
    'cargoPc',
    'cargoRepresentante',
    'cif',
    'competencia',
    'cp',
    'cpFiscal',
    'createdAt',
    'direccion',
    'direccionFiscal',
    'dniRepresentante',
    'emailPc',
    'id',
    'importeMedio',
    'localidad',
    'localidadFiscal',
    'nombreComercial',
    'nombrePc',
    'nombreRepresentante',
    'numero',
    'numeroFiscal',
    'piso',
    'pisoFiscal',
    'provincia',
    'provinciaFiscal',
    'puerta',
    'puertaFiscal',
    'razonSocial',
    'sitioWeb',
    'socios',
    'telefonoMovil',
    'tipoPersona',
    'tipoVia',
    'tipoViaFiscal',
    'volumenMensual',
  ],
  Document: ['createdAt', 'description', 'download', 'id', 'lwId', 'name', 'status', 'type'],
  Financiacion: [
    ...new Set([
      'amount',
      'branchId',
      'branchName',
      'branchUsername',
      'cobros',
      'code',
      'createdAt',
      'duration',
      'id',
      'name',
      'pTinI',
      'salesAgent',
      'status',
      'tae',
      ...fieldsOf(LoanListItem),
    ]),
  ].sort(),
  Inversion: [
    ...new Set([
      'amount',
      'createdAt',
      'id',
      'isOwnInvestment',
      'loan',
      'loanCode',
      'loanDuration',
      'loanRentability',
      'loanStatus',
      ...fieldsOf(LoanInvestment),
    ]),
  ].sort(),
  LoanDashboard: ['byMonth', 'byPhase', 'overdueByStatus', 'totals'],
  MonederoDetail: [
    'activeInvestments',
    'balance',
    'frozenByLw',
    'invested',
    'investor',
    'lwId',
    'parent',
    'plataformaPayments',
    'provisionFund',
    'user',
    'wallet',
  ],
  Product: ['active', 'label', 'plans', 'producto'],
  ProvisionFundQuarter: ['key', 'movements', 'quarter', 'total', 'year'],
  SalesAgent: [
    'active',
    'dni',
    'email',
    'firstname',
    'id',
    'lastname',
    'loans',
    'manager',
    'reference',
    'user',
    'userId',
    'username',
  ],
  StatusHistory: [
    ...new Set([
      'currentAgent',
      'date',
      'finalState',
      'oldAgent',
      'previousState',
      'user',
      ...fieldsOf(StatusHistoryEntry),
    ]),
  ].sort(),
  Task: ['date', 'finished', 'id', 'name', 'status', 'type'],
  Transfer: ['amount', 'code', 'comercial', 'date', 'direction', 'loan', 'loanId', 'loanStatus', 'status'],
  User: [
    'agent',
    'dni',
    'email',
    'emailVerificado',
    'emailVerifiedByMandrill',
    'enabled',
    'firstname',
    'id',
    'ip',
    'lastLogin',
    'lastname',
    'lw',
    'phone',
    'reference',
    'roles',
    'tipo',
    'username',
    'walletStatusCode',
  ],
  UserLogin: ['agent', 'date', 'ip'],
  WalletBalance: [
    'afiliado',
    'balance',
    'frozenByLw',
    'lwId',
    'parent',
    'plataformaPayments',
    'provisionFund',
    'user',
    'wallet',
  ],
};

const VOCAB = '/api/docs.jsonld#';
const LINKS = new Set<string>(LINK_FIELDS);

/**
 * The Hydra ApiDocumentation the contexts' `@vocab` names (/api/docs.jsonld): every class the API
 * answers (each `@type`) with its properties, whose IRIs are the ones the contexts expand the
 * fields to (`/api/docs.jsonld#razonSocial`); a link field's values are IRIs (hydra:Link).
 */
export function apiDocumentation() {
  return {
    '@context': {
      '@vocab': VOCAB,
      hydra: 'http://www.w3.org/ns/hydra/core#',
      rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
      rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
    },
    '@id': '/api/docs.jsonld',
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': 'Backoffice API',
    'hydra:description': 'The platform API of Backoffice (OpenAPI 3.1 at /api/docs.json).',
    'hydra:entrypoint': '/api',
    'hydra:supportedClass': RESOURCE_TYPES.map((type) => ({
      '@id': `${VOCAB}${type}`,
      '@type': 'hydra:Class',
      'rdfs:label': type,
      'hydra:title': type,
      'hydra:supportedProperty': RESOURCE_PROPERTIES[type].map((property) => ({
        '@type': 'hydra:SupportedProperty',
        'hydra:property': {
          '@id': `${VOCAB}${property}`,
          '@type': LINKS.has(property) ? 'hydra:Link' : 'rdf:Property',
          'rdfs:label': property,
        },
        'hydra:title': property,
        'hydra:readable': true,
      })),
    })),
  };
}
