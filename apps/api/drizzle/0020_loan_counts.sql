-- The loans per affiliate, type and status, kept by the loans' own triggers in the writing
-- transaction (an upsert locks its row to commit: exact under concurrent writes).
CREATE FUNCTION "loan_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (coalesce(OLD.affiliate_id, 0), OLD.tipo, OLD.estado_cd) > (coalesce(NEW.affiliate_id, 0), NEW.tipo, NEW.estado_cd) THEN
    -- Two rows in one order whatever the direction of the change: no deadlock between opposite moves.
    INSERT INTO loan_counts AS c (affiliate_id, tipo, estado_cd, n, amount)
      VALUES (coalesce(NEW.affiliate_id, 0), NEW.tipo, NEW.estado_cd, 1, NEW.cantidad)
      ON CONFLICT (affiliate_id, tipo, estado_cd) DO UPDATE SET n = c.n + 1, amount = c.amount + excluded.amount;
    UPDATE loan_counts SET n = n - 1, amount = amount - OLD.cantidad
      WHERE affiliate_id = coalesce(OLD.affiliate_id, 0) AND tipo = OLD.tipo AND estado_cd = OLD.estado_cd;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE loan_counts SET n = n - 1, amount = amount - OLD.cantidad
      WHERE affiliate_id = coalesce(OLD.affiliate_id, 0) AND tipo = OLD.tipo AND estado_cd = OLD.estado_cd;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO loan_counts AS c (affiliate_id, tipo, estado_cd, n, amount)
      VALUES (coalesce(NEW.affiliate_id, 0), NEW.tipo, NEW.estado_cd, 1, NEW.cantidad)
      ON CONFLICT (affiliate_id, tipo, estado_cd) DO UPDATE SET n = c.n + 1, amount = c.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "loan_counts_insert_delete" AFTER INSERT OR DELETE ON "loans"
  FOR EACH ROW EXECUTE FUNCTION "loan_counts_track"();--> statement-breakpoint
CREATE TRIGGER "loan_counts_update" AFTER UPDATE OF "affiliate_id", "tipo", "estado_cd", "cantidad" ON "loans"
  FOR EACH ROW WHEN (OLD.affiliate_id IS DISTINCT FROM NEW.affiliate_id OR OLD.tipo IS DISTINCT FROM NEW.tipo
    OR OLD.estado_cd IS DISTINCT FROM NEW.estado_cd OR OLD.cantidad IS DISTINCT FROM NEW.cantidad)
  EXECUTE FUNCTION "loan_counts_track"();--> statement-breakpoint
CREATE FUNCTION "loan_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM loan_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "loan_counts_truncate" AFTER TRUNCATE ON "loans" FOR EACH STATEMENT EXECUTE FUNCTION "loan_counts_truncate"();--> statement-breakpoint
INSERT INTO "loan_counts" ("affiliate_id", "tipo", "estado_cd", "n", "amount")
  SELECT coalesce("affiliate_id", 0), "tipo", "estado_cd", count(*), coalesce(sum("cantidad"), 0) FROM "loans" GROUP BY 1, 2, 3;
