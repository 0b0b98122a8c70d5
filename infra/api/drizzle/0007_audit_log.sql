CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(255) NOT NULL,
	"actor_role" varchar(20) NOT NULL,
	"action" varchar(30) NOT NULL,
	"target_type" varchar(30) NOT NULL,
	"target_id" varchar(64),
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_ip" varchar(64),
	"request_id" varchar(64)
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_name_trgm" ON "audit_log" USING gin ("actor_name" gin_trgm_ops);--> statement-breakpoint
-- The audit log is append-only: no code path, and no SQL session short of a DBA disabling the
-- trigger on purpose, can rewrite or remove what was recorded. Statement-level, so even an UPDATE
-- or DELETE that matches no row is refused; TRUNCATE skips row triggers, hence its own.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log é somente inclusão: % não é permitido', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
