ALTER TABLE "affiliates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracion_afiliados" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "datos_empresas" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "investor_preferences" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A record's version goes up by one with every update that changes its data, whoever writes it
-- (a form, an action, a provider callback, psql). The columns named as the trigger's arguments are
-- bookkeeping that is not the record's data (a login's time and address, a write's timestamp): a
-- change to them alone keeps the version. The version itself cannot be set by a write.
CREATE FUNCTION "row_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - coalesce(TG_ARGV, '{}') - 'version') IS DISTINCT FROM
     (to_jsonb(OLD) - coalesce(TG_ARGV, '{}') - 'version') THEN
    NEW.version := OLD.version + 1;
  ELSE
    NEW.version := OLD.version;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "affiliates_version" BEFORE UPDATE ON "affiliates"
  FOR EACH ROW EXECUTE FUNCTION "row_version_bump"('updated_at');--> statement-breakpoint
CREATE TRIGGER "configuracion_afiliados_version" BEFORE UPDATE ON "configuracion_afiliados"
  FOR EACH ROW EXECUTE FUNCTION "row_version_bump"();--> statement-breakpoint
CREATE TRIGGER "datos_empresas_version" BEFORE UPDATE ON "datos_empresas"
  FOR EACH ROW EXECUTE FUNCTION "row_version_bump"();--> statement-breakpoint
CREATE TRIGGER "investor_preferences_version" BEFORE UPDATE ON "investor_preferences"
  FOR EACH ROW EXECUTE FUNCTION "row_version_bump"();--> statement-breakpoint
CREATE TRIGGER "investors_version" BEFORE UPDATE ON "investors"
  FOR EACH ROW EXECUTE FUNCTION "row_version_bump"();--> statement-breakpoint
CREATE TRIGGER "loans_version" BEFORE UPDATE ON "loans"
  FOR EACH ROW EXECUTE FUNCTION "row_version_bump"('updated_at');--> statement-breakpoint
CREATE TRIGGER "users_version" BEFORE UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "row_version_bump"('last_login', 'ip', 'agent');
