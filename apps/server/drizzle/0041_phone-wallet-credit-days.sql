CREATE TABLE "phone_wallet_credit_days" (
	"last_credit_day" date PRIMARY KEY NOT NULL,
	"wallets" bigint NOT NULL,
	"balance_kobo" bigint NOT NULL
);
--> statement-breakpoint
-- Issue #28: the trigger that keeps phone_wallet_credit_days whenever a phone wallet's balance or last credit
-- moves (inside the postings trigger's balance UPDATE, ledger.sql, so in the posting's own statement): the
-- wallet's old share (if it held money) leaves its old day, its new share (if it holds money) joins its new
-- day. Lagos is UTC+1 all year: its calendar day is the UTC instant plus one hour.
CREATE OR REPLACE FUNCTION ledger_keep_phone_wallet_days() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.balance_kobo > 0 THEN
    INSERT INTO phone_wallet_credit_days AS kept (last_credit_day, wallets, balance_kobo)
    VALUES (coalesce(((OLD.last_credit_at AT TIME ZONE 'UTC') + interval '1 hour')::date, 'infinity'::date), -1,
            -OLD.balance_kobo)
    ON CONFLICT (last_credit_day) DO UPDATE
       SET wallets = kept.wallets + excluded.wallets, balance_kobo = kept.balance_kobo + excluded.balance_kobo;
  END IF;
  IF NEW.balance_kobo > 0 THEN
    INSERT INTO phone_wallet_credit_days AS kept (last_credit_day, wallets, balance_kobo)
    VALUES (coalesce(((NEW.last_credit_at AT TIME ZONE 'UTC') + interval '1 hour')::date, 'infinity'::date), 1,
            NEW.balance_kobo)
    ON CONFLICT (last_credit_day) DO UPDATE
       SET wallets = kept.wallets + excluded.wallets, balance_kobo = kept.balance_kobo + excluded.balance_kobo;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_phone_wallet_days_insert AFTER INSERT ON ledger_accounts FOR EACH ROW
  WHEN (NEW.key LIKE 'wallet:phone:%' AND NEW.balance_kobo > 0)
  EXECUTE FUNCTION ledger_keep_phone_wallet_days();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_phone_wallet_days_update AFTER UPDATE ON ledger_accounts FOR EACH ROW
  WHEN (NEW.key LIKE 'wallet:phone:%'
        AND (OLD.balance_kobo, OLD.last_credit_at) IS DISTINCT FROM (NEW.balance_kobo, NEW.last_credit_at))
  EXECUTE FUNCTION ledger_keep_phone_wallet_days();
--> statement-breakpoint
-- The phone wallets holding money before the trigger: counted once, in the migration's transaction.
INSERT INTO phone_wallet_credit_days (last_credit_day, wallets, balance_kobo)
SELECT coalesce(((last_credit_at AT TIME ZONE 'UTC') + interval '1 hour')::date, 'infinity'::date), count(*),
       sum(balance_kobo)
  FROM ledger_accounts
 WHERE key LIKE 'wallet:phone:%' AND balance_kobo > 0
 GROUP BY 1;
