DROP INDEX "requirements_type_contacts_idx";--> statement-breakpoint
ALTER TABLE "requirements" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "requirements" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "requirements" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "requirement_contacts_created_idx" ON "requirement_contacts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "requirements_type_fee_idx" ON "requirements" USING btree ("user_type","fee","created_at");--> statement-breakpoint
CREATE INDEX "requirements_earth_gist" ON "requirements" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "requirements_search_trgm" ON "requirements" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requirements_type_contacts_idx" ON "requirements" USING btree ("user_type","contact_count","created_at");--> statement-breakpoint
-- Derived columns of a requirement, kept by triggers so no code path can forget them: the poster's verified point
-- (null while they have none) for the KNN 'nearby' sort, and the lower-case text the trigram index serves.
CREATE FUNCTION "requirements_fill_derived"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- No location row sets both to null (SELECT INTO without STRICT).
  SELECT l.latitude, l.longitude INTO NEW.latitude, NEW.longitude FROM user_locations l WHERE l.user_id = NEW.user_id;
  NEW.search_text := lower(concat_ws(' ', array_to_string(NEW.subjects, ' '), NEW.title, NEW.description,
    NEW.location, NEW.village, NEW.city, NEW.state, NEW.pin_code));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "requirements_derived" BEFORE INSERT OR UPDATE OF "user_id", "subjects", "title", "description",
  "location", "village", "city", "state", "pin_code", "latitude", "longitude" ON "requirements"
  FOR EACH ROW EXECUTE FUNCTION "requirements_fill_derived"();--> statement-breakpoint
-- A saved, moved or removed location moves the poster's requirement with it.
CREATE FUNCTION "user_locations_sync_requirements"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE requirements SET latitude = NULL, longitude = NULL WHERE user_id = OLD.user_id;
  ELSE
    UPDATE requirements SET latitude = NEW.latitude, longitude = NEW.longitude WHERE user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_locations_requirements" AFTER INSERT OR DELETE OR UPDATE OF "latitude", "longitude" ON "user_locations"
  FOR EACH ROW EXECUTE FUNCTION "user_locations_sync_requirements"();--> statement-breakpoint
-- Existing rows: the BEFORE trigger derives the point and the search text of each.
UPDATE "requirements" SET "latitude" = NULL;
