import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Staff and platform users (spec platform-and-affiliates.md §3 "User"). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    roles: jsonb('roles').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    tipo: text('tipo').notNull().default('empleado'),
    enabled: boolean('enabled').notNull().default(true),
    emailVerificado: boolean('email_verificado').notNull().default(false),
    emailVerifiedByMandrill: boolean('email_verified_by_mandrill').notNull().default(false),
    phone: text('phone'),
    dni: text('dni'),
    reference: text('reference'),
    lw: boolean('lw').notNull().default(false),
    walletStatusCode: integer('wallet_status_code'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    ip: text('ip'),
    agent: text('agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
  ],
);

/** Tokens revoked by logout or rotated by refresh: checked on every authenticated call. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Every successful login, newest last (`{user}/last_logins`); `users.lastLogin` keeps the latest. */
export const userLogins = pgTable(
  'user_logins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    agent: text('agent'),
  },
  (t) => [index('user_logins_user_idx').on(t.userId, t.at)],
);

/**
 * Versions of cached reads. Triggers (migration 0002) bump a row when the tables behind a cached
 * read change, in the writing transaction, so a reader that sees the new version sees the data.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Who did what, when: every write and admin action (before and after). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    action: text('action').notNull(),
    resource: text('resource'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_resource_idx').on(t.resource)],
);

/** Flags the server keeps about itself (e.g. whether the demo seed has run). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Shared column helpers

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const pct = (name: string) => numeric(name, { precision: 9, scale: 4, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------------------------------------
// People and access

/**
 * Sales agents (§3 "Sales agent"): a user who sells, either for the platform (affiliateId null)
 * or for an affiliate's shop. `manager` is another sales agent.
 */
