CREATE TABLE "pod_fulfilments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"pod_product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"shipping_address" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"provider_order_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pod_fulfilments_status_check" CHECK ("pod_fulfilments"."status" in ('waiting', 'needs-address', 'submitting', 'submitted', 'failed', 'handled-by-coach')),
	CONSTRAINT "pod_fulfilments_quantity_check" CHECK ("pod_fulfilments"."quantity" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pod_fulfilments_order_product_idx" ON "pod_fulfilments" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "pod_fulfilments_status_next_idx" ON "pod_fulfilments" USING btree ("status","next_attempt_at");