ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "collect_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "shipping_address" jsonb;