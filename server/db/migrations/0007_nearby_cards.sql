ALTER TABLE "user_locations" ADD COLUMN "nearby_card" json;--> statement-breakpoint
-- The derived columns of a location row, in one BEFORE trigger so no code path can forget them: the nearby list it
-- belongs to (0004) and the card that list shows, built from this row, the user and their profile, so the KNN walk
-- reads one row per user and builds nothing (json_build_object of 25 fields was half of the walk's time at 1M
-- users). Timestamps as epoch milliseconds: json renders timestamptz with microseconds, which V8 parses only on its
-- slow path. The fields are NearbyCard (server/db/schema/locations.ts); the triggers below list the same columns.
DROP TRIGGER "user_locations_listed_as" ON "user_locations";--> statement-breakpoint
DROP FUNCTION "user_locations_set_listed_as"();--> statement-breakpoint
CREATE FUNCTION "user_locations_fill_derived"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT nearby_list_of(u.user_type, u.is_verified, u.banned_at),
         json_build_object(
           'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'profileImage', u.profile_image,
           'isVerified', u.is_verified, 'isOnline', u.is_online,
           'lastSeenAt', (extract(epoch FROM u.last_seen_at) * 1000)::float8,
           'showExactLocation', u.show_exact_location,
           'latitude', NEW.latitude, 'longitude', NEW.longitude, 'fullAddress', NEW.full_address,
           'locality', NEW.locality, 'city', NEW.city, 'state', NEW.state, 'pinCode', NEW.pin_code,
           'isLiveSharing', NEW.is_live_sharing,
           'locationUpdatedAt', (extract(epoch FROM NEW.updated_at) * 1000)::float8,
           'subjects', t.subjects, 'experience', t.experience, 'qualification', t.qualification,
           'rating', t.rating_average, 'reviewCount', t.review_count, 'monthlyFee', t.monthly_fee,
           'studentClass', s.class, 'preferredSubjects', s.preferred_subjects,
           'budgetMin', s.budget_min, 'budgetMax', s.budget_max)
    INTO NEW.listed_as, NEW.nearby_card
    FROM users u
    LEFT JOIN teacher_profiles t ON t.user_id = u.id
    LEFT JOIN student_profiles s ON s.user_id = u.id
   WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_locations_derived" BEFORE INSERT OR UPDATE ON "user_locations"
  FOR EACH ROW EXECUTE FUNCTION "user_locations_fill_derived"();--> statement-breakpoint
-- A change to a field of the card (or of the list: type, KYC verification, ban) touches the user's location row,
-- whose BEFORE trigger above rebuilds both. Unchanged indexed columns keep the update HOT.
DROP TRIGGER "users_listed_as" ON "users";--> statement-breakpoint
DROP FUNCTION "users_sync_listed_as"();--> statement-breakpoint
CREATE FUNCTION "users_touch_location"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_locations SET nearby_card = NULL WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_nearby_card" AFTER UPDATE OF "user_type", "is_verified", "banned_at", "first_name", "last_name",
  "profile_image", "is_online", "last_seen_at", "show_exact_location" ON "users"
  FOR EACH ROW
  WHEN ((OLD.user_type, OLD.is_verified, OLD.banned_at, OLD.first_name, OLD.last_name, OLD.profile_image,
         OLD.is_online, OLD.last_seen_at, OLD.show_exact_location)
        IS DISTINCT FROM
        (NEW.user_type, NEW.is_verified, NEW.banned_at, NEW.first_name, NEW.last_name, NEW.profile_image,
         NEW.is_online, NEW.last_seen_at, NEW.show_exact_location))
  EXECUTE FUNCTION "users_touch_location"();--> statement-breakpoint
CREATE FUNCTION "profiles_touch_location"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE user_locations SET nearby_card = NULL WHERE user_id = OLD.user_id;
  ELSE
    UPDATE user_locations SET nearby_card = NULL WHERE user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "teacher_profiles_nearby_card" AFTER INSERT OR DELETE OR UPDATE OF "subjects", "experience",
  "qualification", "rating_average", "review_count", "monthly_fee" ON "teacher_profiles"
  FOR EACH ROW EXECUTE FUNCTION "profiles_touch_location"();--> statement-breakpoint
CREATE TRIGGER "student_profiles_nearby_card" AFTER INSERT OR DELETE OR UPDATE OF "class", "preferred_subjects",
  "budget_min", "budget_max" ON "student_profiles"
  FOR EACH ROW EXECUTE FUNCTION "profiles_touch_location"();--> statement-breakpoint
-- Existing rows: the BEFORE trigger builds each card.
UPDATE "user_locations" SET "nearby_card" = NULL;
