CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text,
	"agent" text
);
--> statement-breakpoint
DROP INDEX "comments_record_idx";--> statement-breakpoint
ALTER TABLE "user_logins" ADD CONSTRAINT "user_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_logins_user_idx" ON "user_logins" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "comments_record_idx" ON "comments" USING btree ("section","record_id","date","id");--> statement-breakpoint
-- Cached reads (lib/versionedCache.ts) are keyed by a version that these triggers bump when the
-- tables behind the read change. They are deferred constraint triggers: they run at commit, after
-- the transaction's other locks, so the version row is always the last lock taken (no deadlock),
-- and a reader that sees the new version also sees the committed rows. Once per transaction.
CREATE FUNCTION "bump_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('backoffice.bumped_' || TG_ARGV[0], true) IS DISTINCT FROM 'on' THEN
    UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
    PERFORM set_config('backoffice.bumped_' || TG_ARGV[0], 'on', true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "cache_versions" ("name") VALUES ('affiliate_list');--> statement-breakpoint
-- The affiliate list reads affiliates, their last comment and the names, e-mail and KYC code of
-- the users it links to.
CREATE CONSTRAINT TRIGGER "affiliates_list_version" AFTER INSERT OR UPDATE OR DELETE ON "affiliates"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_version"('affiliate_list');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "comments_list_version" AFTER INSERT OR UPDATE OR DELETE ON "comments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_version"('affiliate_list');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_list_version" AFTER UPDATE OF "email", "firstname", "lastname", "wallet_status_code" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_version"('affiliate_list');
