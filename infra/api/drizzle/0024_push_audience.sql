ALTER TABLE "notifications" ADD COLUMN "audience_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "audience_name" varchar(120);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_audience_id_audiences_id_fk" FOREIGN KEY ("audience_id") REFERENCES "public"."audiences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_audience_idx" ON "notifications" USING btree ("audience_id");