-- Issue 42 (decision 071): an order whose money moved (paid, refunded, disputed, failed after a
-- charge attempt) is bookkeeping and is never deleted, whatever code or SQL runs; only an order
-- that never took money (pending, expired) may go. Test databases, whose fixtures reset their
-- tables, set `app.delete_any_order` on their connections (tests/db.ts); the app never does.
CREATE FUNCTION "orders_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('pending', 'expired') OR current_setting('app.delete_any_order', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'order % is % and is kept for the books: it cannot be deleted', OLD.id, OLD.status USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_kept" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_kept"();
