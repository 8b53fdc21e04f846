CREATE TABLE "order_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"revoke_access" boolean DEFAULT false NOT NULL,
	"provider_refund_id" text,
	"mails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" in ('pending', 'submitted', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "pod_fulfilments" DROP CONSTRAINT "pod_fulfilments_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "amount_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "refund_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "dispute" text;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_status_next_idx" ON "order_refunds" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_provider_refund_idx" ON "order_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "orders_provider_payment_idx" ON "orders" USING btree ("provider","provider_payment_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_refunded_check" CHECK ("orders"."amount_refunded" >= 0 and "orders"."amount_refunded" <= "orders"."amount_total");--> statement-breakpoint
ALTER TABLE "pod_fulfilments" ADD CONSTRAINT "pod_fulfilments_status_check" CHECK ("pod_fulfilments"."status" in ('waiting', 'needs-address', 'submitting', 'submitted', 'failed', 'handled-by-coach', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'expired', 'partially_refunded', 'refunded', 'disputed', 'dispute_won', 'dispute_lost'));--> statement-breakpoint
-- Orders move forward only, whatever code runs (app/modules/orders/order-status.ts holds the same table; a data test compares them).
CREATE FUNCTION "orders_status_forward"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = OLD.status THEN
    RETURN NEW;
  END IF;
  IF (OLD.status, NEW.status) IN (
    ('pending', 'paid'), ('pending', 'failed'), ('pending', 'expired'), ('pending', 'partially_refunded'), ('pending', 'refunded'),
    ('failed', 'paid'), ('failed', 'partially_refunded'), ('failed', 'refunded'),
    ('expired', 'paid'), ('expired', 'partially_refunded'), ('expired', 'refunded'),
    ('paid', 'partially_refunded'), ('paid', 'refunded'), ('paid', 'disputed'), ('paid', 'dispute_won'), ('paid', 'dispute_lost'),
    ('partially_refunded', 'refunded'), ('partially_refunded', 'disputed'), ('partially_refunded', 'dispute_won'), ('partially_refunded', 'dispute_lost'),
    ('disputed', 'partially_refunded'), ('disputed', 'refunded'), ('disputed', 'dispute_won'), ('disputed', 'dispute_lost'),
    ('dispute_won', 'partially_refunded'), ('dispute_won', 'refunded'), ('dispute_won', 'disputed'), ('dispute_won', 'dispute_lost')
  ) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'order % cannot move from % to %', OLD.id, OLD.status, NEW.status USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_status_forward" BEFORE UPDATE OF "status" ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_status_forward"();--> statement-breakpoint
-- The refunded total only grows.
CREATE FUNCTION "orders_amount_refunded_grows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount_refunded < OLD.amount_refunded THEN
    RAISE EXCEPTION 'order % refunded amount cannot shrink', OLD.id USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_amount_refunded_grows" BEFORE UPDATE OF "amount_refunded" ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_amount_refunded_grows"();
