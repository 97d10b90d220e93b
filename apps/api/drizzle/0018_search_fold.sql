-- Text search by trigrams over one folding of the text, the same in SQL and in the API
-- (search_fold: unaccent, then lower case; apps/api src/lib/fold.ts foldText folds the typed text
-- alike, and test/scaleReads.test.ts checks the two letter by letter on both databases). unaccent
-- alone is STABLE (its dictionary is looked up by name): the dictionary is named with its schema,
-- so the function may be IMMUTABLE, as an index expression must be. PGlite loads both extensions
-- (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;--> statement-breakpoint
CREATE FUNCTION "search_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, coalesce($1, ''))) $$;
