-- Every instance caches the account GET /api/auth/me answers (server/modules/auth/account.cache.ts). Whatever changes
-- what that answer shows announces the user on the channel "account_changed", from whichever code path or instance
-- did it: the user row's shown fields, the location, the student or teacher profile (ratings, counts, KYC status).
-- NOTIFY is delivered at commit, and identical payloads within one transaction are sent once.
CREATE FUNCTION "notify_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('account_changed', OLD.id::text);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('account_changed', NEW.user_id::text);
  ELSE
    PERFORM pg_notify('account_changed', OLD.user_id::text);
    IF TG_OP = 'UPDATE' THEN
      IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN
        PERFORM pg_notify('account_changed', NEW.user_id::text);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_account_fields_changed" AFTER UPDATE OF "email", "user_type", "first_name", "last_name", "mobile",
  "profile_image", "is_verified", "is_online", "show_exact_location", "created_at" ON "users"
  FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.user_type IS DISTINCT FROM NEW.user_type
        OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
        OR OLD.mobile IS DISTINCT FROM NEW.mobile OR OLD.profile_image IS DISTINCT FROM NEW.profile_image
        OR OLD.is_verified IS DISTINCT FROM NEW.is_verified OR OLD.is_online IS DISTINCT FROM NEW.is_online
        OR OLD.show_exact_location IS DISTINCT FROM NEW.show_exact_location OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION "notify_account_changed"();--> statement-breakpoint
CREATE TRIGGER "users_account_deleted" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"();--> statement-breakpoint
CREATE TRIGGER "user_locations_account_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_locations"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"();--> statement-breakpoint
CREATE TRIGGER "student_profiles_account_changed" AFTER INSERT OR UPDATE OR DELETE ON "student_profiles"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"();--> statement-breakpoint
CREATE TRIGGER "teacher_profiles_account_changed" AFTER INSERT OR UPDATE OR DELETE ON "teacher_profiles"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"();
