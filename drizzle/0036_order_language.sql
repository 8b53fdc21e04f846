-- Issue 25 (decision 047): an order remembers the language its journey started in, so the
-- checkout, the confirmation page and the mails stay in it. Orders from before are English.
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_check" CHECK ("orders"."language" in ('en', 'da'));