export const salesAgents = pgTable(
  'sales_agents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    affiliateId: integer('affiliate_id').references((): AnyPgColumn => affiliates.id, {
      onDelete: 'cascade',
    }),
    managerId: integer('manager_id').references((): AnyPgColumn => salesAgents.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sales_agents_user_unique').on(t.userId),
    index('sales_agents_affiliate_idx').on(t.affiliateId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Affiliates

/** Company data (§3 "Company info (datosEmpresa)"). */
export const datosEmpresas = pgTable('datos_empresas', {
  id: serial('id').primaryKey(),
  nombreComercial: text('nombre_comercial'),
  sitioWeb: text('sitio_web'),
  nombrePc: text('nombre_pc'),
  apellidosPc: text('apellidos_pc'),
  telefonoMovil: text('telefono_movil'),
  emailPc: text('email_pc'),
  cargoPc: text('cargo_pc'),
  tipoViaFiscal: text('tipo_via_fiscal'),
  direccionFiscal: text('direccion_fiscal'),
  cpFiscal: text('cp_fiscal'),
  localidadFiscal: text('localidad_fiscal'),
  numeroFiscal: text('numero_fiscal'),
  pisoFiscal: text('piso_fiscal'),
  puertaFiscal: text('puerta_fiscal'),
  provinciaFiscal: text('provincia_fiscal'),
  tipoVia: text('tipo_via'),
  direccion: text('direccion'),
  cp: text('cp'),
  localidad: text('localidad'),
  numero: text('numero'),
  piso: text('piso'),
  puerta: text('puerta'),
  provincia: text('provincia'),
  volumenMensual: money('volumen_mensual'),
  importeMedio: money('importe_medio'),
  canalAdquisicion: text('canal_adquisicion'),
  competencia: text('competencia'),
  /** §9: a new company is of type fisica. */
  tipoPersona: text('tipo_persona').notNull().default('fisica'),
  cif: text('cif'),
  razonSocial: text('razon_social'),
  nombreRepresentante: text('nombre_representante'),
  apellidosRepresentante: text('apellidos_representante'),
  dniRepresentante: text('dni_representante'),
  cargoRepresentante: text('cargo_representante'),
  socios: jsonb('socios').$type<unknown[]>(),
  createdAt: createdAt(),
});

/** Affiliates (§3 "Affiliate"): partner businesses; branches point at their `padre`. */
export const affiliates = pgTable(
  'affiliates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    nombre: text('nombre').notNull(),
    estadoCd: text('estado_cd').notNull().default('NCO'),
    origin: text('origin'),
    associatedInvestorId: integer('associated_investor_id').references((): AnyPgColumn => investors.id, {
      onDelete: 'set null',
    }),
    plataformaSalesAgentId: integer('plataforma_sales_agent_id').references(() => users.id),
    assignedSalesAgentId: integer('assigned_sales_agent_id').references(() => users.id),
    score: numeric('score', { precision: 8, scale: 2, mode: 'number' }),
    simplaiScoreOnboarding: numeric('simplai_score_onboarding', { precision: 8, scale: 2, mode: 'number' }),
    simplaiRatingOnboarding: text('simplai_rating_onboarding'),
    simplaiFlagBadexcug: boolean('simplai_flag_badexcug'),
    simplaiFlagRai: boolean('simplai_flag_rai'),
    promotedOnLanding: boolean('promoted_on_landing').notNull().default(false),
    configLocked: boolean('config_locked').notNull().default(false),
    padreId: integer('padre_id').references((): AnyPgColumn => affiliates.id, { onDelete: 'set null' }),
    datosEmpresaId: integer('datos_empresa_id').references(() => datosEmpresas.id),
    administradorId: integer('administrador_id').references(() => users.id),
    clientsPDMLv1Avg: numeric('clients_pdml_v1_avg', { precision: 8, scale: 2, mode: 'number' }),
    asnefClientsPercentage: pct('asnef_clients_percentage'),
    problematicInstallmentsPercentage: pct('problematic_installments_percentage'),
    formaLegal: text('forma_legal'),
    totalIngresosComputables: money('total_ingresos_computables'),
    /** The finalidad of the affiliate's plans (§3 Plan "taken from the affiliate's primary reason"). */
    primaryReason: text('primary_reason'),
    // Funder flags (§3).
    plataforma: boolean('plataforma').notNull().default(true),
    fintonic: boolean('fintonic').notNull().default(false),
    bankia: boolean('bankia').notNull().default(false),
    santander: boolean('santander').notNull().default(false),
    allowOwnInvestment: boolean('allow_own_investment').notNull().default(false),
    plataformaCobros: boolean('plataforma_cobros').notNull().default(false),
    collaborationContractAt: timestamp('collaboration_contract_at', { withTimezone: true }),
    // Opportunity block (§3).
    beneficio: money('beneficio'),
    facturacionAnual: money('facturacion_anual'),
    fondosPropios: money('fondos_propios'),
    activoCorriente: money('activo_corriente'),
    patrimonioNeto: money('patrimonio_neto'),
    pasivoCorriente: money('pasivo_corriente'),
    deudaCorto: money('deuda_corto'),
    deudaLargo: money('deuda_largo'),
    importeNetoCifraNegocios: money('importe_neto_cifra_negocios'),
    resultadoExplotacion: money('resultado_explotacion'),
    riskRating: text('risk_rating'),
    ejercicioFiscalDocumentos: integer('ejercicio_fiscal_documentos'),
    /** Configuration sections: functionality and display flags (their names are the server's). */
    functionalityFlags: jsonb('functionality_flags')
      .$type<Record<string, boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    displayFlags: jsonb('display_flags').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('affiliates_code_unique').on(t.code),
    index('affiliates_estado_idx').on(t.estadoCd),
    index('affiliates_assigned_idx').on(t.assignedSalesAgentId),
    index('affiliates_plataforma_agent_idx').on(t.plataformaSalesAgentId),
    index('affiliates_padre_idx').on(t.padreId),
    index('affiliates_admin_idx').on(t.administradorId),
  ],
);

/** Bank accounts of users (§3 "Account"). */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    iban: text('iban'),
    ibanValidadoLw: boolean('iban_validado_lw').notNull().default(false),
    lwIBANId: text('lw_iban_id'),
    createdAt: createdAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

/**
 * Status history of affiliates, loans and investors (§3 "Status history row"): `section` names
 * the record kind ('afiliado', 'credito', 'inversor'); the agent columns are the affiliate's.
 */
export const statusHistory = pgTable(
  'status_history',
  {
    id: serial('id').primaryKey(),
    section: text('section').notNull(),
    recordId: integer('record_id').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    previousState: text('previous_state'),
    finalState: text('final_state').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    oldAgentId: integer('old_agent_id').references(() => users.id, { onDelete: 'set null' }),
    currentAgentId: integer('current_agent_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('status_history_record_idx').on(t.section, t.recordId, t.date)],
);

/** Tasks (§3 "Task"), per affiliate, owned by a staff user. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    date: date('date').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    finished: boolean('finished').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('tasks_affiliate_idx').on(t.affiliateId)],
);

// ---------------------------------------------------------------------------------------------
// Configuration

/** Secondary reasons (§3): the catalogue, under a primary reason (a purpose). */
export const secondaryReasons = pgTable('secondary_reasons', {
  id: serial('id').primaryKey(),
  primaryReason: text('primary_reason').notNull(),
  secondaryReason: text('secondary_reason').notNull(),
  validated: boolean('validated').notNull().default(true),
  active: boolean('active').notNull().default(true),
  less10k: boolean('less10k').notNull().default(false),
});

/** The secondary reasons an affiliate works with (POST/DELETE /api/afiliado_secondary_reasons). */
export const afiliadoSecondaryReasons = pgTable(
  'afiliado_secondary_reasons',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    secondaryReasonId: integer('secondary_reason_id')
      .notNull()
      .references(() => secondaryReasons.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('afiliado_secondary_reasons_unique').on(t.affiliateId, t.secondaryReasonId)],
);

/** Insurance options (§3 "Insurance option"). */
export const insurances = pgTable(
  'insurances',
  {
    id: serial('id').primaryKey(),
    ruta: text('ruta').notNull(),
    option: text('option').notNull(),
    code: text('code').notNull(),
    vertical: text('vertical').notNull(),
    minMonth: integer('min_month').notNull(),
    maxMonth: integer('max_month').notNull(),
    premium: pct('premium').notNull(),
    minPremium: money('min_premium').notNull(),
  },
  (t) => [uniqueIndex('insurances_ruta_unique').on(t.ruta)],
);

/** Plans (§3 "Plan", /api/configuracion_afiliados). */
export const configuracionAfiliados = pgTable(
  'configuracion_afiliados',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    secondaryReasonId: integer('secondary_reason_id').references(() => secondaryReasons.id),
    meses: integer('meses').notNull(),
    minCantidad: money('min_cantidad').notNull(),
    maxCantidad: money('max_cantidad').notNull(),
    maxCarencia: integer('max_carencia').notNull().default(0),
    pCaI: pct('p_ca_i').notNull(),
    pCaMin: money('p_ca_min').notNull(),
    pTinI: pct('p_tin_i').notNull(),
    pTinZ: pct('p_tin_z'),
    aCaI: pct('a_ca_i').notNull(),
    aCaMin: money('a_ca_min').notNull(),
    pCaZ: pct('p_ca_z'),
    aCaZCobros: pct('a_ca_z_cobros'),
    aCaCobrosMin: money('a_ca_cobros_min'),
    mixedMonths1: integer('mixed_months1').notNull().default(0),
    mixedPerc1: pct('mixed_perc1').notNull().default(0),
    salesComission: pct('sales_comission').notNull().default(0),
    insurance: text('insurance'),
    downpayment: pct('downpayment').notNull().default(0),
    financedBorrowerFee: boolean('financed_borrower_fee').notNull().default(false),
    noInterestFirstInstallment: boolean('no_interest_first_installment').notNull().default(false),
    mandatoryCancellationFee: boolean('mandatory_cancellation_fee').notNull().default(false),
    label: text('label'),
    descripcion: text('descripcion'),
    finalidad: text('finalidad'),
    oculta: boolean('oculta').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('plans_affiliate_idx').on(t.affiliateId, t.secondaryReasonId)],
);

/** Links (§3 "Link", /api/links_afiliados). */
export const linksAfiliados = pgTable(
  'links_afiliados',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    producto: text('producto').notNull(),
    cantidad: money('cantidad'),
    secondaryReasonId: integer('secondary_reason_id').references(() => secondaryReasons.id),
    customDomain: text('custom_domain'),
    hash: text('hash').notNull(),
    uri: text('uri').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('links_hash_unique').on(t.hash), index('links_affiliate_idx').on(t.affiliateId)],
);

// ---------------------------------------------------------------------------------------------
// Money

/** Wallets at the provider LW (§3 "Wallets"), one per user. */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lwId: text('lw_id'),
    balance: money('balance').notNull().default(0),
    plataformaPayments: money('plataforma_payments').notNull().default(0),
    provisionFund: money('provision_fund').notNull().default(0),
    parentId: integer('parent_id').references((): AnyPgColumn => wallets.id, { onDelete: 'set null' }),
    frozenByLw: boolean('frozen_by_lw').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wallets_user_unique').on(t.userId)],
);

