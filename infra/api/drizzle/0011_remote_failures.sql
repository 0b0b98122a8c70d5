CREATE TABLE "remote_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"remote" varchar(40) NOT NULL,
	"version" varchar(100) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"page" varchar(300) NOT NULL,
	"message" varchar(500) NOT NULL,
	"session_id" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "remote_failures_at_idx" ON "remote_failures" USING btree ("at");--> statement-breakpoint
CREATE INDEX "remote_failures_remote_version_idx" ON "remote_failures" USING btree ("remote","version","at");