CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"iban" text,
	"iban_validado_lw" boolean DEFAULT false NOT NULL,
	"lw_iban_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"nombre" text NOT NULL,
	"estado_cd" text DEFAULT 'NCO' NOT NULL,
	"origin" text,
	"associated_investor_id" integer,
	"plataforma_sales_agent_id" integer,
	"assigned_sales_agent_id" integer,
	"score" numeric(8, 2),
	"simplai_score_onboarding" numeric(8, 2),
	"simplai_rating_onboarding" text,
	"simplai_flag_badexcug" boolean,
	"simplai_flag_rai" boolean,
	"promoted_on_landing" boolean DEFAULT false NOT NULL,
	"config_locked" boolean DEFAULT false NOT NULL,
	"padre_id" integer,
	"datos_empresa_id" integer,
	"administrador_id" integer,
	"clients_pdml_v1_avg" numeric(8, 2),
	"asnef_clients_percentage" numeric(9, 4),
	"problematic_installments_percentage" numeric(9, 4),
	"forma_legal" text,
	"total_ingresos_computables" numeric(14, 2),
	"primary_reason" text,
	"plataforma" boolean DEFAULT true NOT NULL,
	"fintonic" boolean DEFAULT false NOT NULL,
	"bankia" boolean DEFAULT false NOT NULL,
	"santander" boolean DEFAULT false NOT NULL,
	"allow_own_investment" boolean DEFAULT false NOT NULL,
	"plataforma_cobros" boolean DEFAULT false NOT NULL,
	"collaboration_contract_at" timestamp with time zone,
	"beneficio" numeric(14, 2),
	"facturacion_anual" numeric(14, 2),
	"fondos_propios" numeric(14, 2),
	"activo_corriente" numeric(14, 2),
	"patrimonio_neto" numeric(14, 2),
	"pasivo_corriente" numeric(14, 2),
	"deuda_corto" numeric(14, 2),
	"deuda_largo" numeric(14, 2),
	"importe_neto_cifra_negocios" numeric(14, 2),
	"resultado_explotacion" numeric(14, 2),
	"risk_rating" text,
	"ejercicio_fiscal_documentos" integer,
	"functionality_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"display_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "afiliado_secondary_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"secondary_reason_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_scrape_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"scrape_id" integer NOT NULL,
	"iban" text,
	"account" text,
	"principals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ready" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_scrape_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"description" text,
	"tag" text
);
--> statement-breakpoint
CREATE TABLE "bank_scrapes" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"cotitular" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"summary" jsonb,
	"score" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancellation_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"final_amount" numeric(14, 2),
	"validated" boolean DEFAULT false NOT NULL,
	"by_transfer" boolean DEFAULT false NOT NULL,
	"sales_agent_id" integer,
	"previous_operation_id" integer,
	"next_operation_id" integer
);
--> statement-breakpoint
CREATE TABLE "client_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"log" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"record_id" integer NOT NULL,
	"departamento" text NOT NULL,
	"user_id" integer NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo" text,
	"mensaje" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuracion_afiliados" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"secondary_reason_id" integer,
	"meses" integer NOT NULL,
	"min_cantidad" numeric(14, 2) NOT NULL,
	"max_cantidad" numeric(14, 2) NOT NULL,
	"max_carencia" integer DEFAULT 0 NOT NULL,
	"p_ca_i" numeric(9, 4) NOT NULL,
	"p_ca_min" numeric(14, 2) NOT NULL,
	"p_tin_i" numeric(9, 4) NOT NULL,
	"p_tin_z" numeric(9, 4),
	"a_ca_i" numeric(9, 4) NOT NULL,
	"a_ca_min" numeric(14, 2) NOT NULL,
	"p_ca_z" numeric(9, 4),
	"a_ca_z_cobros" numeric(9, 4),
	"a_ca_cobros_min" numeric(14, 2),
	"mixed_months1" integer DEFAULT 0 NOT NULL,
	"mixed_perc1" numeric(9, 4) DEFAULT 0 NOT NULL,
	"sales_comission" numeric(9, 4) DEFAULT 0 NOT NULL,
	"insurance" text,
	"downpayment" numeric(9, 4) DEFAULT 0 NOT NULL,
	"financed_borrower_fee" boolean DEFAULT false NOT NULL,
	"no_interest_first_installment" boolean DEFAULT false NOT NULL,
	"mandatory_cancellation_fee" boolean DEFAULT false NOT NULL,
	"label" text,
	"descripcion" text,
	"finalidad" text,
	"oculta" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datos_empresas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre_comercial" text,
	"sitio_web" text,
	"nombre_pc" text,
	"apellidos_pc" text,
	"telefono_movil" text,
	"email_pc" text,
	"cargo_pc" text,
	"tipo_via_fiscal" text,
	"direccion_fiscal" text,
	"cp_fiscal" text,
	"localidad_fiscal" text,
	"numero_fiscal" text,
	"piso_fiscal" text,
	"puerta_fiscal" text,
	"provincia_fiscal" text,
	"tipo_via" text,
	"direccion" text,
	"cp" text,
	"localidad" text,
	"numero" text,
	"piso" text,
	"puerta" text,
	"provincia" text,
	"volumen_mensual" numeric(14, 2),
	"importe_medio" numeric(14, 2),
	"canal_adquisicion" text,
	"competencia" text,
	"tipo_persona" text DEFAULT 'fisica' NOT NULL,
	"cif" text,
	"razon_social" text,
	"nombre_representante" text,
	"apellidos_representante" text,
	"dni_representante" text,
	"cargo_representante" text,
	"socios" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"affiliate_id" integer,
	"loan_id" integer,
	"type" text NOT NULL,
	"description" text,
	"lw_id" text,
	"status" integer,
	"name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installments" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"estado_cd" text NOT NULL,
	"numero" integer NOT NULL,
	"sub_numero" integer DEFAULT 0 NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_cobro" date NOT NULL,
	"saldo" numeric(14, 2) NOT NULL,
	"principal" numeric(14, 2) NOT NULL,
	"interest" numeric(14, 2) NOT NULL,
	"opening_fee" numeric(14, 2) DEFAULT 0 NOT NULL,
	"default_interest" numeric(14, 2) DEFAULT 0 NOT NULL,
	"default_commission" numeric(14, 2) DEFAULT 0 NOT NULL,
	"bank_expenses" numeric(14, 2) DEFAULT 0 NOT NULL,
	"parts" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurances" (
	"id" serial PRIMARY KEY NOT NULL,
	"ruta" text NOT NULL,
	"option" text NOT NULL,
	"code" text NOT NULL,
	"vertical" text NOT NULL,
	"min_month" integer NOT NULL,
	"max_month" integer NOT NULL,
	"premium" numeric(9, 4) NOT NULL,
	"min_premium" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investments" (
	"id" serial PRIMARY KEY NOT NULL,
	"investor_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"is_own_investment" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"investor_id" integer NOT NULL,
	"reinvestment" boolean DEFAULT false NOT NULL,
	"min_months" integer,
	"max_months" integer,
	"min_interest" numeric(9, 4),
	"max_interest" numeric(9, 4),
	"max_bet" numeric(14, 2),
	"loan_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"financing_type" text,
	"points" integer,
	"invest_in_own" boolean DEFAULT false NOT NULL,
	"percentage_invest_in_own" numeric(9, 4),
	"commission" numeric(9, 4),
	"notifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "investor_preferences_investor_unique" UNIQUE("investor_id")
);
--> statement-breakpoint
CREATE TABLE "investors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"affiliate_id" integer,
	"status" text DEFAULT 'ACT' NOT NULL,
	"legal_person" boolean DEFAULT false NOT NULL,
	"company_name" text,
	"tax_id" text,
	"position" text,
	"funds_origin" text,
	"amount_to_invest" numeric(14, 2),
	"birth_date" date,
	"address" text,
	"postcode" text,
	"accreditation" boolean DEFAULT false NOT NULL,
	"optimistic_return" numeric(9, 4),
	"pessimistic_return" numeric(9, 4),
	"weighted_return" numeric(9, 4),
	"frozen_by_lw" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "links_afiliados" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"producto" text NOT NULL,
	"cantidad" numeric(14, 2),
	"secondary_reason_id" integer,
	"custom_domain" text,
	"hash" text NOT NULL,
	"uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"tipo" text NOT NULL,
	"estado_cd" text NOT NULL,
	"origin" text,
	"demo" boolean DEFAULT false NOT NULL,
	"funder" text,
	"funder_id" text,
	"fund" text,
	"securitized" boolean DEFAULT false NOT NULL,
	"from_api" boolean DEFAULT false NOT NULL,
	"cancelled_by_affiliate" boolean DEFAULT false NOT NULL,
	"contract_signed" boolean DEFAULT false NOT NULL,
	"allow_own_investment" boolean DEFAULT false NOT NULL,
	"accept_own_investment" boolean DEFAULT false NOT NULL,
	"user_id" integer NOT NULL,
	"coborrower_id" integer,
	"affiliate_id" integer,
	"sales_agent_id" integer,
	"account_id" integer,
	"money_out_sent" boolean DEFAULT false NOT NULL,
	"contract_verified" boolean DEFAULT false NOT NULL,
	"score_simplai" integer,
	"score_simplai_resolution" text,
	"score_simplai_description" text,
	"email_money_out" boolean DEFAULT false NOT NULL,
	"allow_sdd" boolean DEFAULT true NOT NULL,
	"cobros" boolean DEFAULT false NOT NULL,
	"cantidad" numeric(14, 2) NOT NULL,
	"cantidad_solicitada" numeric(14, 2),
	"meses" integer NOT NULL,
	"meses_solicitados" integer,
	"carencia" integer DEFAULT 0 NOT NULL,
	"tin" numeric(9, 4),
	"tae" numeric(9, 4),
	"p_tin_i" numeric(9, 4),
	"p_tin_z" numeric(9, 4),
	"a_cc_z" numeric(14, 2),
	"a_ct_z" numeric(14, 2),
	"borrower_fee" numeric(14, 2),
	"prescriber_fee" numeric(14, 2),
	"cuota_mensual" numeric(14, 2),
	"categoria" text,
	"insurance" text,
	"sepa_day" integer,
	"estado_instantor" text,
	"estado_instantor_cot" text,
	"demanda_judicial" boolean DEFAULT false NOT NULL,
	"visible_recobro" boolean DEFAULT true NOT NULL,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"user_id" integer,
	"affiliate_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"msg" text NOT NULL,
	"created_by" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"loan_id" integer,
	"type" text NOT NULL,
	"last4" text,
	"expires_at" date,
	"enabled" boolean DEFAULT true NOT NULL,
	"invalid" boolean DEFAULT false NOT NULL,
	"invalid_type" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provision_fund_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"loan_id" integer,
	"date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"concept" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"roles" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"affiliate_id" integer,
	"manager_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secondary_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"primary_reason" text NOT NULL,
	"secondary_reason" text NOT NULL,
	"validated" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"less10k" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"record_id" integer NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_state" text,
	"final_state" text NOT NULL,
	"user_id" integer,
	"old_agent_id" integer,
	"current_agent_id" integer
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"loan_id" integer,
	"date" timestamp with time zone NOT NULL,
	"direction" text NOT NULL,
	"code" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	"comercial_id" integer
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lw_id" text,
	"balance" numeric(14, 2) DEFAULT 0 NOT NULL,
	"plataforma_payments" numeric(14, 2) DEFAULT 0 NOT NULL,
	"provision_fund" numeric(14, 2) DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"frozen_by_lw" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worked_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"hours" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_associated_investor_id_investors_id_fk" FOREIGN KEY ("associated_investor_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_plataforma_sales_agent_id_users_id_fk" FOREIGN KEY ("plataforma_sales_agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_assigned_sales_agent_id_users_id_fk" FOREIGN KEY ("assigned_sales_agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_padre_id_affiliates_id_fk" FOREIGN KEY ("padre_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_datos_empresa_id_datos_empresas_id_fk" FOREIGN KEY ("datos_empresa_id") REFERENCES "public"."datos_empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_administrador_id_users_id_fk" FOREIGN KEY ("administrador_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "afiliado_secondary_reasons" ADD CONSTRAINT "afiliado_secondary_reasons_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "afiliado_secondary_reasons" ADD CONSTRAINT "afiliado_secondary_reasons_secondary_reason_id_secondary_reasons_id_fk" FOREIGN KEY ("secondary_reason_id") REFERENCES "public"."secondary_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_scrape_accounts" ADD CONSTRAINT "bank_scrape_accounts_scrape_id_bank_scrapes_id_fk" FOREIGN KEY ("scrape_id") REFERENCES "public"."bank_scrapes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_scrape_transactions" ADD CONSTRAINT "bank_scrape_transactions_account_id_bank_scrape_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_scrape_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_scrapes" ADD CONSTRAINT "bank_scrapes_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_operations" ADD CONSTRAINT "cancellation_operations_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_operations" ADD CONSTRAINT "cancellation_operations_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_operations" ADD CONSTRAINT "cancellation_operations_sales_agent_id_users_id_fk" FOREIGN KEY ("sales_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_operations" ADD CONSTRAINT "cancellation_operations_previous_operation_id_cancellation_operations_id_fk" FOREIGN KEY ("previous_operation_id") REFERENCES "public"."cancellation_operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_operations" ADD CONSTRAINT "cancellation_operations_next_operation_id_cancellation_operations_id_fk" FOREIGN KEY ("next_operation_id") REFERENCES "public"."cancellation_operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logs" ADD CONSTRAINT "client_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracion_afiliados" ADD CONSTRAINT "configuracion_afiliados_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracion_afiliados" ADD CONSTRAINT "configuracion_afiliados_secondary_reason_id_secondary_reasons_id_fk" FOREIGN KEY ("secondary_reason_id") REFERENCES "public"."secondary_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_preferences" ADD CONSTRAINT "investor_preferences_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links_afiliados" ADD CONSTRAINT "links_afiliados_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links_afiliados" ADD CONSTRAINT "links_afiliados_secondary_reason_id_secondary_reasons_id_fk" FOREIGN KEY ("secondary_reason_id") REFERENCES "public"."secondary_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_coborrower_id_users_id_fk" FOREIGN KEY ("coborrower_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_sales_agent_id_sales_agents_id_fk" FOREIGN KEY ("sales_agent_id") REFERENCES "public"."sales_agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_operations" ADD CONSTRAINT "money_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_operations" ADD CONSTRAINT "money_operations_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_operations" ADD CONSTRAINT "money_operations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provision_fund_movements" ADD CONSTRAINT "provision_fund_movements_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provision_fund_movements" ADD CONSTRAINT "provision_fund_movements_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_agents" ADD CONSTRAINT "sales_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_agents" ADD CONSTRAINT "sales_agents_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_agents" ADD CONSTRAINT "sales_agents_manager_id_sales_agents_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."sales_agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_history" ADD CONSTRAINT "status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_history" ADD CONSTRAINT "status_history_old_agent_id_users_id_fk" FOREIGN KEY ("old_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_history" ADD CONSTRAINT "status_history_current_agent_id_users_id_fk" FOREIGN KEY ("current_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_comercial_id_users_id_fk" FOREIGN KEY ("comercial_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_parent_id_wallets_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."wallets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worked_days" ADD CONSTRAINT "worked_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_code_unique" ON "affiliates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "affiliates_estado_idx" ON "affiliates" USING btree ("estado_cd");--> statement-breakpoint
CREATE INDEX "affiliates_assigned_idx" ON "affiliates" USING btree ("assigned_sales_agent_id");--> statement-breakpoint
CREATE INDEX "affiliates_plataforma_agent_idx" ON "affiliates" USING btree ("plataforma_sales_agent_id");--> statement-breakpoint
CREATE INDEX "affiliates_padre_idx" ON "affiliates" USING btree ("padre_id");--> statement-breakpoint
CREATE INDEX "affiliates_admin_idx" ON "affiliates" USING btree ("administrador_id");--> statement-breakpoint
CREATE UNIQUE INDEX "afiliado_secondary_reasons_unique" ON "afiliado_secondary_reasons" USING btree ("affiliate_id","secondary_reason_id");--> statement-breakpoint
CREATE INDEX "bank_scrape_accounts_scrape_idx" ON "bank_scrape_accounts" USING btree ("scrape_id");--> statement-breakpoint
CREATE INDEX "bank_scrape_transactions_account_idx" ON "bank_scrape_transactions" USING btree ("account_id","date");--> statement-breakpoint
CREATE INDEX "bank_scrapes_loan_idx" ON "bank_scrapes" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "cancellations_affiliate_idx" ON "cancellation_operations" USING btree ("affiliate_id");--> statement-breakpoint
CREATE INDEX "comments_record_idx" ON "comments" USING btree ("section","record_id","created_at");--> statement-breakpoint
CREATE INDEX "plans_affiliate_idx" ON "configuracion_afiliados" USING btree ("affiliate_id","secondary_reason_id");--> statement-breakpoint
CREATE INDEX "documents_affiliate_idx" ON "documents" USING btree ("affiliate_id");--> statement-breakpoint
CREATE INDEX "documents_user_idx" ON "documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "documents_loan_idx" ON "documents" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "installments_loan_numero_unique" ON "installments" USING btree ("loan_id","numero","sub_numero");--> statement-breakpoint
CREATE UNIQUE INDEX "insurances_ruta_unique" ON "insurances" USING btree ("ruta");--> statement-breakpoint
CREATE INDEX "investments_investor_idx" ON "investments" USING btree ("investor_id","created_at");--> statement-breakpoint
CREATE INDEX "investments_loan_idx" ON "investments" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "investors_user_unique" ON "investors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "links_hash_unique" ON "links_afiliados" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "links_affiliate_idx" ON "links_afiliados" USING btree ("affiliate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_code_unique" ON "loans" USING btree ("code");--> statement-breakpoint
CREATE INDEX "loans_affiliate_idx" ON "loans" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "loans_estado_idx" ON "loans" USING btree ("estado_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "money_operations_key_unique" ON "money_operations" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "provision_fund_affiliate_idx" ON "provision_fund_movements" USING btree ("affiliate_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_agents_user_unique" ON "sales_agents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sales_agents_affiliate_idx" ON "sales_agents" USING btree ("affiliate_id");--> statement-breakpoint
CREATE INDEX "status_history_record_idx" ON "status_history" USING btree ("section","record_id","date");--> statement-breakpoint
CREATE INDEX "tasks_affiliate_idx" ON "tasks" USING btree ("affiliate_id");--> statement-breakpoint
CREATE INDEX "transfers_affiliate_idx" ON "transfers" USING btree ("affiliate_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_unique" ON "wallets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "worked_days_user_date_unique" ON "worked_days" USING btree ("user_id","date");