/** Transfers (§3 "Transfer") between the platform and an affiliate, per loan. */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    loanId: integer('loan_id').references((): AnyPgColumn => loans.id, { onDelete: 'set null' }),
    date: timestamp('date', { withTimezone: true }).notNull(),
    direction: text('direction').notNull(),
    code: text('code').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull(),
    comercialId: integer('comercial_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('transfers_affiliate_idx').on(t.affiliateId, t.date)],
);

/** Cancellations (§3 "Cancellation"): an affiliate cancels a loan of its own (§5 credit-id rule). */
export const cancellationOperations = pgTable(
  'cancellation_operations',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    loanId: integer('loan_id')
      .notNull()
      .references((): AnyPgColumn => loans.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    date: date('date').notNull(),
    amount: money('amount').notNull(),
    finalAmount: money('final_amount'),
    validated: boolean('validated').notNull().default(false),
    byTransfer: boolean('by_transfer').notNull().default(false),
    salesAgentId: integer('sales_agent_id').references(() => users.id, { onDelete: 'set null' }),
    previousOperationId: integer('previous_operation_id').references(
      (): AnyPgColumn => cancellationOperations.id,
      {
        onDelete: 'set null',
      },
    ),
    nextOperationId: integer('next_operation_id').references((): AnyPgColumn => cancellationOperations.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('cancellations_affiliate_idx').on(t.affiliateId)],
);

/** Provision-fund movements (§3 "Provision fund: quarters with movements grouped by quarter"). */
export const provisionFundMovements = pgTable(
  'provision_fund_movements',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    loanId: integer('loan_id').references((): AnyPgColumn => loans.id, { onDelete: 'set null' }),
    date: date('date').notNull(),
    amount: money('amount').notNull(),
    concept: text('concept').notNull(),
  },
  (t) => [index('provision_fund_affiliate_idx').on(t.affiliateId, t.date)],
);

