CREATE TABLE "partner_customers" (
	"partner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_customers_partner_id_user_id_pk" PRIMARY KEY("partner_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "partner_customers" ADD CONSTRAINT "partner_customers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_customers" ADD CONSTRAINT "partner_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_customers_activity_idx" ON "partner_customers" USING btree ("partner_id","last_activity_at","user_id");--> statement-breakpoint
-- A partner's customers, recomputed from both sources: the backfill, and a store's change of owner.
CREATE FUNCTION "partner_customers_rebuild"(partner integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "partner_customers" WHERE "partner_id" = partner;
  INSERT INTO "partner_customers" ("partner_id", "user_id", "last_activity_at")
  SELECT partner, a."user_id", max(a."created_at") FROM (
    SELECT l."user_id", l."created_at" FROM "points_ledger" l
      JOIN "partner_locations" pl ON pl."id" = l."partner_location_id" WHERE pl."partner_id" = partner
    UNION ALL
    SELECT r."user_id", r."created_at" FROM "redemptions" r
      JOIN "partner_locations" pl ON pl."id" = r."partner_location_id" WHERE pl."partner_id" = partner
  ) a
  GROUP BY a."user_id";
END
$$;--> statement-breakpoint
SELECT "partner_customers_rebuild"("id") FROM "partners";--> statement-breakpoint
-- A ledger entry or redemption at a store links its customer to the store's partner, in the
-- inserting statement. Keys in order so concurrent inserts upsert the same rows without deadlock.
CREATE FUNCTION "partner_customers_link"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "partner_customers" ("partner_id", "user_id", "last_activity_at")
  SELECT pl."partner_id", n."user_id", max(n."created_at")
  FROM inserted_rows n JOIN "partner_locations" pl ON pl."id" = n."partner_location_id"
  GROUP BY pl."partner_id", n."user_id"
  ORDER BY pl."partner_id", n."user_id"
  ON CONFLICT ("partner_id", "user_id") DO UPDATE
    SET "last_activity_at" = greatest("partner_customers"."last_activity_at", excluded."last_activity_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partner_customers_from_ledger" AFTER INSERT ON "points_ledger"
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_customers_link"();--> statement-breakpoint
CREATE TRIGGER "partner_customers_from_redemptions" AFTER INSERT ON "redemptions"
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_customers_link"();--> statement-breakpoint
-- A store moved to another partner, or deleted (its rows' partner_location_id set to null by the
-- foreign keys, whose triggers fire first: 'RI_…' sorts before these names), changes whose
-- customers its history counts for: rebuild the partners involved (rare, admin-only).
CREATE FUNCTION "partner_customers_store_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "partner_customers_rebuild"(OLD."partner_id");
  IF TG_OP = 'UPDATE' THEN
    PERFORM "partner_customers_rebuild"(NEW."partner_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partner_customers_store_moved" AFTER UPDATE OF "partner_id" ON "partner_locations"
  FOR EACH ROW WHEN (OLD."partner_id" IS DISTINCT FROM NEW."partner_id")
  EXECUTE FUNCTION "partner_customers_store_changed"();--> statement-breakpoint
CREATE TRIGGER "partner_customers_store_deleted" AFTER DELETE ON "partner_locations"
  FOR EACH ROW EXECUTE FUNCTION "partner_customers_store_changed"();
