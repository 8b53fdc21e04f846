-- Issue 23 (decision 031): reschedule links, bookings added by hand, the coach's calendar feed.
CREATE TABLE "booking_reschedule_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"booking_sequence" integer NOT NULL,
	"key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reschedule_links_key_unique" UNIQUE("key")
);--> statement-breakpoint
CREATE INDEX "booking_reschedule_links_booking_idx" ON "booking_reschedule_links" USING btree ("booking_id");--> statement-breakpoint
CREATE TABLE "manual_bookings" (
	"key" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"payment" text NOT NULL,
	"phone" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_bookings_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "manual_bookings_payment_check" CHECK ("payment" IN ('free', 'link'))
);--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feed_tokens_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_one_live" ON "calendar_feed_tokens" USING btree ((true)) WHERE "calendar_feed_tokens"."revoked_at" is null;