/**
 * Money operations of the tools (moneyP2P, moneyOut). The unique idempotency key makes the
 * database, not a lock in memory, the guard against a double click creating two movements.
 */
export const moneyOperations = pgTable(
  'money_operations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    affiliateId: integer('affiliate_id').references(() => affiliates.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    msg: text('msg').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    response: jsonb('response').notNull(),
    /**
     * 'pending' while the wallet provider is called (a money out's amount is already reserved on
     * the wallet), then 'done'; a provider failure deletes the row and releases the reservation.
     */
    state: text('state').notNull().default('done'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('money_operations_key_unique').on(t.createdBy, t.idempotencyKey)],
);

// ---------------------------------------------------------------------------------------------
// Loans and investors (designed now; their routes come in a later issue)

/** Investors (loans §3 "Investor"). */
export const investors = pgTable(
  'investors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    affiliateId: integer('affiliate_id').references((): AnyPgColumn => affiliates.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('ACT'),
    legalPerson: boolean('legal_person').notNull().default(false),
    companyName: text('company_name'),
    taxId: text('tax_id'),
    position: text('position'),
    fundsOrigin: text('funds_origin'),
    amountToInvest: money('amount_to_invest'),
    birthDate: date('birth_date'),
    address: text('address'),
    postcode: text('postcode'),
    accreditation: boolean('accreditation').notNull().default(false),
    optimisticReturn: pct('optimistic_return'),
    pessimisticReturn: pct('pessimistic_return'),
    weightedReturn: pct('weighted_return'),
    frozenByLw: boolean('frozen_by_lw').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('investors_user_unique').on(t.userId)],
);

