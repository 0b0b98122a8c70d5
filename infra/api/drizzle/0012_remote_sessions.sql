CREATE TABLE "remote_sessions" (
	"remote" varchar(40) NOT NULL,
	"version" varchar(100) NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_sessions_remote_version_session_id_pk" PRIMARY KEY("remote","version","session_id")
);
--> statement-breakpoint
CREATE INDEX "remote_sessions_remote_version_idx" ON "remote_sessions" USING btree ("remote","version","first_seen");