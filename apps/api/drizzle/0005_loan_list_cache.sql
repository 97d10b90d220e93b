-- Issue 13: the financing list is cached per data version, as the
-- affiliate list is (migration 0002, lib/versionedCache.ts). The deferred triggers bump the version
-- in any transaction that changes what it shows.
INSERT INTO "cache_versions" ("name") VALUES ('loan_list');--> statement-breakpoint
-- The financing list reads loans, the names and DNI of their borrowers (and the text filter), and
-- the affiliates (their names, and the sales agents behind a COMERCIAL's scope).
CREATE CONSTRAINT TRIGGER "loans_list_version" AFTER INSERT OR UPDATE OR DELETE ON "loans"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_version"('loan_list');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "affiliates_loan_list_version" AFTER INSERT OR UPDATE OR DELETE ON "affiliates"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_version"('loan_list');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_loan_list_version" AFTER UPDATE OF "firstname", "lastname", "dni" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_version"('loan_list');
