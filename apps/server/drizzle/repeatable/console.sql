-- Operator console (issue 15): support's account notes and the template versions are history, never edited.
-- Re-applied at every start, so every statement is idempotent.
CREATE OR REPLACE FUNCTION console_refuse_history_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;

DROP TRIGGER IF EXISTS account_notes_append_only ON account_notes;
CREATE TRIGGER account_notes_append_only
  BEFORE UPDATE OR DELETE ON account_notes
  FOR EACH ROW EXECUTE FUNCTION console_refuse_history_change();

DROP TRIGGER IF EXISTS raffle_type_versions_append_only ON raffle_type_versions;
CREATE TRIGGER raffle_type_versions_append_only
  BEFORE UPDATE OR DELETE ON raffle_type_versions
  FOR EACH ROW EXECUTE FUNCTION console_refuse_history_change();
