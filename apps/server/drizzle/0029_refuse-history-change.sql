-- One trigger function for every append-only table (issue #26 item 3): the journal and postings (ledger.sql),
-- the audit log (staff.sql), account notes and template versions (console.sql) and compliance's records each had
-- their own copy of the same refusal. Each trigger passes its table's advice as the one argument: the HINT a
-- person reading the error sees. It lives in a migration, not a repeatable file, because the repeatable files
-- that attach it run after the migrations and in name order, and each must find it there.
CREATE OR REPLACE FUNCTION refuse_history_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege',
          HINT = coalesce(TG_ARGV[0], 'It records what happened: add a new row instead of changing one.');
END
$$;
