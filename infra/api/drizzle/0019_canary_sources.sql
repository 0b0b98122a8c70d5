ALTER TABLE "remote_failures" ADD COLUMN "source" varchar(12);--> statement-breakpoint
ALTER TABLE "remote_sessions" ADD COLUMN "source" varchar(12);