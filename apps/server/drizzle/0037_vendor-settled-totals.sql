CREATE TABLE "vendor_settled_totals" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"settled_kobo" bigint NOT NULL
);
--> statement-breakpoint
-- Issue #28: the triggers that keep vendor_settled_totals in the transaction that changes a settlement transfer.
-- A settlement counts while its status is successful; any change takes the old share back and adds the new one
-- (successful -> reversed subtracts it). A delete (the app never deletes a transfer) takes its share back too.
CREATE OR REPLACE FUNCTION transfers_keep_vendor_settled() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  share record;
BEGIN
  FOR share IN
    SELECT -1 AS sign, OLD.vendor_id, OLD.purpose, OLD.status, OLD.amount_kobo
      FROM (SELECT 1) AS one WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT 1 AS sign, NEW.vendor_id, NEW.purpose, NEW.status, NEW.amount_kobo
      FROM (SELECT 1) AS one WHERE TG_OP IN ('INSERT', 'UPDATE')
  LOOP
    IF share.purpose = 'vendor_settlement' AND share.status = 'successful' AND share.vendor_id IS NOT NULL THEN
      INSERT INTO vendor_settled_totals AS total (vendor_id, settled_kobo)
      VALUES (share.vendor_id, share.sign * share.amount_kobo)
      ON CONFLICT (vendor_id) DO UPDATE SET settled_kobo = total.settled_kobo + excluded.settled_kobo;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER transfers_vendor_settled_insert AFTER INSERT ON transfers FOR EACH ROW
  WHEN (NEW.purpose = 'vendor_settlement' AND NEW.status = 'successful')
  EXECUTE FUNCTION transfers_keep_vendor_settled();
--> statement-breakpoint
CREATE TRIGGER transfers_vendor_settled_update AFTER UPDATE ON transfers FOR EACH ROW
  WHEN ((OLD.purpose = 'vendor_settlement' OR NEW.purpose = 'vendor_settlement')
        AND (OLD.status, OLD.amount_kobo, OLD.vendor_id, OLD.purpose)
            IS DISTINCT FROM (NEW.status, NEW.amount_kobo, NEW.vendor_id, NEW.purpose))
  EXECUTE FUNCTION transfers_keep_vendor_settled();
--> statement-breakpoint
CREATE TRIGGER transfers_vendor_settled_delete AFTER DELETE ON transfers FOR EACH ROW
  WHEN (OLD.purpose = 'vendor_settlement' AND OLD.status = 'successful')
  EXECUTE FUNCTION transfers_keep_vendor_settled();
--> statement-breakpoint
-- The settlements paid before the triggers: filled once, in the migration's transaction.
INSERT INTO vendor_settled_totals (vendor_id, settled_kobo)
SELECT vendor_id, sum(amount_kobo) FROM transfers
 WHERE purpose = 'vendor_settlement' AND status = 'successful' AND vendor_id IS NOT NULL
 GROUP BY vendor_id;
