CREATE TABLE "buyer_spend_days" (
	"buyer" text NOT NULL,
	"lagos_day" date NOT NULL,
	"ticket_kobo" bigint NOT NULL,
	CONSTRAINT "buyer_spend_days_buyer_lagos_day_pk" PRIMARY KEY("buyer","lagos_day")
);
--> statement-breakpoint
-- Issue #28: the triggers that keep buyer_spend_days in the transaction that places or changes an order. An
-- order counts (responsible-play/spend.ts, uncountedOrderStatuses: the same three statuses) on the Lagos day
-- of its created_at, for its buyer; any change to whether or where it counts takes the old share back and
-- adds the new one. Lagos is UTC+1 all year: its calendar day is the UTC instant plus one hour.
CREATE OR REPLACE FUNCTION orders_keep_buyer_spend() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  share record;
BEGIN
  FOR share IN
    SELECT -1 AS sign, OLD.* FROM (SELECT 1) AS one WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT 1 AS sign, NEW.* FROM (SELECT 1) AS one WHERE TG_OP IN ('INSERT', 'UPDATE')
  LOOP
    IF share.status NOT IN ('payment_failed', 'closed', 'amount_mismatch_wallet_updated') THEN
      INSERT INTO buyer_spend_days AS kept (buyer, lagos_day, ticket_kobo)
      VALUES (CASE WHEN share.customer_user_id IS NOT NULL THEN 'user:' || share.customer_user_id
                   ELSE 'phone:' || share.customer_phone END,
              ((share.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date,
              share.sign * share.ticket_amount_kobo)
      ON CONFLICT (buyer, lagos_day) DO UPDATE SET ticket_kobo = kept.ticket_kobo + excluded.ticket_kobo;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_buyer_spend_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.status NOT IN ('payment_failed', 'closed', 'amount_mismatch_wallet_updated'))
  EXECUTE FUNCTION orders_keep_buyer_spend();
--> statement-breakpoint
CREATE TRIGGER orders_buyer_spend_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status IN ('payment_failed', 'closed', 'amount_mismatch_wallet_updated'))
          IS DISTINCT FROM (NEW.status IN ('payment_failed', 'closed', 'amount_mismatch_wallet_updated'))
        OR (OLD.customer_user_id, OLD.customer_phone, OLD.created_at, OLD.ticket_amount_kobo)
          IS DISTINCT FROM (NEW.customer_user_id, NEW.customer_phone, NEW.created_at, NEW.ticket_amount_kobo))
  EXECUTE FUNCTION orders_keep_buyer_spend();
--> statement-breakpoint
CREATE TRIGGER orders_buyer_spend_delete AFTER DELETE ON orders FOR EACH ROW
  WHEN (OLD.status NOT IN ('payment_failed', 'closed', 'amount_mismatch_wallet_updated'))
  EXECUTE FUNCTION orders_keep_buyer_spend();
--> statement-breakpoint
-- The orders placed before the triggers: summed once, in the migration's transaction.
INSERT INTO buyer_spend_days (buyer, lagos_day, ticket_kobo)
SELECT CASE WHEN customer_user_id IS NOT NULL THEN 'user:' || customer_user_id ELSE 'phone:' || customer_phone END,
       ((created_at AT TIME ZONE 'UTC') + interval '1 hour')::date, sum(ticket_amount_kobo)
  FROM orders
 WHERE status NOT IN ('payment_failed', 'closed', 'amount_mismatch_wallet_updated')
 GROUP BY 1, 2;
