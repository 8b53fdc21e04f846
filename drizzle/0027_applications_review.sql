-- Issue 23: the coach reviews applications (decision 032): status, a private note, the payment link and when it was paid.
UPDATE "applications" SET "status" = 'new' WHERE "status" NOT IN ('new', 'reviewing', 'accepted', 'declined');--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("status" IN ('new', 'reviewing', 'accepted', 'declined'));--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pay_token" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "paid_order_id" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_pay_token_unique" UNIQUE("pay_token");--> statement-breakpoint
CREATE INDEX "applications_status_created_idx" ON "applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_programme_created_idx" ON "applications" USING btree ("programme","status","created_at","id");--> statement-breakpoint
CREATE TABLE "application_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "application_orders" ADD CONSTRAINT "application_orders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_orders_application_idx" ON "application_orders" USING btree ("application_id");
