ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_idx" ON "newsletter_subscribers" USING btree ("confirm_token");--> statement-breakpoint
-- Confirmation mails already sent carry the old shared token: it stays their confirm link while they are pending
-- (a pending address has never been sent a newsletter, so that token is in no newsletter yet).
UPDATE "newsletter_subscribers" SET "confirm_token" = "token" WHERE "status" = 'pending';
