CREATE TABLE "reset_payment_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"previous" jsonb NOT NULL,
	"investments" jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reset_payment_snapshots" ADD CONSTRAINT "reset_payment_snapshots_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_payment_snapshots" ADD CONSTRAINT "reset_payment_snapshots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_payment_snapshots" ADD CONSTRAINT "reset_payment_snapshots_state_check" CHECK ("state" in ('open', 'restored'));--> statement-breakpoint
CREATE INDEX "reset_payment_snapshots_loan_idx" ON "reset_payment_snapshots" USING btree ("loan_id");--> statement-breakpoint
CREATE TABLE "lawsuit_filings" (
	"loan_id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'provisional' NOT NULL,
	"cz" boolean DEFAULT false NOT NULL,
	"frozen" jsonb NOT NULL,
	"certificate" jsonb,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lawsuit_filings" ADD CONSTRAINT "lawsuit_filings_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawsuit_filings" ADD CONSTRAINT "lawsuit_filings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawsuit_filings" ADD CONSTRAINT "lawsuit_filings_state_check" CHECK ("state" in ('provisional', 'filed'));
