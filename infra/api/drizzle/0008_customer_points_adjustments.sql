ALTER TABLE "points_ledger" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_ledger_created_by_idx" ON "points_ledger" USING btree ("created_by_id") WHERE "points_ledger"."created_by_id" is not null;