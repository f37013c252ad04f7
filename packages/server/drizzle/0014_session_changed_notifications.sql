-- Custom SQL migration: every change to what the session lookup reads (the user, its
-- memberships, its sessions, the names and status it shows) tells every app instance which
-- user it concerns, so that their caches of signed-in users drop it at once
-- (docs/performance.md#mechanisms, session cache). The payload is a user id, or '*' for a change
-- that concerns any number of users; one per user and transaction (PostgreSQL folds identical
-- payloads), far below the 8,000-byte limit.
CREATE FUNCTION "notify_session_changed"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('session_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM pg_notify('session_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_all_sessions_changed"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('session_changed', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A new user has no session yet: only updates and deletions matter.
CREATE TRIGGER "users_session_changed"
  AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "notify_session_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "users_session_ended"
  AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "facility_memberships_session_changed"
  AFTER INSERT OR UPDATE OR DELETE ON "facility_memberships"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "territory_memberships_session_changed"
  AFTER INSERT OR UPDATE OR DELETE ON "territory_memberships"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"('user_id');
--> statement-breakpoint
-- A new token never ends a session, nor does using one (rotation): revoking or deleting does.
CREATE TRIGGER "refresh_tokens_session_changed"
  AFTER UPDATE OF "revoked_at", "user_id", "family_id" ON "refresh_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_session_ended"
  AFTER DELETE ON "refresh_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"('user_id');
--> statement-breakpoint
-- Renaming a facility or a territory, moving a facility, an organisation's new name or status:
-- rare, and shown to all their members, so every cached user goes.
CREATE TRIGGER "organizations_session_changed"
  AFTER UPDATE ON "organizations"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION "notify_all_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "facilities_session_changed"
  AFTER UPDATE ON "facilities"
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.territory_id IS DISTINCT FROM NEW.territory_id)
  EXECUTE FUNCTION "notify_all_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "territories_session_changed"
  AFTER UPDATE ON "territories"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION "notify_all_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_truncated"
  AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "facility_memberships_truncated"
  AFTER TRUNCATE ON "facility_memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "territory_memberships_truncated"
  AFTER TRUNCATE ON "territory_memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_truncated"
  AFTER TRUNCATE ON "refresh_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_sessions_changed"();
