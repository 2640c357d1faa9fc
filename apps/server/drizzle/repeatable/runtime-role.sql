-- The role the application serves as (issue 20 item 8; console review finding 10; money audit D2). The tables'
-- owner (the role migrations run as, DATABASE_MIGRATION_URL) can switch any trigger off; a role that owns no
-- table and is no superuser cannot: no ALTER TABLE ... DISABLE TRIGGER, no session_replication_role. So the
-- server's login role (DATABASE_URL) is made a member of chancepay_runtime and of nothing else, and
-- chancepay_runtime gets only what the application uses. Re-applied after every migration (the runner applies
-- repeatable files again when the migration count changes), so tables added later are granted too; a new
-- append-only table must be added to the REVOKE lists below. docs/OPERATIONS.md "Database roles".
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'chancepay_runtime') THEN
    BEGIN
      CREATE ROLE chancepay_runtime NOLOGIN;
    EXCEPTION
      -- Another database of the same cluster migrating at the same moment made it first.
      WHEN duplicate_object OR unique_violation THEN NULL;
      WHEN insufficient_privilege THEN
        RAISE NOTICE 'chancepay_runtime does not exist and this role may not create it: run CREATE ROLE chancepay_runtime NOLOGIN once as an administrator (docs/OPERATIONS.md "Database roles"), then start again';
        RETURN;
    END;
  END IF;

  GRANT USAGE ON SCHEMA public TO chancepay_runtime;
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO chancepay_runtime;
  GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO chancepay_runtime;

  -- History is read and appended, never changed: the journal, the audit log, notes and template versions.
  REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER
    ON journal_entries, postings, audit_log, account_notes, raffle_type_versions FROM chancepay_runtime;
  -- Accounts are created on first use and never changed by hand: their balance moves only inside the postings
  -- trigger, which runs as its owner (ledger.sql, SECURITY DEFINER). Posting locks wallet rows FOR NO KEY
  -- UPDATE, which needs an UPDATE grant on some column: created_at, which the accounts' guard never lets change.
  REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ledger_accounts FROM chancepay_runtime;
  GRANT UPDATE (created_at) ON ledger_accounts TO chancepay_runtime;
  -- The house accounts' day totals are written only by the postings trigger and the nightly fold, both
  -- running as their owner (ledger.sql, SECURITY DEFINER); checkLedger proves them against the postings.
  REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ledger_account_days FROM chancepay_runtime;
  REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON order_day_totals FROM chancepay_runtime;
  REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON vendor_settled_totals FROM chancepay_runtime;
  -- Each cycle's orders by status are written only by the orders triggers (migration 0040, as their owner).
  REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON cycle_order_counts FROM chancepay_runtime;
  -- The phone wallets' money by day of last credit is written only by the accounts' trigger (migration 0041).
  REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON phone_wallet_credit_days FROM chancepay_runtime;
  -- Each buyer's ticket money per day is written only by the orders triggers (migration 0042, as their owner).
  REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON buyer_spend_days FROM chancepay_runtime;
  -- A wallet's money out per day is written only by the postings trigger (ledger.sql step e, as its owner).
  REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON wallet_out_days FROM chancepay_runtime;
  -- Approval requests are decided (UPDATE of the decision, guarded in staff.sql) but never deleted.
  REVOKE DELETE, TRUNCATE ON approval_requests FROM chancepay_runtime;
END
$$;