/** Investor preferences (loans §3). */
export const investorPreferences = pgTable('investor_preferences', {
  id: serial('id').primaryKey(),
  investorId: integer('investor_id')
    .notNull()
    .unique('investor_preferences_investor_unique')
    .references(() => investors.id, { onDelete: 'cascade' }),
  reinvestment: boolean('reinvestment').notNull().default(false),
  minMonths: integer('min_months'),
  maxMonths: integer('max_months'),
  minInterest: pct('min_interest'),
  maxInterest: pct('max_interest'),
  maxBet: money('max_bet'),
  loanTypes: jsonb('loan_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  financingType: text('financing_type'),
  points: integer('points'),
  investInOwn: boolean('invest_in_own').notNull().default(false),
  percentageInvestInOwn: pct('percentage_invest_in_own'),
  commission: pct('commission'),
  notifications: jsonb('notifications').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
});

/** Loans: financings, bnpl and other credits (loans §3 "Loan (financing) detail"). */
export const loans = pgTable(
  'loans',
  {
    id: serial('id').primaryKey(),
    /** The displayed name: F/B/C + the id zero-padded to 7 digits (loans §2). */
    code: text('code').notNull(),
    tipo: text('tipo').notNull(),
    estadoCd: text('estado_cd').notNull(),
    origin: text('origin'),
    demo: boolean('demo').notNull().default(false),
    funder: text('funder'),
    funderId: text('funder_id'),
    fund: text('fund'),
    securitized: boolean('securitized').notNull().default(false),
    fromApi: boolean('from_api').notNull().default(false),
    cancelledByAffiliate: boolean('cancelled_by_affiliate').notNull().default(false),
    contractSigned: boolean('contract_signed').notNull().default(false),
    allowOwnInvestment: boolean('allow_own_investment').notNull().default(false),
    acceptOwnInvestment: boolean('accept_own_investment').notNull().default(false),
    /** The borrower and co-borrower are users (tipo prestatario). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    coborrowerId: integer('coborrower_id').references(() => users.id, { onDelete: 'set null' }),
    affiliateId: integer('affiliate_id').references(() => affiliates.id, { onDelete: 'set null' }),
    salesAgentId: integer('sales_agent_id').references(() => salesAgents.id, { onDelete: 'set null' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    moneyOutSent: boolean('money_out_sent').notNull().default(false),
    contractVerified: boolean('contract_verified').notNull().default(false),
    scoreSimplai: integer('score_simplai'),
    scoreSimplaiResolution: text('score_simplai_resolution'),
    scoreSimplaiDescription: text('score_simplai_description'),
    emailMoneyOut: boolean('email_money_out').notNull().default(false),
    allowSDD: boolean('allow_sdd').notNull().default(true),
    /** Collections (cobros) rather than financing. */
    cobros: boolean('cobros').notNull().default(false),
    cantidad: money('cantidad').notNull(),
    cantidadSolicitada: money('cantidad_solicitada'),
    meses: integer('meses').notNull(),
    mesesSolicitados: integer('meses_solicitados'),
    carencia: integer('carencia').notNull().default(0),
    tin: pct('tin'),
    tae: pct('tae'),
    pTinI: pct('p_tin_i'),
    pTinZ: pct('p_tin_z'),
    aCcZ: money('a_cc_z'),
    aCtZ: money('a_ct_z'),
    borrowerFee: money('borrower_fee'),
    prescriberFee: money('prescriber_fee'),
    cuotaMensual: money('cuota_mensual'),
    categoria: text('categoria'),
    insurance: text('insurance'),
    sepaDay: integer('sepa_day'),
    estadoInstantor: text('estado_instantor'),
    estadoInstantorCot: text('estado_instantor_cot'),
    demandaJudicial: boolean('demanda_judicial').notNull().default(false),
    visibleRecobro: boolean('visible_recobro').notNull().default(true),
    /** Risk flags t30, t60, t90, morosity, maturity, fraud and others (loans §3 "Flags"). */
    flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loans_code_unique').on(t.code),
    index('loans_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('loans_user_idx').on(t.userId),
    index('loans_estado_idx').on(t.estadoCd),
    // Issue 13: the financing list ordered by date, a page at a time.
    index('loans_created_idx').on(t.createdAt, t.id),
  ],
);

/** Installments (loans §3 "Installment (cuota)"). */
export const installments = pgTable(
  'installments',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    estadoCd: text('estado_cd').notNull(),
    numero: integer('numero').notNull(),
    subNumero: integer('sub_numero').notNull().default(0),
    fechaInicio: date('fecha_inicio').notNull(),
    fechaCobro: date('fecha_cobro').notNull(),
    saldo: money('saldo').notNull(),
    principal: money('principal').notNull(),
    interest: money('interest').notNull(),
    openingFee: money('opening_fee').notNull().default(0),
    defaultInterest: money('default_interest').notNull().default(0),
    defaultCommission: money('default_commission').notNull().default(0),
    bankExpenses: money('bank_expenses').notNull().default(0),
    /** Monthly payment components by party (pPrI, pTinI, pTinDI, pCaI, ...), keyed as the API spells them. */
    parts: jsonb('parts').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [uniqueIndex('installments_loan_numero_unique').on(t.loanId, t.numero, t.subNumero)],
);

/** Investments (§3 "Investment"): an investor's share of a loan. */
export const investments = pgTable(
  'investments',
  {
    id: serial('id').primaryKey(),
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    isOwnInvestment: boolean('is_own_investment').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('investments_investor_idx').on(t.investorId, t.createdAt),
    index('investments_loan_idx').on(t.loanId),
  ],
);

/** Payment methods (loans §3): cards and direct debits of a borrower. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loanId: integer('loan_id').references(() => loans.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    last4: text('last4'),
    expiresAt: date('expires_at'),
    enabled: boolean('enabled').notNull().default(true),
    invalid: boolean('invalid').notNull().default(false),
    invalidType: boolean('invalid_type').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('payment_methods_user_idx').on(t.userId)],
);

/** Open-banking scrapes (ins_scrape_reports), their accounts (ins_cuentas) and transactions (ins_trans). */
export const bankScrapes = pgTable(
  'bank_scrapes',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    cotitular: boolean('cotitular').notNull().default(false),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    summary: jsonb('summary'),
    score: jsonb('score').$type<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
  },
  (t) => [index('bank_scrapes_loan_idx').on(t.loanId)],
);

export const bankScrapeAccounts = pgTable(
  'bank_scrape_accounts',
  {
    id: serial('id').primaryKey(),
    scrapeId: integer('scrape_id')
      .notNull()
      .references(() => bankScrapes.id, { onDelete: 'cascade' }),
    iban: text('iban'),
    account: text('account'),
    principals: jsonb('principals').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    ready: boolean('ready').notNull().default(false),
  },
  (t) => [index('bank_scrape_accounts_scrape_idx').on(t.scrapeId)],
);

export const bankScrapeTransactions = pgTable(
  'bank_scrape_transactions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => bankScrapeAccounts.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    amount: money('amount').notNull(),
    description: text('description'),
    tag: text('tag'),
  },
  (t) => [index('bank_scrape_transactions_account_idx').on(t.accountId, t.date)],
);

