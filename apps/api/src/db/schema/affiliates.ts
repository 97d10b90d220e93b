/** Affiliates, their company data, accounts, history, tasks and configuration (plans, links, reasons). */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { createdAt, money, pct, rowVersion } from './columns';
import { investors } from './investors';
import { users } from './users';

/** Company data (§3 "Company info (datosEmpresa)"). */
export const datosEmpresas = pgTable(
  'datos_empresas',
  {
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
    version: rowVersion(),
  },
  (t) => [
    // The finder reads a company by its name or tax id: trigrams over search_fold().
    index('datos_empresas_razon_trgm').using('gin', sql`search_fold(${t.razonSocial}) gin_trgm_ops`),
    index('datos_empresas_cif_trgm').using('gin', sql`search_fold(${t.cif}) gin_trgm_ops`),
  ],
);

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
    version: rowVersion(),
  },
  (t) => [
    uniqueIndex('affiliates_code_unique').on(t.code),
    index('affiliates_estado_idx').on(t.estadoCd),
    index('affiliates_assigned_idx').on(t.assignedSalesAgentId),
    index('affiliates_plataforma_agent_idx').on(t.plataformaSalesAgentId),
    index('affiliates_padre_idx').on(t.padreId),
    index('affiliates_admin_idx').on(t.administradorId),
    // Text search (the affiliate list, the finder): trigrams over search_fold().
    index('affiliates_code_trgm').using('gin', sql`search_fold(${t.code}) gin_trgm_ops`),
    index('affiliates_nombre_trgm').using('gin', sql`search_fold(${t.nombre}) gin_trgm_ops`),
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
    version: rowVersion(),
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
    version: rowVersion(),
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
