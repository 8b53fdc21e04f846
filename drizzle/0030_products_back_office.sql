-- Issue 23: products in the back office (decision 035). A price is whole minor units from 0 to
-- 100.000,00; a product any order holds can never be deleted (the coach deactivates it instead).
ALTER TABLE "products" ADD CONSTRAINT "products_price_check" CHECK ("price" >= 0 AND "price" <= 10000000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_currency_check" CHECK ("currency" IN ('DKK', 'EUR', 'USD'));--> statement-breakpoint
CREATE FUNCTION "products_refuse_sold_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "orders" WHERE "items" @> jsonb_build_array(jsonb_build_object('itemId', OLD."id"))) THEN
    RAISE EXCEPTION 'product % is held by an order: deactivate it instead of deleting it', OLD."id" USING ERRCODE = '23503';
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_refuse_sold_delete" BEFORE DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "products_refuse_sold_delete"();
