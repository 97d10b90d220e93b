-- Issue 15: the investors list and dashboard are cached per data version, as the affiliate and
-- financing lists are (migrations 0002 and 0005, lib/versionedCache.ts). The deferred triggers
-- bump the version in any transaction that changes what they show.
INSERT INTO "cache_versions" ("name") VALUES ('investor_list');--> statement-breakpoint
-- They read investors, the names, e-mail, DNI and phone of their users, their wallets' balances
-- and, for the dashboard, the investments.
CREATE CONSTRAINT TRIGGER "investors_list_version" AFTER INSERT OR UPDATE OR DELETE ON "investors"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_version"('investor_list');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_investor_list_version" AFTER UPDATE OF "firstname", "lastname", "email", "dni", "phone" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_version"('investor_list');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "wallets_investor_list_version" AFTER INSERT OR UPDATE OR DELETE ON "wallets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_version"('investor_list');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "investments_investor_list_version" AFTER INSERT OR UPDATE OR DELETE ON "investments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_version"('investor_list');
