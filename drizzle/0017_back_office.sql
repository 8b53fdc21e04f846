CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"summary" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_totals" (
	"key" text NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "business_totals_key_currency_pk" PRIMARY KEY("key","currency")
);
--> statement-breakpoint
CREATE TABLE "media_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"kind" text,
	"content_type" text,
	"size_bytes" bigint NOT NULL,
	"duration_seconds" integer,
	"storage_key" text,
	"file_name" text NOT NULL,
	"error" text,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "media_uploads_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "media_uploads_status_check" CHECK ("media_uploads"."status" in ('ready', 'failed'))
);
--> statement-breakpoint
DROP INDEX "applications_created_idx";--> statement-breakpoint
ALTER TABLE "course_modules" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "media_uploads_created_idx" ON "media_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pod_fulfilments_created_idx" ON "pod_fulfilments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at","id");
--> statement-breakpoint
-- Revenue as paid, refunds deducted, per currency (app/modules/admin/stats.ts, revenueOf: the same rule in TypeScript).
CREATE FUNCTION "order_revenue"(status text, amount_total integer, amount_refunded integer) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN status IN ('paid', 'partially_refunded', 'refunded', 'disputed', 'dispute_won') THEN (amount_total - amount_refunded)::bigint ELSE 0 END
$$;--> statement-breakpoint
CREATE FUNCTION "business_totals_add"(total_key text, total_currency text, delta bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "business_totals" ("key", "currency", "value") VALUES (total_key, total_currency, delta)
  ON CONFLICT ("key", "currency") DO UPDATE SET "value" = "business_totals"."value" + EXCLUDED."value"
$$;--> statement-breakpoint
CREATE FUNCTION "orders_keep_revenue"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_revenue bigint := 0;
  after_revenue bigint := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN before_revenue := order_revenue(OLD.status, OLD.amount_total, OLD.amount_refunded); END IF;
  IF TG_OP <> 'DELETE' THEN after_revenue := order_revenue(NEW.status, NEW.amount_total, NEW.amount_refunded); END IF;
  IF TG_OP = 'UPDATE' AND OLD.currency <> NEW.currency THEN
    IF before_revenue <> 0 THEN PERFORM business_totals_add('revenue', OLD.currency, -before_revenue); END IF;
    IF after_revenue <> 0 THEN PERFORM business_totals_add('revenue', NEW.currency, after_revenue); END IF;
  ELSIF after_revenue <> before_revenue THEN
    PERFORM business_totals_add('revenue', CASE WHEN TG_OP = 'DELETE' THEN OLD.currency ELSE NEW.currency END, after_revenue - before_revenue);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_keep_revenue" AFTER INSERT OR DELETE OR UPDATE OF "status", "amount_total", "amount_refunded", "currency" ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_keep_revenue"();--> statement-breakpoint
CREATE FUNCTION "user_keep_student_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.role = 'student' THEN delta := delta - 1; END IF;
  IF TG_OP <> 'DELETE' AND NEW.role = 'student' THEN delta := delta + 1; END IF;
  IF delta <> 0 THEN PERFORM business_totals_add('students', '', delta); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_keep_student_count" AFTER INSERT OR DELETE OR UPDATE OF "role" ON "user" FOR EACH ROW EXECUTE FUNCTION "user_keep_student_count"();--> statement-breakpoint
CREATE FUNCTION "material_downloads_keep_total"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN delta := delta - OLD.downloads; END IF;
  IF TG_OP <> 'DELETE' THEN delta := delta + NEW.downloads; END IF;
  IF delta <> 0 THEN PERFORM business_totals_add('downloads', '', delta); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "material_downloads_keep_total" AFTER INSERT OR DELETE OR UPDATE OF "downloads" ON "material_downloads" FOR EACH ROW EXECUTE FUNCTION "material_downloads_keep_total"();--> statement-breakpoint
-- What exists already counts from the start.
INSERT INTO "business_totals" ("key", "currency", "value")
  SELECT 'revenue', "currency", sum(order_revenue("status", "amount_total", "amount_refunded")) FROM "orders" GROUP BY "currency";--> statement-breakpoint
INSERT INTO "business_totals" ("key", "currency", "value") SELECT 'students', '', count(*) FROM "user" WHERE "role" = 'student';--> statement-breakpoint
INSERT INTO "business_totals" ("key", "currency", "value") SELECT 'downloads', '', coalesce(sum("downloads"), 0) FROM "material_downloads";
