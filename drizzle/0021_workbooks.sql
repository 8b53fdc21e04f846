CREATE TABLE "workbooks" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"cover_url" text,
	"pdf_key" text,
	"pdf_file_name" text,
	"pdf_size_bytes" bigint,
	"downloads" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Workbook downloads count in the stats strip's Downloads (migration 0017's running totals).
CREATE FUNCTION "workbooks_keep_download_total"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN delta := delta - OLD.downloads; END IF;
  IF TG_OP <> 'DELETE' THEN delta := delta + NEW.downloads; END IF;
  IF delta <> 0 THEN PERFORM business_totals_add('downloads', '', delta); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "workbooks_keep_download_total" AFTER INSERT OR DELETE OR UPDATE OF "downloads" ON "workbooks" FOR EACH ROW EXECUTE FUNCTION "workbooks_keep_download_total"();
