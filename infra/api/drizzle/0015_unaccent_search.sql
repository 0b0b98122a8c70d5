-- Accent-insensitive search (docs/architecture.md §5): the searches compare f_unaccent(column) ILIKE
-- f_unaccent(term), so 'conceicao' finds 'Conceição'. unaccent() itself is only STABLE (its dictionary
-- could change), so index expressions need this IMMUTABLE wrapper; the SQL-standard body binds the
-- function and the dictionary when it is created, whatever the search_path of a later session.
-- The trigram indexes move from the raw columns to the same expression.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN unaccent('unaccent'::regdictionary, $1);--> statement-breakpoint
DROP INDEX "audit_log_actor_name_trgm";--> statement-breakpoint
DROP INDEX "offers_title_trgm";--> statement-breakpoint
DROP INDEX "points_ledger_description_trgm";--> statement-breakpoint
DROP INDEX "dealerships_name_trgm";--> statement-breakpoint
DROP INDEX "locations_city_trgm";--> statement-breakpoint
DROP INDEX "partner_locations_store_name_trgm";--> statement-breakpoint
DROP INDEX "partners_brand_name_trgm";--> statement-breakpoint
DROP INDEX "users_full_name_trgm";--> statement-breakpoint
CREATE INDEX "audit_log_actor_name_unaccent_trgm" ON "audit_log" USING gin (f_unaccent("actor_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_title_unaccent_trgm" ON "offers" USING gin (f_unaccent("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "points_ledger_description_unaccent_trgm" ON "points_ledger" USING gin (f_unaccent("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dealerships_name_unaccent_trgm" ON "dealerships" USING gin (f_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_city_unaccent_trgm" ON "locations" USING gin (f_unaccent("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partner_locations_store_name_unaccent_trgm" ON "partner_locations" USING gin (f_unaccent("store_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_brand_name_unaccent_trgm" ON "partners" USING gin (f_unaccent("brand_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_unaccent_trgm" ON "users" USING gin (f_unaccent("full_name") gin_trgm_ops);