-- The UI language a user chose ('en' | 'hi'; null: none, the browser's language applies). GET /api/auth/me shows it,
-- so a change made in SQL or on another instance must reach every instance's account cache (migration 0014).
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" is null or "users"."language" in ('en', 'hi'));--> statement-breakpoint
DROP TRIGGER "users_account_fields_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_account_fields_changed" AFTER UPDATE OF "email", "user_type", "first_name", "last_name", "mobile",
  "profile_image", "is_verified", "is_online", "show_exact_location", "language", "created_at" ON "users"
  FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.user_type IS DISTINCT FROM NEW.user_type
        OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
        OR OLD.mobile IS DISTINCT FROM NEW.mobile OR OLD.profile_image IS DISTINCT FROM NEW.profile_image
        OR OLD.is_verified IS DISTINCT FROM NEW.is_verified OR OLD.is_online IS DISTINCT FROM NEW.is_online
        OR OLD.show_exact_location IS DISTINCT FROM NEW.show_exact_location OR OLD.language IS DISTINCT FROM NEW.language
        OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION "notify_account_changed"();
