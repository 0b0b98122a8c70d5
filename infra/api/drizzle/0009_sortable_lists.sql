DROP INDEX "users_user_type_idx";--> statement-breakpoint
DROP INDEX "users_points_activity_idx";--> statement-breakpoint
CREATE INDEX "users_active_idx" ON "users" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "users_email_order_idx" ON "users" USING btree ("email" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "users_full_name_idx" ON "users" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "users_customers_balance_idx" ON "users" USING btree ("points_balance","id") WHERE "users"."user_type" = 'CLIENTE';--> statement-breakpoint
CREATE INDEX "users_customers_earned_idx" ON "users" USING btree ("points_earned","id") WHERE "users"."user_type" = 'CLIENTE';--> statement-breakpoint
CREATE INDEX "users_customers_spent_idx" ON "users" USING btree ("points_spent","id") WHERE "users"."user_type" = 'CLIENTE';--> statement-breakpoint
CREATE INDEX "users_user_type_idx" ON "users" USING btree ("user_type","id");--> statement-breakpoint
CREATE INDEX "users_points_activity_idx" ON "users" USING btree ("last_activity_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "users"."user_type" = 'CLIENTE';