// ---------------------------------------------------------------------------------------------
// Records

/** Documents (§3 "Document"): metadata here, the file on disk under the data folder. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    affiliateId: integer('affiliate_id').references(() => affiliates.id, { onDelete: 'cascade' }),
    loanId: integer('loan_id').references(() => loans.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    description: text('description'),
    lwId: text('lw_id'),
    status: integer('status'),
    name: text('name').notNull(),
    storedName: text('stored_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_affiliate_idx').on(t.affiliateId),
    index('documents_user_idx').on(t.userId),
    index('documents_loan_idx').on(t.loanId),
  ],
);

/** Comments on any record (§3 "Comment"): `section` is the record kind, `recordId` its id. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    section: text('section').notNull(),
    recordId: integer('record_id').notNull(),
    departamento: text('departamento').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    tipo: text('tipo'),
    mensaje: text('mensaje').notNull(),
    createdAt: createdAt(),
  },
  // A record's comments newest first, and its last comment (the affiliate list) by a backward scan.
  (t) => [index('comments_record_idx').on(t.section, t.recordId, t.date, t.id)],
);

/** Worked days (§3 "Worked day"): one entry per user and date. */
export const workedDays = pgTable(
  'worked_days',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    hours: integer('hours').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('worked_days_user_date_unique').on(t.userId, t.date)],
);

