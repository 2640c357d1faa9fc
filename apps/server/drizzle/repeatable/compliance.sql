-- Money-laundering controls (issue #23 item 6): a wallet on hold (post-no-debit) takes credits but no debit.
-- Checked here, once per INSERT statement on postings, so that no posting path can forget it: every movement
-- of money is a post() whose postings land in this table. The query runs in an AFTER STATEMENT trigger, so it
-- reads a snapshot taken after post() locked the entry's wallet rows (FOR NO KEY UPDATE); placing a hold locks
-- the same row first (domain/compliance/holds.ts), so a debit that queued behind a hold being placed sees it
-- once it commits, and a debit that locked first commits before the hold does. Re-applied at every start.
CREATE OR REPLACE FUNCTION compliance_refuse_debit_on_hold() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  held record;
BEGIN
  SELECT hold.account_key, hold.case_number
    INTO held
    FROM inserted_postings AS posting
    JOIN ledger_accounts AS account ON account.id = posting.account_id
    JOIN wallet_holds AS hold ON hold.account_key = account.key AND hold.lifted_at IS NULL
   WHERE posting.amount_kobo < 0
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'wallet % is on hold (case C-%): debits are refused', held.account_key, held.case_number
      USING ERRCODE = 'check_violation', CONSTRAINT = 'wallet_on_hold', DETAIL = held.case_number::text;
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS postings_refuse_debit_on_hold ON postings;
CREATE TRIGGER postings_refuse_debit_on_hold
  AFTER INSERT ON postings REFERENCING NEW TABLE AS inserted_postings
  FOR EACH STATEMENT EXECUTE FUNCTION compliance_refuse_debit_on_hold();

-- The records the law keeps five years are never deleted (MLPPA 2022): the case history is append-only, and
-- cases, alerts, holds and large-transaction records move only forward. refuse_history_change() is every
-- append-only table's trigger (migration 0029_refuse-history-change).
DROP TRIGGER IF EXISTS compliance_case_events_append_only ON compliance_case_events;
CREATE TRIGGER compliance_case_events_append_only
  BEFORE UPDATE OR DELETE ON compliance_case_events
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change('Compliance records are kept for five years (MLPPA 2022): add a note to the case instead.');

DROP TRIGGER IF EXISTS compliance_records_kept ON compliance_cases;
CREATE TRIGGER compliance_records_kept
  BEFORE DELETE ON compliance_cases
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change('Compliance records are kept for five years (MLPPA 2022): add a note to the case instead.');

DROP TRIGGER IF EXISTS compliance_alerts_kept ON compliance_alerts;
CREATE TRIGGER compliance_alerts_kept
  BEFORE DELETE ON compliance_alerts
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change('Compliance records are kept for five years (MLPPA 2022): add a note to the case instead.');

DROP TRIGGER IF EXISTS large_transaction_records_kept ON large_transaction_records;
CREATE TRIGGER large_transaction_records_kept
  BEFORE DELETE ON large_transaction_records
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change('Compliance records are kept for five years (MLPPA 2022): add a note to the case instead.');

DROP TRIGGER IF EXISTS wallet_holds_kept ON wallet_holds;
CREATE TRIGGER wallet_holds_kept
  BEFORE DELETE ON wallet_holds
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change('Compliance records are kept for five years (MLPPA 2022): add a note to the case instead.');

DROP TRIGGER IF EXISTS compliance_case_documents_kept ON compliance_case_documents;
CREATE TRIGGER compliance_case_documents_kept
  BEFORE UPDATE OR DELETE ON compliance_case_documents
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change('Compliance records are kept for five years (MLPPA 2022): add a note to the case instead.');

-- This file's own copy of the function, from before there was one for every table.
DROP FUNCTION IF EXISTS compliance_refuse_history_change();
