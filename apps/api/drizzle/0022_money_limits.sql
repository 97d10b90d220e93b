CREATE TABLE "excel_action_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"digest" text NOT NULL,
	"applied" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "amortizations" ADD COLUMN "kind" text DEFAULT 'advance' NOT NULL;--> statement-breakpoint
ALTER TABLE "excel_action_files" ADD CONSTRAINT "excel_action_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "excel_action_files_digest_unique" ON "excel_action_files" USING btree ("tipo","digest");--> statement-breakpoint
CREATE INDEX "money_operations_wallet_day_idx" ON "money_operations" USING btree ("user_id","created_at");--> statement-breakpoint
-- Partial cancellations written before the kind existed: the audit row of each names its amortization.
UPDATE "amortizations" SET "kind" = 'partial' WHERE "id" IN (SELECT ("after"->>'amortization')::integer FROM "audit_log" WHERE "action" = 'partialCancellation' AND jsonb_typeof("after"->'amortization') = 'number');
