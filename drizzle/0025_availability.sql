-- Availability (decision 030): the booking settings as one row, block-outs as rows of the one
-- calendar (kind 'block-out', status 'blocked') so the same exclusion constraint keeps them and
-- live bookings apart, and the reminder mark of each booking.
CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminded_for_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_kind_known";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_known" CHECK ("kind" IN ('coaching', 'consultation', 'block-out'));--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_known";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_known" CHECK ("status" IN ('held', 'pending', 'confirmed', 'expired', 'cancelled', 'blocked'));--> statement-breakpoint
-- Only a block-out is 'blocked', and a block-out is never anything else.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_blocked_is_block_out" CHECK (("kind" = 'block-out') = ("status" = 'blocked'));--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" IN ('held', 'pending', 'confirmed', 'blocked'));--> statement-breakpoint
DROP INDEX "bookings_live_ends_idx";--> statement-breakpoint
CREATE INDEX "bookings_live_ends_idx" ON "bookings" USING btree ("ends_at","starts_at") WHERE "bookings"."status" in ('held', 'pending', 'confirmed', 'blocked');--> statement-breakpoint
CREATE INDEX "bookings_reminder_idx" ON "bookings" USING btree ("starts_at") WHERE "bookings"."status" = 'confirmed';
