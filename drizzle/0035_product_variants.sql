-- Issue 25 (decision 046): a product is sold as variants (size, colour), each with its own stock and
-- print-on-demand id. Every product has at least one: a product without options has its default
-- variant, whose id is the product's id, so cart lines and orders from before keep pointing at it.
CREATE TABLE "product_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"size" text,
	"colour" text,
	"sku" text NOT NULL,
	"stock" integer,
	"pod_product_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" is null or ("product_variants"."stock" >= 0 and "product_variants"."stock" <= 1000000))
);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_options_idx" ON "product_variants" USING btree ("product_id", coalesce("size", ''), coalesce("colour", ''));--> statement-breakpoint
CREATE FUNCTION "products_default_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_variants" ("id", "product_id", "sku", "created_at", "updated_at")
  VALUES (NEW."id", NEW."id", NEW."id", NEW."created_at", NEW."created_at") ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_default_variant" AFTER INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION "products_default_variant"();--> statement-breakpoint
INSERT INTO "product_variants" ("id", "product_id", "sku", "created_at", "updated_at")
SELECT "id", "id", "id", "created_at", "created_at" FROM "products" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" text;--> statement-breakpoint
UPDATE "cart_items" SET "variant_id" = "product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "cart_items_user_product_idx";--> statement-breakpoint
DROP INDEX "cart_items_session_product_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_variant_idx" ON "cart_items" USING btree ("user_id","variant_id") WHERE "cart_items"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_session_variant_idx" ON "cart_items" USING btree ("session_id","variant_id") WHERE "cart_items"."session_id" is not null;--> statement-breakpoint
-- What a variant offers (sold out, a new size) shows on the shop page: the render cache must see it (decision 041).
CREATE TRIGGER "product_variants_content_version" AFTER INSERT OR UPDATE OR DELETE ON "product_variants" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
