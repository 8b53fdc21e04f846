-- The test checkout keeps the receipt address a guest types on it, and the booking hold it counts down to.
ALTER TABLE "test_checkout_sessions" ADD COLUMN "collected_email" text;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "hold_expires_at" timestamp with time zone;
