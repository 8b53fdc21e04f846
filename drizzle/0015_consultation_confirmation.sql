ALTER TABLE "bookings" ADD COLUMN "confirm_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_open_consultation_per_email" ON "bookings" USING btree (lower("email")) WHERE "bookings"."kind" = 'consultation' AND "bookings"."status" = 'held';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_confirm_token_unique" UNIQUE("confirm_token");