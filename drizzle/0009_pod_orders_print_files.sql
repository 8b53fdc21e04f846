ALTER TABLE "pod_fulfilments" DROP CONSTRAINT "pod_fulfilments_quantity_check";--> statement-breakpoint
DROP INDEX "pod_fulfilments_order_product_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "print_file_url" text;--> statement-breakpoint
ALTER TABLE "pod_fulfilments" ADD COLUMN "items" jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pod_fulfilments_order_idx" ON "pod_fulfilments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "pod_fulfilments" DROP COLUMN "product_id";--> statement-breakpoint
ALTER TABLE "pod_fulfilments" DROP COLUMN "pod_product_id";--> statement-breakpoint
ALTER TABLE "pod_fulfilments" DROP COLUMN "product_name";--> statement-breakpoint
ALTER TABLE "pod_fulfilments" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_print_file_url_https" CHECK ("products"."print_file_url" is null or "products"."print_file_url" ~ '^https://[^[:space:]/?#]+[^[:space:]]*$');--> statement-breakpoint
ALTER TABLE "pod_fulfilments" ADD CONSTRAINT "pod_fulfilments_items_check" CHECK (jsonb_typeof("pod_fulfilments"."items") = 'array' and jsonb_array_length("pod_fulfilments"."items") > 0);