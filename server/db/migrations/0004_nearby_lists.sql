CREATE TYPE "public"."nearby_list" AS ENUM('student', 'teacher');--> statement-breakpoint
ALTER TABLE "user_locations" ADD COLUMN "listed_as" "nearby_list";--> statement-breakpoint
-- Which nearby list a user's location belongs to: students, KYC-verified teachers, or none (banned, unverified,
-- admins). Kept by triggers so no code path can forget it.
CREATE FUNCTION "nearby_list_of"("user_type" "user_type", "is_verified" boolean, "banned_at" timestamptz)
  RETURNS "nearby_list" LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN banned_at IS NOT NULL THEN NULL
    WHEN user_type = 'student' THEN 'student'::nearby_list
    WHEN user_type = 'teacher' AND is_verified THEN 'teacher'::nearby_list
  END
$$;--> statement-breakpoint
CREATE FUNCTION "user_locations_set_listed_as"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT nearby_list_of(u.user_type, u.is_verified, u.banned_at) INTO NEW.listed_as FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_locations_listed_as" BEFORE INSERT OR UPDATE OF "user_id", "listed_as" ON "user_locations"
  FOR EACH ROW EXECUTE FUNCTION "user_locations_set_listed_as"();--> statement-breakpoint
CREATE FUNCTION "users_sync_listed_as"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_locations SET listed_as = nearby_list_of(NEW.user_type, NEW.is_verified, NEW.banned_at)
    WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_listed_as" AFTER UPDATE OF "user_type", "is_verified", "banned_at" ON "users"
  FOR EACH ROW
  WHEN (OLD.user_type IS DISTINCT FROM NEW.user_type OR OLD.is_verified IS DISTINCT FROM NEW.is_verified
        OR (OLD.banned_at IS NULL) <> (NEW.banned_at IS NULL))
  EXECUTE FUNCTION "users_sync_listed_as"();--> statement-breakpoint
UPDATE "user_locations" l SET "listed_as" = nearby_list_of(u.user_type, u.is_verified, u.banned_at)
  FROM "users" u WHERE u.id = l.user_id;--> statement-breakpoint
CREATE INDEX "user_locations_students_knn" ON "user_locations" USING gist (ll_to_earth("latitude", "longitude")) WHERE "user_locations"."listed_as" = 'student';--> statement-breakpoint
CREATE INDEX "user_locations_teachers_knn" ON "user_locations" USING gist (ll_to_earth("latitude", "longitude")) WHERE "user_locations"."listed_as" = 'teacher';
