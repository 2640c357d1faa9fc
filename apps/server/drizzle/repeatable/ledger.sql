-- Ledger guarantees drizzle-kit cannot express (DOMAIN.md, Ledger): the database itself refuses an unbalanced
-- entry, a wallet below zero and any change to the journal, whoever writes to it without owning the tables.
-- The table owner (the migration role) can still switch triggers off; the application therefore serves as a
-- role that owns nothing here (runtime-role.sql, docs/OPERATIONS.md "Database roles"). Re-applied at every
-- start, so every statement here is idempotent (CREATE OR REPLACE; DROP TRIGGER IF EXISTS, then CREATE TRIGGER).

-- 1. Every entry has two or more postings summing to zero, checked once per entry when its transaction commits
--    (deferred, because an entry and its postings may be inserted by separate statements). Trigger 2 refuses a
--    posting for an entry made by another transaction, so the sum checked at that commit is final.
CREATE OR REPLACE FUNCTION ledger_check_entry_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  posting_count bigint;
  sum_kobo numeric;
BEGIN
  SELECT count(*), coalesce(sum(amount_kobo), 0) INTO posting_count, sum_kobo
    FROM postings WHERE entry_id = NEW.id;
  IF posting_count < 2 OR sum_kobo <> 0 THEN
    RAISE EXCEPTION 'ledger entry % is unbalanced: % posting(s) summing to % kobo', NEW.id, posting_count, sum_kobo
      USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_balanced';
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS journal_entries_balanced ON journal_entries;
CREATE CONSTRAINT TRIGGER journal_entries_balanced
  AFTER INSERT ON journal_entries DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_balanced();

