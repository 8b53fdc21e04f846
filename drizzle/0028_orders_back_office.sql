-- Issue 23: orders and refunds in the back office (docs/decisions/033).
-- Who asked for a refund, the coach's private reason, what followed it, and the form's key (a double submit is one refund).
ALTER TABLE "order_refunds" ADD COLUMN "requested_by_id" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "requested_by_name" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "choices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_idempotency_key_idx" ON "order_refunds" USING btree ("idempotency_key");--> statement-breakpoint
-- The payment's refunded total an event reported (a refund made in the provider's dashboard shows its amount on the timeline).
ALTER TABLE "payment_events" ADD COLUMN "amount_refunded" integer;--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id", "received_at");--> statement-breakpoint
-- /admin/orders: a status filter and a search by e-mail prefix, both a keyset page at a time.
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "orders_email_prefix_idx" ON "orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
-- The database's own guard: refunds recorded for an order never add up to more than was paid,
-- whatever code inserts them and however many at once (the order row is locked while it counts).
CREATE FUNCTION "order_refunds_within_total"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total integer;
  refunded integer;
  open_amount integer;
  succeeded integer;
BEGIN
  SELECT amount_total, amount_refunded INTO total, refunded FROM orders WHERE id = NEW.order_id FOR UPDATE;
  IF total IS NULL THEN
    RAISE EXCEPTION 'refund for unknown order %', NEW.order_id;
  END IF;
  SELECT coalesce(sum(amount) FILTER (WHERE status IN ('pending', 'submitted')), 0),
         coalesce(sum(amount) FILTER (WHERE status = 'succeeded'), 0)
    INTO open_amount, succeeded
    FROM order_refunds WHERE order_id = NEW.order_id AND id <> NEW.id;
  IF NEW.amount > total - greatest(refunded, succeeded) - open_amount THEN
    RAISE EXCEPTION 'refund of % exceeds what remains of order %', NEW.amount, NEW.order_id;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_refunds_within_total" BEFORE INSERT ON "order_refunds" FOR EACH ROW EXECUTE FUNCTION "order_refunds_within_total"();--> statement-breakpoint
-- Private notes on an order or a person: the coach's own, never shown to the buyer.
CREATE TABLE "private_notes" (
  "id" text PRIMARY KEY NOT NULL,
  "subject_type" text NOT NULL,
  "subject_id" text NOT NULL,
  "author_id" text,
  "author_name" text NOT NULL,
  "body" text NOT NULL,
  "idempotency_key" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "private_notes_subject_type_check" CHECK ("subject_type" in ('order', 'user')),
  CONSTRAINT "private_notes_body_check" CHECK (length("body") between 1 and 4000)
);--> statement-breakpoint
CREATE UNIQUE INDEX "private_notes_idempotency_key_idx" ON "private_notes" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "private_notes_subject_idx" ON "private_notes" USING btree ("subject_type", "subject_id", "created_at");--> statement-breakpoint
CREATE INDEX "orders_id_prefix_idx" ON "orders" USING btree ("id" text_pattern_ops);
