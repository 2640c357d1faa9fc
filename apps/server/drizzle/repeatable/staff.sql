-- Staff guarantees drizzle-kit cannot express (DOMAIN.md, "Staff and the console"). Re-applied at every start,
-- so every statement is idempotent.

-- 1. The audit log is append-only, as the journal is: no UPDATE, DELETE or TRUNCATE by anyone but the table's
--    owner, who could switch this trigger off; the server therefore serves as a role that owns nothing
--    (runtime-role.sql) and may not even ask (no UPDATE, DELETE or TRUNCATE grant).
DROP TRIGGER IF EXISTS audit_log_append_only ON audit_log;
CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change('The audit log records what happened; it is never edited.');

DROP TRIGGER IF EXISTS audit_log_no_truncate ON audit_log;
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_change('The audit log records what happened; it is never edited.');

-- This file's own copy of the function, from before there was one for every table.
DROP FUNCTION IF EXISTS staff_refuse_audit_change();

-- 2. Before staff accounts existed, an operator was a `users` row with role 'admin' (the demo seed made
--    demo.admin one). Such a row moves to staff_members with the staff_admin role and no TOTP yet (it signs
--    in through a set-up link: `npm run admin -- staff-setup-link --username NAME`), and leaves `users`. A row
--    something still refers to stays, but its password no longer opens anything.
DO $$
DECLARE
  legacy record;
BEGIN
  FOR legacy IN SELECT * FROM users WHERE role = 'admin' LOOP
    INSERT INTO staff_members (username, email, display_name, password_hash, roles, created_at)
      VALUES (legacy.username, legacy.email, legacy.display_name, legacy.password_hash,
              ARRAY['staff_admin']::text[], legacy.created_at)
      ON CONFLICT DO NOTHING;
    BEGIN
      DELETE FROM users WHERE id = legacy.id;
    EXCEPTION WHEN foreign_key_violation THEN
      UPDATE users SET password_hash = 'moved-to-staff-members' WHERE id = legacy.id;
      UPDATE auth_sessions SET revoked_at = now(), revoked_reason = 'moved to staff'
        WHERE user_id = legacy.id AND revoked_at IS NULL;
    END;
  END LOOP;
END
$$;

-- 3. An approval request is decided on what it asked for: once filed, its action, subject, payload, summary,
--    reason and requester never change (money audit 11: the application never updates them, and now neither can
--    anyone else). Only the decision columns (status, decided_*, result, expires_at) move.
CREATE OR REPLACE FUNCTION staff_refuse_request_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.action_type, NEW.entity_type, NEW.entity_id, NEW.payload, NEW.summary, NEW.reason,
      NEW.requested_by, NEW.requested_at)
     IS DISTINCT FROM (OLD.id, OLD.action_type, OLD.entity_type, OLD.entity_id, OLD.payload, OLD.summary,
      OLD.reason, OLD.requested_by, OLD.requested_at) THEN
    RAISE EXCEPTION 'approval request %: what was requested is append-only: UPDATE refused', OLD.id
      USING ERRCODE = 'insufficient_privilege',
            HINT = 'File a new request instead of editing one.';
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS approval_requests_request_fixed ON approval_requests;
CREATE TRIGGER approval_requests_request_fixed
  BEFORE UPDATE ON approval_requests
  FOR EACH ROW EXECUTE FUNCTION staff_refuse_request_change();
