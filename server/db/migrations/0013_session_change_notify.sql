-- Every instance caches resolved sessions for a short while (server/modules/auth/sessions.cache.ts). Whatever ends a
-- session or changes what a session carries announces the user on the channel "session_changed", from whichever
-- code path or instance did it (logout, ban, password change or reset, account deletion by cascade, expiry purge,
-- a direct SQL write). NOTIFY is delivered at commit, and identical payloads within one transaction are sent once.
CREATE FUNCTION "notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('session_changed', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER DELETE OR UPDATE OF "user_id", "token_hash", "expires_at" ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"();--> statement-breakpoint
CREATE TRIGGER "users_session_fields_changed" AFTER UPDATE OF "banned_at", "user_type", "first_name" ON "users"
  FOR EACH ROW
  WHEN (OLD.banned_at IS DISTINCT FROM NEW.banned_at OR OLD.user_type IS DISTINCT FROM NEW.user_type
        OR OLD.first_name IS DISTINCT FROM NEW.first_name)
  EXECUTE FUNCTION "notify_session_changed"();
