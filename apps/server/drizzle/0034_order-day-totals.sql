CREATE TABLE "order_day_totals" (
	"lagos_day" date NOT NULL,
	"raffle_type_id" integer NOT NULL,
	"scan2pay" boolean NOT NULL,
	"stripe" integer NOT NULL,
	"orders" bigint NOT NULL,
	"tickets" bigint NOT NULL,
	"ticket_money_kobo" bigint NOT NULL,
	"money_taken_kobo" bigint NOT NULL,
	"prizes_kobo" bigint NOT NULL,
	CONSTRAINT "order_day_totals_lagos_day_raffle_type_id_scan2pay_stripe_pk" PRIMARY KEY("lagos_day","raffle_type_id","scan2pay","stripe")
);
--> statement-breakpoint
-- Issue #28: the triggers that keep order_day_totals in the transaction that settles (or unsettles) an order.
-- An order counts on the Lagos day of its settled_at (UTC plus one hour: Lagos has no daylight saving) while its
-- status is paid and drawn; any change takes the old share back and adds the new one, in this backend's stripe.
CREATE OR REPLACE FUNCTION orders_keep_day_totals() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  share record;
BEGIN
  FOR share IN
    SELECT -1 AS sign, OLD.* FROM (SELECT 1) AS one WHERE TG_OP = 'UPDATE'
    UNION ALL
    SELECT 1 AS sign, NEW.*
  LOOP
    IF share.status IN ('winner_selected', 'entry_processed') AND share.settled_at IS NOT NULL THEN
      INSERT INTO order_day_totals AS total
             (lagos_day, raffle_type_id, scan2pay, stripe, orders, tickets, ticket_money_kobo, money_taken_kobo,
              prizes_kobo)
      VALUES (((share.settled_at AT TIME ZONE 'UTC') + interval '1 hour')::date, share.raffle_type_id,
              share.amount_due_kobo IS NOT NULL, pg_backend_pid(), share.sign, share.sign * share.ticket_quantity,
              share.sign * share.ticket_amount_kobo, share.sign * share.order_amount_kobo,
              CASE WHEN share.outcome = 'won' THEN share.sign * share.prize_kobo ELSE 0 END)
      ON CONFLICT (lagos_day, raffle_type_id, scan2pay, stripe) DO UPDATE
         SET orders = total.orders + excluded.orders, tickets = total.tickets + excluded.tickets,
             ticket_money_kobo = total.ticket_money_kobo + excluded.ticket_money_kobo,
             money_taken_kobo = total.money_taken_kobo + excluded.money_taken_kobo,
             prizes_kobo = total.prizes_kobo + excluded.prizes_kobo;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_day_totals_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.status IN ('winner_selected', 'entry_processed'))
  EXECUTE FUNCTION orders_keep_day_totals();
--> statement-breakpoint
CREATE TRIGGER orders_day_totals_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status, OLD.settled_at, OLD.raffle_type_id, OLD.amount_due_kobo, OLD.ticket_quantity,
         OLD.ticket_amount_kobo, OLD.order_amount_kobo, OLD.prize_kobo, OLD.outcome)
        IS DISTINCT FROM
        (NEW.status, NEW.settled_at, NEW.raffle_type_id, NEW.amount_due_kobo, NEW.ticket_quantity,
         NEW.ticket_amount_kobo, NEW.order_amount_kobo, NEW.prize_kobo, NEW.outcome))
  EXECUTE FUNCTION orders_keep_day_totals();
--> statement-breakpoint
-- The orders settled before the triggers: filled once, in the migration's transaction.
INSERT INTO order_day_totals
       (lagos_day, raffle_type_id, scan2pay, stripe, orders, tickets, ticket_money_kobo, money_taken_kobo, prizes_kobo)
SELECT ((settled_at AT TIME ZONE 'UTC') + interval '1 hour')::date, raffle_type_id, amount_due_kobo IS NOT NULL, 0,
       count(*), sum(ticket_quantity), sum(ticket_amount_kobo), sum(order_amount_kobo),
       coalesce(sum(prize_kobo) FILTER (WHERE outcome = 'won'), 0)
  FROM orders
 WHERE status IN ('winner_selected', 'entry_processed') AND settled_at IS NOT NULL
 GROUP BY 1, 2, 3;