-- 1b. The same sum, re-checked for every posting's entry when the posting's transaction commits (money audit
--     D1). The check above runs once, when its entry's trigger event fires: `SET CONSTRAINTS
--     journal_entries_balanced IMMEDIATE` fired it at the end of the entry's statement, and a posting added by
--     a later statement of the same transaction then went unchecked. A posting's own deferred check cannot be
--     spent early that way: made immediate, it refuses that later posting at once.
CREATE OR REPLACE FUNCTION ledger_check_posting_entry_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  posting_count bigint;
  sum_kobo numeric;
BEGIN
  SELECT count(*), coalesce(sum(amount_kobo), 0) INTO posting_count, sum_kobo
    FROM postings WHERE entry_id = NEW.entry_id;
  IF posting_count < 2 OR sum_kobo <> 0 THEN
    RAISE EXCEPTION 'ledger entry % is unbalanced: % posting(s) summing to % kobo', NEW.entry_id, posting_count,
      sum_kobo
      USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_balanced';
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS postings_entry_balanced ON postings;
CREATE CONSTRAINT TRIGGER postings_entry_balanced
  AFTER INSERT ON postings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_posting_entry_balanced();

-- 2. Once per INSERT statement on postings:
--    a. every posting names an existing account and an entry created by this same transaction. This stands in
--       for foreign keys, whose checks lock the referenced row (KEY SHARE): every settlement would queue on
--       revenue:tickets' lock list, the hot row this design avoids. Entries and accounts cannot be deleted (3, 4).
--    b. accounts that may not go negative (wallets) keep balance_kobo = the sum of their postings, moved here in
--       the same statement; the CHECK ledger_accounts_balance_not_negative then refuses an overdraft. The house
--       accounts (clearing, revenue, expense) have no balance to move, so nothing locks their rows.
--    c. the balance UPDATE is marked by a transaction-local flag that trigger 4 requires (money audit D2: the
--       trigger depth it used to test is 2 in any trigger, a stranger's included). The function runs as its
--       owner (SECURITY DEFINER), so the application's role needs no UPDATE on ledger_accounts.balance_kobo,
--       and cannot forge the flag into a balance change either.
--    d. the house accounts' totals per Lagos day (ledger_account_days), striped per backend: see below.
CREATE OR REPLACE FUNCTION ledger_apply_postings() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  stray record;
BEGIN
  SELECT posting.entry_id, posting.account_id, entry.id IS NULL AS entry_missing,
         account.id IS NULL AS account_missing
    INTO stray
    FROM inserted_postings AS posting
    LEFT JOIN journal_entries AS entry ON entry.id = posting.entry_id
    LEFT JOIN ledger_accounts AS account ON account.id = posting.account_id
   WHERE account.id IS NULL
      OR entry.transaction_id IS DISTINCT FROM (pg_current_xact_id()::text)::bigint
   LIMIT 1;
  IF FOUND THEN
    IF stray.account_missing THEN
      RAISE EXCEPTION 'posting names ledger account %, which does not exist', stray.account_id
        USING ERRCODE = 'foreign_key_violation';
    ELSIF stray.entry_missing THEN
      RAISE EXCEPTION 'posting names journal entry %, which does not exist', stray.entry_id
        USING ERRCODE = 'foreign_key_violation';
    ELSE
      RAISE EXCEPTION 'journal entry % was made by an earlier transaction: postings cannot be added to it',
        stray.entry_id
        USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_balanced';
    END IF;
  END IF;

  -- With the balance, when money last came in (last_credit_at: the newest entry that credited the account), which
  -- the unclaimed phone wallets' ages are read from (issue #28). greatest() passes over a NULL (no credit here).
  PERFORM set_config('ledger.applying_postings', 'on', true);
  UPDATE ledger_accounts AS account
     SET balance_kobo = account.balance_kobo + moved.sum_kobo,
         last_credit_at = greatest(account.last_credit_at, moved.last_credit_at)
    FROM (SELECT posting.account_id, sum(posting.amount_kobo) AS sum_kobo,
                 max(entry.created_at) FILTER (WHERE posting.amount_kobo > 0) AS last_credit_at
            FROM inserted_postings AS posting
            JOIN journal_entries AS entry ON entry.id = posting.entry_id
           GROUP BY posting.account_id) AS moved
   WHERE account.id = moved.account_id AND account.balance_kobo IS NOT NULL;
  PERFORM set_config('ledger.applying_postings', 'off', true);

  -- d. The house accounts' per-Lagos-day totals (issue #28), in this same statement, so a house balance or a
  --    day's total is read from a few rows per day instead of summed over every posting ever. One row per
  --    account, Lagos day and backend (the stripe): a backend runs one transaction at a time, so concurrent
  --    settlements crediting revenue:tickets each update their own row and never wait on one another, where a
  --    single row per account would hold every settlement on its lock until the one before commits. Any
  --    account that may go negative (clearing, revenue, expense, whatever its name) is rolled up alike.
  --    Lagos is UTC+1 all year (no daylight saving): its calendar day is the UTC instant plus one hour.
  INSERT INTO ledger_account_days AS day_total
         (account_id, lagos_day, stripe, credit_kobo, debit_kobo, posting_count)
  SELECT posting.account_id, ((entry.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date, pg_backend_pid(),
         coalesce(sum(posting.amount_kobo) FILTER (WHERE posting.amount_kobo > 0), 0),
         coalesce(sum(posting.amount_kobo) FILTER (WHERE posting.amount_kobo < 0), 0),
         count(*)
    FROM inserted_postings AS posting
    JOIN journal_entries AS entry ON entry.id = posting.entry_id
    JOIN ledger_accounts AS account ON account.id = posting.account_id
   WHERE account.may_go_negative
   GROUP BY 1, 2
   ORDER BY 1, 2
  ON CONFLICT (account_id, lagos_day, stripe) DO UPDATE
     SET credit_kobo = day_total.credit_kobo + excluded.credit_kobo,
         debit_kobo = day_total.debit_kobo + excluded.debit_kobo,
         posting_count = day_total.posting_count + excluded.posting_count;

  -- e. Each wallet's money out per Lagos day (wallet_out_days, which the daily limit reads: issue #28): the
  --    debits of the money-out kinds, less what an undoing of a debit of the same cause made the same Lagos day
  --    returned to that customer, in the wallet or, above the tier's cap, in held money (found among that day's
  --    entries by the journal's time index; undoings are rare). The wallet's row is locked by the caller
  --    (lockWallets) or by the balance UPDATE above, so its day row is never contended. The kinds are
  --    wallet-limits' moneyOutKinds and moneyBackKinds (money-out.test.ts holds these lists equal to them).
  INSERT INTO wallet_out_days AS day_out (account_id, lagos_day, out_kobo)
  SELECT moved.account_id, moved.lagos_day, sum(moved.out_kobo)
    FROM (SELECT posting.account_id, ((entry.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date AS lagos_day,
                 -posting.amount_kobo AS out_kobo
            FROM inserted_postings AS posting
            JOIN journal_entries AS entry ON entry.id = posting.entry_id
            JOIN ledger_accounts AS account ON account.id = posting.account_id
           WHERE account.kind = 'wallet' AND entry.kind IN ('ticket_payment_wallet', 'transfer_debit')
          UNION ALL
          SELECT undone.account_id, ((entry.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date,
                 -posting.amount_kobo
            FROM inserted_postings AS posting
            JOIN journal_entries AS entry ON entry.id = posting.entry_id
            JOIN ledger_accounts AS account ON account.id = posting.account_id
            CROSS JOIN LATERAL (
              SELECT debited.account_id FROM journal_entries AS debit
                JOIN postings AS debited ON debited.entry_id = debit.id
                JOIN ledger_accounts AS debited_account ON debited_account.id = debited.account_id
               WHERE debit.created_at >= (date_trunc('day', (entry.created_at AT TIME ZONE 'UTC') + interval '1 hour')
                                          - interval '1 hour') AT TIME ZONE 'UTC'
                 AND debit.created_at < (date_trunc('day', (entry.created_at AT TIME ZONE 'UTC') + interval '1 hour')
                                         + interval '23 hours') AT TIME ZONE 'UTC'
                 AND debit.cause_type = entry.cause_type AND debit.cause_id = entry.cause_id
                 AND debit.kind IN ('ticket_payment_wallet', 'transfer_debit')
                 AND debited_account.key = 'wallet:' || split_part(account.key, ':', 2) || ':'
                                           || split_part(account.key, ':', 3)
               LIMIT 1) AS undone
           WHERE account.kind IN ('wallet', 'held') AND entry.kind IN ('transfer_reversal', 'transfer_bank_reversal')
         ) AS moved
   GROUP BY 1, 2
   ORDER BY 1, 2
  ON CONFLICT (account_id, lagos_day) DO UPDATE SET out_kobo = day_out.out_kobo + excluded.out_kobo;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS postings_apply ON postings;
CREATE TRIGGER postings_apply
  AFTER INSERT ON postings REFERENCING NEW TABLE AS inserted_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_postings();

-- 2b. The house day totals of a ledger that had postings before they were kept (migration 0030): filled once,
--     from the postings, while the table is still empty. CREATE TRIGGER above holds SHARE ROW EXCLUSIVE on
--     postings until this file's transaction commits, so no posting slips between this sum and the trigger.
INSERT INTO ledger_account_days (account_id, lagos_day, stripe, credit_kobo, debit_kobo, posting_count)
SELECT posting.account_id, ((entry.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date, 0,
       coalesce(sum(posting.amount_kobo) FILTER (WHERE posting.amount_kobo > 0), 0),
       coalesce(sum(posting.amount_kobo) FILTER (WHERE posting.amount_kobo < 0), 0),
       count(*)
  FROM postings AS posting
  JOIN journal_entries AS entry ON entry.id = posting.entry_id
  JOIN ledger_accounts AS account ON account.id = posting.account_id
 WHERE account.may_go_negative AND NOT EXISTS (SELECT 1 FROM ledger_account_days)
 GROUP BY 1, 2;

-- 2b'. When money last came in, for a ledger whose wallets had credits before it was kept (migration 0035): filled
--      once, like 2b, under the same lock. The flag lets the update through trigger 4 (which allows balance and
--      last credit to move only with postings) once this file has installed it.
SELECT set_config('ledger.applying_postings', 'on', true);
UPDATE ledger_accounts AS account
   SET last_credit_at = credited.at
  FROM (SELECT posting.account_id, max(entry.created_at) AS at
          FROM postings AS posting
          JOIN journal_entries AS entry ON entry.id = posting.entry_id
         WHERE posting.amount_kobo > 0
         GROUP BY 1) AS credited
 WHERE account.id = credited.account_id AND account.balance_kobo IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE last_credit_at IS NOT NULL);
SELECT set_config('ledger.applying_postings', 'off', true);

-- 2b''. The wallets' money out per Lagos day, for a ledger whose wallets paid out before it was kept (migration
--       0039): filled once, like 2b, under the same lock, with the same rule as step e.
INSERT INTO wallet_out_days (account_id, lagos_day, out_kobo)
WITH moved AS (
  SELECT account.key, 'wallet:' || split_part(account.key, ':', 2) || ':' || split_part(account.key, ':', 3) AS wallet_key,
         ((entry.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date AS lagos_day,
         entry.kind, entry.cause_type, entry.cause_id, posting.amount_kobo
    FROM postings AS posting
    JOIN journal_entries AS entry ON entry.id = posting.entry_id
    JOIN ledger_accounts AS account ON account.id = posting.account_id
   WHERE account.kind IN ('wallet', 'held')
     AND entry.kind IN ('ticket_payment_wallet', 'transfer_debit', 'transfer_reversal', 'transfer_bank_reversal')
)
SELECT wallet.id, moved.lagos_day, -sum(moved.amount_kobo)
  FROM moved JOIN ledger_accounts AS wallet ON wallet.key = moved.wallet_key
 WHERE ((moved.kind IN ('ticket_payment_wallet', 'transfer_debit') AND moved.key = moved.wallet_key)
        OR (moved.kind IN ('transfer_reversal', 'transfer_bank_reversal')
            AND EXISTS (SELECT 1 FROM moved AS debit
                         WHERE debit.key = moved.wallet_key AND debit.lagos_day = moved.lagos_day
                           AND debit.kind IN ('ticket_payment_wallet', 'transfer_debit')
                           AND debit.cause_type = moved.cause_type AND debit.cause_id = moved.cause_id)))
   AND NOT EXISTS (SELECT 1 FROM wallet_out_days)
 GROUP BY 1, 2;

-- 2c. Folds the stripes of the days before `before_day` into one row per account and day (stripe 0), so a
--     house balance reads about one row per day however many backends wrote that day. Run by the nightly job.
--     The deleted stripes and their sum are one statement: a reader sees the day before or after, never half.
--     A late writer to a folded day (a transaction begun before midnight) just adds a new stripe again.
CREATE OR REPLACE FUNCTION ledger_compact_account_days(before_day date) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  folded bigint;
BEGIN
  WITH gone AS (
    DELETE FROM ledger_account_days
     WHERE lagos_day < before_day AND stripe <> 0
    RETURNING account_id, lagos_day, credit_kobo, debit_kobo, posting_count
  )
  INSERT INTO ledger_account_days AS day_total
         (account_id, lagos_day, stripe, credit_kobo, debit_kobo, posting_count)
  SELECT account_id, lagos_day, 0, sum(credit_kobo), sum(debit_kobo), sum(posting_count)
    FROM gone GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (account_id, lagos_day, stripe) DO UPDATE
     SET credit_kobo = day_total.credit_kobo + excluded.credit_kobo,
         debit_kobo = day_total.debit_kobo + excluded.debit_kobo,
         posting_count = day_total.posting_count + excluded.posting_count;
  GET DIAGNOSTICS folded = ROW_COUNT;
  RETURN folded;
END
$$;

-- 3. The journal is append-only: a mistake is corrected by a reversing entry, never by UPDATE or DELETE
--    (refuse_history_change(), migration 0029_refuse-history-change, is every append-only table's trigger).
DROP TRIGGER IF EXISTS journal_entries_append_only ON journal_entries;
CREATE TRIGGER journal_entries_append_only
  BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change('Correct a ledger mistake with a reversing entry.');

DROP TRIGGER IF EXISTS journal_entries_no_truncate ON journal_entries;
CREATE TRIGGER journal_entries_no_truncate
  BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_change('Correct a ledger mistake with a reversing entry.');

DROP TRIGGER IF EXISTS postings_append_only ON postings;
CREATE TRIGGER postings_append_only
  BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change('Correct a ledger mistake with a reversing entry.');

DROP TRIGGER IF EXISTS postings_no_truncate ON postings;
CREATE TRIGGER postings_no_truncate
  BEFORE TRUNCATE ON postings
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_change('Correct a ledger mistake with a reversing entry.');

-- This file's own copy of the function, from before there was one for every table.
DROP FUNCTION IF EXISTS ledger_refuse_journal_change();

-- 4. Accounts are permanent and their cached balance moves only with postings: only while trigger 2 has its
--    flag on, which it sets around its own UPDATE and clears after (an error in between aborts the whole
--    transaction, flag included). A hand-written UPDATE, or one from another trigger, finds it off.
CREATE OR REPLACE FUNCTION ledger_guard_account_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION 'ledger accounts are permanent: % refused', TG_OP
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.id, NEW.key, NEW.kind, NEW.may_go_negative, NEW.created_at)
     IS DISTINCT FROM (OLD.id, OLD.key, OLD.kind, OLD.may_go_negative, OLD.created_at) THEN
    RAISE EXCEPTION 'ledger account % cannot be renamed or retyped', OLD.key
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.balance_kobo IS DISTINCT FROM OLD.balance_kobo OR NEW.last_credit_at IS DISTINCT FROM OLD.last_credit_at)
     AND coalesce(current_setting('ledger.applying_postings', true), 'off') <> 'on' THEN
    RAISE EXCEPTION 'balance of ledger account % moves only with postings', OLD.key
      USING ERRCODE = 'insufficient_privilege',
            HINT = 'Post a journal entry instead.';
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS ledger_accounts_guarded ON ledger_accounts;
CREATE TRIGGER ledger_accounts_guarded
  BEFORE UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_account_change();

DROP TRIGGER IF EXISTS ledger_accounts_no_truncate ON ledger_accounts;
CREATE TRIGGER ledger_accounts_no_truncate
  BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_guard_account_change();

-- 5. A new account starts empty: an INSERT that brought its own balance would create money out of nothing
--    (balance_kobo must then equal the sum of postings, which is 0 for an account that has none yet).
CREATE OR REPLACE FUNCTION ledger_refuse_opening_balance() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance_kobo IS NOT NULL AND NEW.balance_kobo <> 0 THEN
    RAISE EXCEPTION 'ledger account % must open with balance 0, not % kobo', NEW.key, NEW.balance_kobo
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_open_empty',
            HINT = 'Post a journal entry to put money in a wallet.';
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS ledger_accounts_open_empty ON ledger_accounts;
CREATE TRIGGER ledger_accounts_open_empty
  BEFORE INSERT ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_opening_balance();
