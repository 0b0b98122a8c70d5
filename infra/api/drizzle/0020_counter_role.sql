ALTER TABLE "two_factor_required_roles" DROP CONSTRAINT "two_factor_required_roles_type_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_user_type_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "partner_location_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_location_id_partner_locations_id_fk" FOREIGN KEY ("partner_location_id") REFERENCES "public"."partner_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_partner_location_idx" ON "users" USING btree ("partner_location_id");--> statement-breakpoint
ALTER TABLE "two_factor_required_roles" ADD CONSTRAINT "two_factor_required_roles_type_check" CHECK ("two_factor_required_roles"."user_type" in ('ADMIN', 'DEALERSHIP', 'PARCEIRO', 'ATENDENTE'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('CLIENTE', 'PARCEIRO', 'DEALERSHIP', 'ADMIN', 'ATENDENTE'));