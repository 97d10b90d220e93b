-- Issue 13 (a13b): the loan's Belender fields and bank-analysis provider error (loans §3 "Identity"),
-- and the linked resources borrower info, car info and ID info (one row per loan each, optional).
ALTER TABLE "loans" ADD COLUMN "no_belender" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "belender_url" text;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "belender_id" text;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "belender_data" text;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "belender_cot_data" text;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "bank_analysis_error" text;--> statement-breakpoint
CREATE TABLE "loan_borrower_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"employment" text,
	"employer" text,
	"monthly_income" numeric(14, 2),
	"housing" text,
	"marital_status" text,
	"dependants" integer
);--> statement-breakpoint
ALTER TABLE "loan_borrower_info" ADD CONSTRAINT "loan_borrower_info_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_borrower_info_loan_idx" ON "loan_borrower_info" USING btree ("loan_id");--> statement-breakpoint
CREATE TABLE "loan_car_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"plate" text,
	"year" integer,
	"price" numeric(14, 2)
);--> statement-breakpoint
ALTER TABLE "loan_car_info" ADD CONSTRAINT "loan_car_info_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_car_info_loan_idx" ON "loan_car_info" USING btree ("loan_id");--> statement-breakpoint
CREATE TABLE "loan_id_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"expiry_date" date,
	"nationality" text,
	"verification_status" text NOT NULL,
	"verified_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "loan_id_info" ADD CONSTRAINT "loan_id_info_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_id_info_loan_idx" ON "loan_id_info" USING btree ("loan_id");
