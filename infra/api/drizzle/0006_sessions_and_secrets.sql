CREATE TABLE "app_secrets" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"jwt_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_secrets_single_row" CHECK ("app_secrets"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;