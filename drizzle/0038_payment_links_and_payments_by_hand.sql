-- Issue 40 (decisions 066, 067): payment links the coach controls, and sessions recorded by hand.
-- An application's link keeps the amount and run the coach chose at acceptance, when it lapses,
-- when it was last sent again (a resend within 30 seconds sends nothing) and when it was withdrawn.
ALTER TABLE "applications" ADD COLUMN "pay_amount" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pay_currency" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pay_run_start" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pay_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pay_link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pay_withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_pay_amount_check" CHECK ("applications"."pay_amount" is null or "applications"."pay_amount" > 0);--> statement-breakpoint
-- A booking added by hand with a payment link: when the link was last sent again, and withdrawn.
ALTER TABLE "manual_bookings" ADD COLUMN "link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manual_bookings" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
-- A session recorded afterwards was paid in cash or by transfer (or was free).
ALTER TABLE "manual_bookings" DROP CONSTRAINT "manual_bookings_payment_check";--> statement-breakpoint
ALTER TABLE "manual_bookings" ADD CONSTRAINT "manual_bookings_payment_check" CHECK ("payment" IN ('free', 'link', 'cash', 'transfer'));--> statement-breakpoint
-- An order paid outside the provider (a session recorded by hand): cash, bank transfer or free.
-- Null: paid through the payment provider, as every order before.
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" is null or "orders"."payment_method" in ('cash', 'transfer', 'free'));
