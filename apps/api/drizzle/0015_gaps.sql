-- Gaps (history): a record's 'Historial de acciones' lists every audited write that concerns it,
-- not only those whose resource is the record: an investor's preferences, account and KYC, an
-- affiliate's plans, links, documents and agents, a loan's documents and payment methods.
-- `subjects` holds the IRIs of the records a write concerns (its resource always among them).
ALTER TABLE "audit_log" ADD COLUMN "subjects" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "audit_log" SET "subjects" = ARRAY["resource"] WHERE "resource" IS NOT NULL;--> statement-breakpoint
-- The rows written before this migration that name their record in their values.
UPDATE "audit_log" SET "subjects" = "subjects" || ARRAY['/api/afiliados/' || (coalesce("after", "before") ->> 'affiliateId')]
  WHERE (coalesce("after", "before") ->> 'affiliateId') ~ '^\d+$'
    AND "resource" ~ '^/api/(documents|configuracion_afiliados|links_afiliados|afiliado_secondary_reasons|cancellation_operations)/';--> statement-breakpoint
UPDATE "audit_log" SET "subjects" = "subjects" || ARRAY['/api/creditos/' || (coalesce("after", "before") ->> 'loanId')]
  WHERE (coalesce("after", "before") ->> 'loanId') ~ '^\d+$'
    AND "resource" ~ '^/api/(documents|cancellation_operations)/';--> statement-breakpoint
UPDATE "audit_log" a SET "subjects" = a."subjects" || ARRAY['/api/inversores/' || p."investor_id"]
  FROM "investor_preferences" p WHERE a."resource" = '/api/investor_preferences/' || p."id";--> statement-breakpoint
CREATE INDEX "audit_log_subjects_idx" ON "audit_log" USING gin ("subjects");--> statement-breakpoint
-- A person's records include the loans they co-borrow (lib/audit.ts personSubjects).
CREATE INDEX "loans_coborrower_idx" ON "loans" USING btree ("coborrower_id");
