-- Ledger guarantees drizzle-kit cannot express (DOMAIN.md, Ledger): the database itself refuses an unbalanced
-- entry, a wallet below zero and any change to the journal, whoever writes to it. Re-applied at every start,
-- so every statement here is idempotent (CREATE OR REPLACE; DROP TRIGGER IF EXISTS, then CREATE TRIGGER).

-- 1. Every entry has two or more postings summing to zero. Checked at commit (deferred), because an entry and
--    its postings are inserted by separate statements. The postings trigger also catches a posting added later
--    to an old entry; the entries trigger catches an entry with no postings at all.
CREATE OR REPLACE FUNCTION ledger_assert_entry_balanced(checked_entry_id bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  posting_count bigint;
  sum_kobo numeric;
BEGIN
  SELECT count(*), coalesce(sum(amount_kobo), 0) INTO posting_count, sum_kobo
    FROM postings WHERE entry_id = checked_entry_id;
  IF posting_count < 2 OR sum_kobo <> 0 THEN
    RAISE EXCEPTION 'ledger entry % is unbalanced: % posting(s) summing to % kobo',
      checked_entry_id, posting_count, sum_kobo
      USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_balanced';
  END IF;
END
$$;

CREATE OR REPLACE FUNCTION ledger_check_entry_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'postings' THEN
    PERFORM ledger_assert_entry_balanced(NEW.entry_id);
  ELSE
    PERFORM ledger_assert_entry_balanced(NEW.id);
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS journal_entries_balanced ON journal_entries;
CREATE CONSTRAINT TRIGGER journal_entries_balanced
  AFTER INSERT ON journal_entries DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_balanced();

DROP TRIGGER IF EXISTS postings_balanced ON postings;
CREATE CONSTRAINT TRIGGER postings_balanced
  AFTER INSERT ON postings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_balanced();

-- 2. Accounts that may not go negative (wallets) keep balance_kobo = the sum of their postings, updated in the
--    same statement that inserts the postings; the CHECK ledger_accounts_balance_not_negative then refuses an
--    overdraft. Accounts that may go negative (clearing, revenue, expense) have no balance row to update, so a
--    settlement crediting revenue:tickets never waits on another one (no hot row).
CREATE OR REPLACE FUNCTION ledger_keep_guarded_balances() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts AS account
     SET balance_kobo = account.balance_kobo + moved.sum_kobo
    FROM (SELECT account_id, sum(amount_kobo) AS sum_kobo FROM inserted_postings GROUP BY account_id) AS moved
   WHERE account.id = moved.account_id AND account.balance_kobo IS NOT NULL;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS postings_keep_guarded_balances ON postings;
CREATE TRIGGER postings_keep_guarded_balances
  AFTER INSERT ON postings REFERENCING NEW TABLE AS inserted_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_keep_guarded_balances();

-- 3. The journal is append-only: a mistake is corrected by a reversing entry, never by UPDATE or DELETE.
CREATE OR REPLACE FUNCTION ledger_refuse_journal_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege',
          HINT = 'Correct a ledger mistake with a reversing entry.';
END
$$;

DROP TRIGGER IF EXISTS journal_entries_append_only ON journal_entries;
CREATE TRIGGER journal_entries_append_only
  BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_journal_change();

DROP TRIGGER IF EXISTS journal_entries_no_truncate ON journal_entries;
CREATE TRIGGER journal_entries_no_truncate
  BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_journal_change();

DROP TRIGGER IF EXISTS postings_append_only ON postings;
CREATE TRIGGER postings_append_only
  BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_journal_change();

DROP TRIGGER IF EXISTS postings_no_truncate ON postings;
CREATE TRIGGER postings_no_truncate
  BEFORE TRUNCATE ON postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_journal_change();

-- 4. Accounts are permanent and their cached balance moves only with postings (the trigger above runs at
--    depth 2; a hand-written UPDATE runs at depth 1 and is refused).
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
  IF NEW.balance_kobo IS DISTINCT FROM OLD.balance_kobo AND pg_trigger_depth() < 2 THEN
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
