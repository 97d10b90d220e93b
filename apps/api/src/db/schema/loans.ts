/** Loans and what the loan detail reads (loans §3 and §7). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, affiliates } from './affiliates';
import { createdAt, money, pct, rowVersion } from './columns';
import { salesAgents, users } from './users';

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
    /** loans §3 Identity: the Belender fields and the bank-analysis provider error (0017). */
    noBelender: boolean('no_belender').notNull().default(false),
    belenderUrl: text('belender_url'),
    belenderId: text('belender_id'),
    belenderData: text('belender_data'),
    belenderCotData: text('belender_cot_data'),
    bankAnalysisError: text('bank_analysis_error'),
    /** Risk flags t30, t60, t90, morosity, maturity, fraud and others (loans §3 "Flags"). */
    flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: rowVersion(),
  },
  (t) => [
    uniqueIndex('loans_code_unique').on(t.code),
    index('loans_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('loans_user_idx').on(t.userId),
    // Gaps (migration 0015): a person's records include the loans they co-borrow.
    index('loans_coborrower_idx').on(t.coborrowerId),
    index('loans_estado_idx').on(t.estadoCd),
    // Issue 13: the financing list ordered by date, a page at a time.
    index('loans_created_idx').on(t.createdAt, t.id),
    // Every sortable column of the financing list, with the id as the unique tie-breaker, so any
    // order reads its page from an index; a status filter in the default order reads one too.
    index('loans_cantidad_idx').on(t.cantidad, t.id),
    index('loans_meses_idx').on(t.meses, t.id),
    index('loans_tin_idx').on(t.tin, t.id),
    index('loans_tipo_idx').on(t.tipo, t.id),
    index('loans_estado_id_idx').on(t.estadoCd, t.id),
    index('loans_estado_created_idx').on(t.estadoCd, t.createdAt, t.id),
    index('loans_sales_agent_idx').on(t.salesAgentId, t.createdAt),
    // Text search (the financing list, the finder): trigrams over search_fold() (migration 0018).
    index('loans_code_trgm').using('gin', sql`search_fold(${t.code}) gin_trgm_ops`),
  ],
);

/**
 * Loans per affiliate (0 for none), type and status, with their amount: the financing list's
 * counts and the credits dashboard read these rows instead of counting the loans. Kept by
 * triggers on loans in the writing transaction (migration 0019), so they are exact at commit.
 */
export const loanCounts = pgTable(
  'loan_counts',
  {
    affiliateId: integer('affiliate_id').notNull(),
    tipo: text('tipo').notNull(),
    estadoCd: text('estado_cd').notNull(),
    n: integer('n').notNull().default(0),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.affiliateId, t.tipo, t.estadoCd] })],
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
  (t) => [
    uniqueIndex('installments_loan_numero_unique').on(t.loanId, t.numero, t.subNumero),
    // Every sortable column of the installment list, with the id as the unique tie-breaker.
    index('installments_fecha_cobro_idx').on(t.fechaCobro, t.id),
    index('installments_fecha_inicio_idx').on(t.fechaInicio, t.id),
    index('installments_saldo_idx').on(t.saldo, t.id),
    index('installments_estado_idx').on(t.estadoCd, t.id),
    index('installments_numero_idx').on(t.numero, t.id),
    // The overdue installments (arrears listings, the dashboard): a few in a hundred.
    index('installments_overdue_idx').on(t.loanId).where(sql`estado_cd in ('RE', 'GT', 'DV', 'FR')`),
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
    version: rowVersion(),
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
    /**
     * 'advance' (an AMA: the loan repaid in advance) or 'partial' (a partial cancellation: part of
     * the principal repaid, which the installments do not show; the outstanding principal does).
     */
    kind: text('kind').notNull().default('advance'),
    amount: money('amount').notNull(),
    date: date('date').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('amortizations_loan_idx').on(t.loanId),
    index('amortizations_date_idx').on(t.date, t.id),
    index('amortizations_amount_idx').on(t.amount, t.id),
  ],
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

/** loans §3 linked resource "borrower info" (0017): one optional row per loan. */
export const loanBorrowerInfo = pgTable(
  'loan_borrower_info',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    employment: text('employment'),
    employer: text('employer'),
    monthlyIncome: money('monthly_income'),
    housing: text('housing'),
    maritalStatus: text('marital_status'),
    dependants: integer('dependants'),
  },
  (t) => [uniqueIndex('loan_borrower_info_loan_idx').on(t.loanId)],
);

/** loans §3 linked resource "car info" (0017): the financed car, for car financings only. */
export const loanCarInfo = pgTable(
  'loan_car_info',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    plate: text('plate'),
    year: integer('year'),
    price: money('price'),
  },
  (t) => [uniqueIndex('loan_car_info_loan_idx').on(t.loanId)],
);

/** loans §3 linked resource "ID info" (0017): the borrower's identity document and its verification. */
export const loanIdInfo = pgTable(
  'loan_id_info',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    nationality: text('nationality'),
    verificationStatus: text('verification_status').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('loan_id_info_loan_idx').on(t.loanId)],
);
