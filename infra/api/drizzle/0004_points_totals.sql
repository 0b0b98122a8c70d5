DROP INDEX "points_ledger_created_at_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "points_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "points_spent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_points_activity_idx" ON "users" USING btree ("last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."user_type" = 'CLIENTE';--> statement-breakpoint
CREATE INDEX "points_ledger_created_at_idx" ON "points_ledger" USING btree ("created_at","id");--> statement-breakpoint
-- Backfill from the ledger (the source of truth) for databases that already have entries.
UPDATE "users" u SET
  "points_balance" = t.balance, "points_earned" = t.earned, "points_spent" = t.spent, "last_activity_at" = t.last_at
FROM (
  SELECT "user_id", sum("points")::int AS balance,
    coalesce(sum("points") FILTER (WHERE "points" > 0), 0)::int AS earned,
    coalesce(-sum("points") FILTER (WHERE "points" < 0), 0)::int AS spent,
    max("created_at") AS last_at
  FROM "points_ledger" GROUP BY "user_id"
) t
WHERE u."id" = t."user_id";--> statement-breakpoint
-- Keeps the per-customer totals in step with the ledger inside the inserting statement, so no code
-- path (redeem, ERP sync, seed) can forget one. Statement-level with a transition table: a bulk
-- insert updates each customer once. Users are locked in id order first so two concurrent bulk
-- inserts touching the same customers cannot deadlock.
CREATE FUNCTION "points_ledger_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users" WHERE "id" IN (SELECT "user_id" FROM inserted_rows) ORDER BY "id" FOR UPDATE;
  UPDATE "users" u SET
    "points_balance" = u."points_balance" + t.balance,
    "points_earned" = u."points_earned" + t.earned,
    "points_spent" = u."points_spent" + t.spent,
    "last_activity_at" = greatest(u."last_activity_at", t.last_at)
  FROM (
    SELECT "user_id", sum("points")::int AS balance,
      coalesce(sum("points") FILTER (WHERE "points" > 0), 0)::int AS earned,
      coalesce(-sum("points") FILTER (WHERE "points" < 0), 0)::int AS spent,
      max("created_at") AS last_at
    FROM inserted_rows GROUP BY "user_id"
  ) t
  WHERE u."id" = t."user_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "points_ledger_totals" AFTER INSERT ON "points_ledger"
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION "points_ledger_totals"();
