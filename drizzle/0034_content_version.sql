-- Issue 26: the render cache of anonymous pages (decision 041). One row whose version goes up, in the
-- writing transaction, whenever a table a public page shows changes, whoever writes it (the back office,
-- a seed, an operator's SQL). Every instance compares it with the version its cached pages were rendered
-- at, at most once a second; the instance that wrote looks again at once. Row triggers: a statement that
-- changes nothing (an INSERT … ON CONFLICT DO NOTHING at every start, say) raises nothing.
CREATE TABLE "content_version" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL DEFAULT 1,
  "changed_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "site_settings_content_version" AFTER INSERT OR UPDATE OR DELETE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "booking_settings_content_version" AFTER INSERT OR UPDATE OR DELETE ON "booking_settings" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "courses_content_version" AFTER INSERT OR UPDATE OR DELETE ON "courses" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "course_prices_content_version" AFTER INSERT OR UPDATE OR DELETE ON "course_prices" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "products_content_version" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "course_modules_content_version" AFTER INSERT OR UPDATE OR DELETE ON "course_modules" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "course_materials_content_version" AFTER INSERT OR UPDATE OR DELETE ON "course_materials" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
-- A workbook's download count goes up with every download and no page shows it: only other changes count.
CREATE TRIGGER "workbooks_content_version" AFTER INSERT OR DELETE ON "workbooks" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "workbooks_content_version_update" AFTER UPDATE ON "workbooks" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'downloads' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'downloads' - 'updated_at'))
  EXECUTE FUNCTION "bump_content_version"();