/** Server-defined reports (GET /api/tools/reportsList): what the sidebar lists, and who may open them. */
export const reports = pgTable('reports', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** 'list' gives JSON rows; 'file' an .xlsx. */
  kind: text('kind').notNull(),
  roles: jsonb('roles').$type<string[]>().notNull(),
  position: integer('position').notNull().default(0),
});

/** Client errors reported by the admin (POST /api/log). */
export const clientLogs = pgTable('client_logs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  type: text('type').notNull(),
  log: jsonb('log').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Authentication state shared by every API process

/**
 * Login attempts per account (`user:<id>`, whatever spelling was typed) or, for names that match
 * no account, per IP (`ip:<address>`): counted atomically before the password is verified, so a
 * burst cannot get more than the allowed attempts checked, and several processes share the count.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** One-time set-password tokens (spec §9: a new user's password is never printed); only a hash is kept. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_tokens_hash_unique').on(t.tokenHash),
    index('password_tokens_user_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Loan detail reads (issue 13, loans §3 and §7)

/** Score results of a loan (`{financing}/score_results`): the scoring detail as key/value rows. */
export const scoreResults = pgTable(
  'score_results',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    cotitular: boolean('cotitular').notNull().default(false),
    provider: text('provider').notNull(),
    score: integer('score'),
    resolution: text('resolution'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('score_results_loan_idx').on(t.loanId, t.createdAt)],
);

/** Knock-out rules evaluated on a loan (`{financing}/killers`). */
export const killers = pgTable(
  'killers',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    cotitular: boolean('cotitular').notNull().default(false),
    code: text('code').notNull(),
    description: text('description').notNull(),
    value: text('value'),
    triggered: boolean('triggered').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('killers_loan_idx').on(t.loanId)],
);

/** Summaries of a borrower's bank analysis (`{financing}/ins_resumens`), one per scrape. */
export const insResumens = pgTable(
  'ins_resumens',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    scrapeId: integer('scrape_id').references(() => bankScrapes.id, { onDelete: 'cascade' }),
    cotitular: boolean('cotitular').notNull().default(false),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ins_resumens_loan_idx').on(t.loanId, t.createdAt)],
);

/** Holders of a scraped account (`/api/ins_cuentas/{id}/ins_titulars`). */
export const bankScrapeTitulars = pgTable(
  'bank_scrape_titulars',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => bankScrapeAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    dni: text('dni'),
    main: boolean('main').notNull().default(false),
  },
  (t) => [index('bank_scrape_titulars_account_idx').on(t.accountId)],
);

/** ASNEF checks of a loan's borrower (loans §3 "ASNEF summary"). */
export const asnefs = pgTable(
  'asnefs',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    found: boolean('found').notNull(),
    operations: integer('operations').notNull().default(0),
    unpaidBalance: money('unpaid_balance').notNull().default(0),
    unpaidOperations: integer('unpaid_operations').notNull().default(0),
  },
  (t) => [index('asnefs_loan_idx').on(t.loanId, t.checkedAt)],
);

/** Advance amortizations (AMA) of a loan, by the borrower or the affiliate. */
export const amortizations = pgTable(
  'amortizations',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    payer: text('payer').notNull(),
    amount: money('amount').notNull(),
    date: date('date').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('amortizations_loan_idx').on(t.loanId), index('amortizations_date_idx').on(t.date, t.id)],
);

/** Money operations on a loan (`/api/operations`): disbursements, charges, refunds. */
export const loanOperations = pgTable(
  'loan_operations',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    amount: money('amount').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    description: text('description'),
  },
  (t) => [index('loan_operations_loan_idx').on(t.loanId, t.date)],
);

/** Platform configuration values the loan's other-info tab shows (`/api/configuracions`). */
export const configuracions = pgTable('configuracions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('configuracions_name_unique'),
  value: text('value').notNull(),
  description: text('description'),
});

/** Spanish banks by entity code (characters 5 to 8 of an IBAN, loans §5). */
export const banks = pgTable('banks', {
  id: serial('id').primaryKey(),
  entityCode: text('entity_code').notNull().unique('banks_entity_code_unique'),
  name: text('name').notNull(),
  bic: text('bic'),
});
