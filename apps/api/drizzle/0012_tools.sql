-- Issue 16 (tools): the actions of the credit tools 'Subir acciones Excel GAP' and 'Subir acciones
-- Excel judicial', one row per applied file row (each also has its audit_log entry).
CREATE TABLE "loan_excel_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"accion" text NOT NULL,
	"fecha" date NOT NULL,
	"importe" numeric(14, 2),
	"observaciones" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "loan_excel_actions" ADD CONSTRAINT "loan_excel_actions_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_excel_actions" ADD CONSTRAINT "loan_excel_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_excel_actions_loan_idx" ON "loan_excel_actions" USING btree ("loan_id");
