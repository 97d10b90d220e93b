ALTER TABLE "accounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- An account's version moves with every change of its data (an IBAN saved by a form, the wallet
-- provider's validation of it), as the other records' (0023_row_versions).
CREATE TRIGGER "accounts_version" BEFORE UPDATE ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "row_version_bump"();
