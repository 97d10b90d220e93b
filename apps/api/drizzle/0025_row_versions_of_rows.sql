ALTER TABLE "investments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A loan's investments and a borrower's payment methods are changed from their rows in the loan's
-- tabs (cancel an investment, disable a method): their version moves with every change of their
-- data, as the other records' (0023_row_versions), and the rows of those lists answer it.
CREATE TRIGGER "investments_version" BEFORE UPDATE ON "investments"
  FOR EACH ROW EXECUTE FUNCTION "row_version_bump"();--> statement-breakpoint
CREATE TRIGGER "payment_methods_version" BEFORE UPDATE ON "payment_methods"
  FOR EACH ROW EXECUTE FUNCTION "row_version_bump"();
