ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_kind_check";--> statement-breakpoint
ALTER TABLE "approval_requests" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_requests" ALTER COLUMN "points" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_requests" ALTER COLUMN "reason" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "target_id" integer;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "programme_settings" ADD COLUMN "rule_changes_need_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_settings" ADD COLUMN "offer_budget_threshold_points" integer;--> statement-breakpoint
CREATE INDEX "approval_requests_target_idx" ON "approval_requests" USING btree ("kind","target_id","status");--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_shape_check" CHECK (case when "approval_requests"."kind" = 'POINTS_ADJUSTMENT' then "approval_requests"."customer_id" is not null and "approval_requests"."points" is not null and "approval_requests"."reason" is not null else "approval_requests"."target_id" is not null and "approval_requests"."payload" is not null end);--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" in ('POINTS_ADJUSTMENT', 'POINTS_RULE', 'OFFER_BUDGET'));--> statement-breakpoint
ALTER TABLE "programme_settings" ADD CONSTRAINT "programme_settings_offer_budget_threshold" CHECK ("programme_settings"."offer_budget_threshold_points" is null or "programme_settings"."offer_budget_threshold_points" >= 1);