CREATE TABLE "loan_counts" (
	"affiliate_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"estado_cd" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "loan_counts_affiliate_id_tipo_estado_cd_pk" PRIMARY KEY("affiliate_id","tipo","estado_cd")
);
--> statement-breakpoint
CREATE INDEX "affiliates_code_trgm" ON "affiliates" USING gin (search_fold("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "affiliates_nombre_trgm" ON "affiliates" USING gin (search_fold("nombre") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "amortizations_amount_idx" ON "amortizations" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "datos_empresas_razon_trgm" ON "datos_empresas" USING gin (search_fold("razon_social") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "datos_empresas_cif_trgm" ON "datos_empresas" USING gin (search_fold("cif") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "installments_fecha_cobro_idx" ON "installments" USING btree ("fecha_cobro","id");--> statement-breakpoint
CREATE INDEX "installments_fecha_inicio_idx" ON "installments" USING btree ("fecha_inicio","id");--> statement-breakpoint
CREATE INDEX "installments_saldo_idx" ON "installments" USING btree ("saldo","id");--> statement-breakpoint
CREATE INDEX "installments_estado_idx" ON "installments" USING btree ("estado_cd","id");--> statement-breakpoint
CREATE INDEX "installments_numero_idx" ON "installments" USING btree ("numero","id");--> statement-breakpoint
CREATE INDEX "installments_overdue_idx" ON "installments" USING btree ("loan_id") WHERE estado_cd in ('RE', 'GT', 'DV', 'FR');--> statement-breakpoint
CREATE INDEX "investors_company_trgm" ON "investors" USING gin (search_fold("company_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investors_tax_id_trgm" ON "investors" USING gin (search_fold("tax_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "loans_cantidad_idx" ON "loans" USING btree ("cantidad","id");--> statement-breakpoint
CREATE INDEX "loans_meses_idx" ON "loans" USING btree ("meses","id");--> statement-breakpoint
CREATE INDEX "loans_tin_idx" ON "loans" USING btree ("tin","id");--> statement-breakpoint
CREATE INDEX "loans_tipo_idx" ON "loans" USING btree ("tipo","id");--> statement-breakpoint
CREATE INDEX "loans_estado_id_idx" ON "loans" USING btree ("estado_cd","id");--> statement-breakpoint
CREATE INDEX "loans_estado_created_idx" ON "loans" USING btree ("estado_cd","created_at","id");--> statement-breakpoint
CREATE INDEX "loans_sales_agent_idx" ON "loans" USING btree ("sales_agent_id","created_at");--> statement-breakpoint
CREATE INDEX "loans_code_trgm" ON "loans" USING gin (search_fold("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin (search_fold("firstname" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_dni_trgm" ON "users" USING gin (search_fold("dni") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin (search_fold("email") gin_trgm_ops);