DROP INDEX "cart_items_session_updated_idx";--> statement-breakpoint
-- Hand-written: room on each page for a line's new version, so adding to a cart (which changes
-- only quantity and updated_at, neither indexed any more) is a heap-only update (decision 021).
ALTER TABLE "cart_items" SET (fillfactor = 70);
