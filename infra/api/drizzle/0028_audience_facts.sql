DROP INDEX "customer_consents_marketing_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- users.marketing_consent mirrors the customer's 'marketing_push' consent (docs/performance.md,
-- "Audiences"): kept in the writing statement by these triggers, one per event because a trigger
-- with transition tables takes one event. An upsert (consent-store.ts) fires INSERT and UPDATE.
CREATE FUNCTION "customer_consents_marketing_flag"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "users" u SET "marketing_consent" = false
    FROM old_rows o
    WHERE o."purpose" = 'marketing_push' AND u."id" = o."user_id" AND u."marketing_consent";
  ELSE
    UPDATE "users" u SET "marketing_consent" = n."granted"
    FROM new_rows n
    WHERE n."purpose" = 'marketing_push' AND u."id" = n."user_id" AND u."marketing_consent" IS DISTINCT FROM n."granted";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customer_consents_marketing_flag_insert" AFTER INSERT ON "customer_consents"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_consents_marketing_flag"();--> statement-breakpoint
CREATE TRIGGER "customer_consents_marketing_flag_update" AFTER UPDATE ON "customer_consents"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_consents_marketing_flag"();--> statement-breakpoint
CREATE TRIGGER "customer_consents_marketing_flag_delete" AFTER DELETE ON "customer_consents"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_consents_marketing_flag"();--> statement-breakpoint
-- The consents given before this migration.
UPDATE "users" u SET "marketing_consent" = true
FROM "customer_consents" c
WHERE c."user_id" = u."id" AND c."purpose" = 'marketing_push' AND c."granted";--> statement-breakpoint
CREATE INDEX "users_audience_facts_idx" ON "users" USING btree ("dealership_id","id","points_balance","last_service_at","first_purchase_at","total_spent","created_at","birth_date","is_active","marketing_consent") WHERE "users"."user_type" = 'CLIENTE' and "users"."anonymized_at" is null;
