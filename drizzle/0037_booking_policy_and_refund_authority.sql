-- Issue 40 (decision 064): a booking keeps the cancellation policy in force when it was made, so
-- a later change of the policy never changes what its cancellation gives back. A trigger stores
-- it on every insert (every path that books: a hold, a request, a booking by hand); bookings from
-- before get today's policy of their kind, or the first-start default (24 hours, full, then none).
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
-- Decision 065: a paid booking cancelled by the assistant moves no money; the coach decides.
ALTER TABLE "bookings" ADD COLUMN "cancelled_by_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_decision" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_decision_check" CHECK ("bookings"."refund_decision" in ('to-decide', 'refunded', 'no-refund'));--> statement-breakpoint
CREATE INDEX "bookings_refund_to_decide_idx" ON "bookings" USING btree ("cancelled_at") WHERE "bookings"."refund_decision" = 'to-decide';--> statement-breakpoint
UPDATE "bookings" SET "cancellation_policy" = coalesce(
  (SELECT "settings"->'cancellation'->"bookings"."kind" FROM "booking_settings" WHERE "id" = 1),
  '{"cutoffHours":24,"beforePercent":100,"afterPercent":0}'::jsonb
) WHERE "kind" in ('coaching', 'consultation');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bookings_policy_at_booking"() RETURNS trigger AS $$
BEGIN
  IF NEW."cancellation_policy" IS NULL AND NEW."kind" in ('coaching', 'consultation') THEN
    NEW."cancellation_policy" := (SELECT "settings"->'cancellation'->NEW."kind" FROM "booking_settings" WHERE "id" = 1);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "bookings_policy_at_booking" BEFORE INSERT ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_policy_at_booking"();
