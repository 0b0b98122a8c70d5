CREATE TABLE "points_ledger_daily" (
	"day" date NOT NULL,
	"dealership_id" integer,
	"partner_location_id" integer,
	"points_earned" bigint DEFAULT 0 NOT NULL,
	"points_spent" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "points_ledger_daily_key" UNIQUE NULLS NOT DISTINCT("day","dealership_id","partner_location_id")
);
--> statement-breakpoint
-- Backfill from the ledger (the source of truth) for databases that already have entries.
INSERT INTO "points_ledger_daily" ("day", "dealership_id", "partner_location_id", "points_earned", "points_spent")
SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "dealership_id", "partner_location_id",
  coalesce(sum("points") FILTER (WHERE "points" > 0), 0), coalesce(-sum("points") FILTER (WHERE "points" < 0), 0)
FROM "points_ledger" GROUP BY 1, 2, 3;--> statement-breakpoint
-- Keeps the per-day totals in step with the ledger inside the writing statement, so no code path
-- (redeem, adjustment, ERP sync, seed, a customer's deletion, a place's deletion setting the
-- ledger's place to null) can forget one. Statement-level with transition tables: a bulk insert
-- upserts each day and place once, in key order so concurrent writers cannot deadlock. An update
-- takes its old rows away and adds its new ones, so amounts move between days or places.
CREATE FUNCTION "points_ledger_daily_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "points_ledger_daily" AS d ("day", "dealership_id", "partner_location_id", "points_earned", "points_spent")
    SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "dealership_id", "partner_location_id",
      -coalesce(sum("points") FILTER (WHERE "points" > 0), 0), -coalesce(-sum("points") FILTER (WHERE "points" < 0), 0)
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("day", "dealership_id", "partner_location_id") DO UPDATE SET
      "points_earned" = d."points_earned" + excluded."points_earned",
      "points_spent" = d."points_spent" + excluded."points_spent";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "points_ledger_daily" AS d ("day", "dealership_id", "partner_location_id", "points_earned", "points_spent")
    SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "dealership_id", "partner_location_id",
      coalesce(sum("points") FILTER (WHERE "points" > 0), 0), coalesce(-sum("points") FILTER (WHERE "points" < 0), 0)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("day", "dealership_id", "partner_location_id") DO UPDATE SET
      "points_earned" = d."points_earned" + excluded."points_earned",
      "points_spent" = d."points_spent" + excluded."points_spent";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "points_ledger_daily_insert" AFTER INSERT ON "points_ledger"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "points_ledger_daily_apply"();--> statement-breakpoint
CREATE TRIGGER "points_ledger_daily_update" AFTER UPDATE ON "points_ledger"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "points_ledger_daily_apply"();--> statement-breakpoint
CREATE TRIGGER "points_ledger_daily_delete" AFTER DELETE ON "points_ledger"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "points_ledger_daily_apply"();
