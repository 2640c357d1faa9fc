CREATE TABLE "cycle_order_counts" (
	"raffle_cycle_id" integer NOT NULL,
	"status" text NOT NULL,
	"stripe" integer NOT NULL,
	"orders" bigint NOT NULL,
	CONSTRAINT "cycle_order_counts_raffle_cycle_id_status_stripe_pk" PRIMARY KEY("raffle_cycle_id","status","stripe")
);
--> statement-breakpoint
-- Issue #28: the triggers that keep cycle_order_counts in the transaction that settles or changes an order, so
-- the fairness page's orders-by-status summary reads a few kept rows, not every order of the cycle. Only the
-- statuses after 'verifying' are kept: an order is placed waiting ('verifying'), and a cycle's orders are
-- numbered without gaps, so the waiting ones are last_order_seq less the kept rest. That leaves one upsert per
-- order, at its settlement, on the settle path. Any change of status or cycle takes the old row's count back
-- and adds the new one, in this backend's stripe.
CREATE OR REPLACE FUNCTION orders_keep_cycle_counts() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'verifying' THEN
    INSERT INTO cycle_order_counts AS kept (raffle_cycle_id, status, stripe, orders)
    VALUES (OLD.raffle_cycle_id, OLD.status, pg_backend_pid(), -1)
    ON CONFLICT (raffle_cycle_id, status, stripe) DO UPDATE SET orders = kept.orders - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'verifying' THEN
    INSERT INTO cycle_order_counts AS kept (raffle_cycle_id, status, stripe, orders)
    VALUES (NEW.raffle_cycle_id, NEW.status, pg_backend_pid(), 1)
    ON CONFLICT (raffle_cycle_id, status, stripe) DO UPDATE SET orders = kept.orders + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_cycle_counts_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.status <> 'verifying')
  EXECUTE FUNCTION orders_keep_cycle_counts();
--> statement-breakpoint
CREATE TRIGGER orders_cycle_counts_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.raffle_cycle_id, OLD.status) IS DISTINCT FROM (NEW.raffle_cycle_id, NEW.status))
  EXECUTE FUNCTION orders_keep_cycle_counts();
--> statement-breakpoint
CREATE TRIGGER orders_cycle_counts_delete AFTER DELETE ON orders FOR EACH ROW
  WHEN (OLD.status <> 'verifying')
  EXECUTE FUNCTION orders_keep_cycle_counts();
--> statement-breakpoint
-- The orders settled before the triggers: counted once, in the migration's transaction.
INSERT INTO cycle_order_counts (raffle_cycle_id, status, stripe, orders)
SELECT raffle_cycle_id, status, 0, count(*) FROM orders WHERE status <> 'verifying' GROUP BY 1, 2;
