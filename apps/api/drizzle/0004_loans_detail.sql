CREATE TABLE "amortizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"payer" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"date" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asnefs" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"found" boolean NOT NULL,
	"operations" integer DEFAULT 0 NOT NULL,
	"unpaid_balance" numeric(14, 2) DEFAULT 0 NOT NULL,
	"unpaid_operations" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_scrape_titulars" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"dni" text,
	"main" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_code" text NOT NULL,
	"name" text NOT NULL,
	"bic" text,
	CONSTRAINT "banks_entity_code_unique" UNIQUE("entity_code")
);
--> statement-breakpoint
CREATE TABLE "configuracions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"description" text,
	CONSTRAINT "configuracions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ins_resumens" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"scrape_id" integer,
	"cotitular" boolean DEFAULT false NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "killers" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"cotitular" boolean DEFAULT false NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"value" text,
	"triggered" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "score_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"cotitular" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"score" integer,
	"resolution" text,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "amortizations" ADD CONSTRAINT "amortizations_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asnefs" ADD CONSTRAINT "asnefs_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_scrape_titulars" ADD CONSTRAINT "bank_scrape_titulars_account_id_bank_scrape_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_scrape_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ins_resumens" ADD CONSTRAINT "ins_resumens_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ins_resumens" ADD CONSTRAINT "ins_resumens_scrape_id_bank_scrapes_id_fk" FOREIGN KEY ("scrape_id") REFERENCES "public"."bank_scrapes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "killers" ADD CONSTRAINT "killers_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_operations" ADD CONSTRAINT "loan_operations_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_results" ADD CONSTRAINT "score_results_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amortizations_loan_idx" ON "amortizations" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "amortizations_date_idx" ON "amortizations" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "asnefs_loan_idx" ON "asnefs" USING btree ("loan_id","checked_at");--> statement-breakpoint
CREATE INDEX "bank_scrape_titulars_account_idx" ON "bank_scrape_titulars" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ins_resumens_loan_idx" ON "ins_resumens" USING btree ("loan_id","created_at");--> statement-breakpoint
CREATE INDEX "killers_loan_idx" ON "killers" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "loan_operations_loan_idx" ON "loan_operations" USING btree ("loan_id","date");--> statement-breakpoint
CREATE INDEX "score_results_loan_idx" ON "score_results" USING btree ("loan_id","created_at");--> statement-breakpoint
CREATE INDEX "loans_created_idx" ON "loans" USING btree ("created_at","id");