-- Operator console (issue 15): support's account notes and the template versions are history, never edited.
-- Re-applied at every start, so every statement is idempotent.
-- refuse_history_change() is the one append-only trigger function (migration 0029_refuse-history-change).

DROP TRIGGER IF EXISTS account_notes_append_only ON account_notes;
CREATE TRIGGER account_notes_append_only
  BEFORE UPDATE OR DELETE ON account_notes
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change('Record a new version or a new note instead.');

DROP TRIGGER IF EXISTS raffle_type_versions_append_only ON raffle_type_versions;
CREATE TRIGGER raffle_type_versions_append_only
  BEFORE UPDATE OR DELETE ON raffle_type_versions
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change('Record a new version or a new note instead.');

-- This file's own copy of the function, from before there was one for every table.
DROP FUNCTION IF EXISTS console_refuse_history_change();
