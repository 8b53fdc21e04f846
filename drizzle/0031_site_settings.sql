-- Issue 23: the site profile and the programme dates live in the database, edited on /admin/settings (decision 036).
-- One row. `version` goes up with every save: each instance compares it with its in-memory copy at most once a second.
CREATE TABLE "site_settings" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "profile" jsonb NOT NULL,
  "programme_runs" jsonb NOT NULL,
  "version" integer NOT NULL DEFAULT 1,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
