CREATE TABLE "backup_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"archive" text NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"trigger" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
