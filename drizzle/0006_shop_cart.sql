CREATE TABLE "cart_checkouts" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"user_id" text,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_one_owner" CHECK (("cart_items"."user_id" is null) <> ("cart_items"."session_id" is null)),
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0 and "cart_items"."quantity" <= 1000)
);
--> statement-breakpoint
ALTER TABLE "cart_checkouts" ADD CONSTRAINT "cart_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_product_idx" ON "cart_items" USING btree ("user_id","product_id") WHERE "cart_items"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_session_product_idx" ON "cart_items" USING btree ("session_id","product_id") WHERE "cart_items"."session_id" is not null;--> statement-breakpoint
CREATE INDEX "cart_items_session_updated_idx" ON "cart_items" USING btree ("session_id","updated_at");