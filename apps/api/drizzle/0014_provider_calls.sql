-- Issue 16 (logslw): Logs LW, every call the API made to the wallet provider (LW), kept even when
-- the business transaction around the call was rolled back. No foreign keys: a log outlives what it names.
CREATE TABLE "provider_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"customer_id" integer,
	"provider" text NOT NULL,
	"operation" text NOT NULL,
	"target" text,
	"result" text NOT NULL,
	"code" integer,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "provider_calls_result_check" CHECK ("provider_calls"."result" in ('ok', 'error'))
);--> statement-breakpoint
CREATE INDEX "provider_calls_at_idx" ON "provider_calls" USING btree ("at","id");
