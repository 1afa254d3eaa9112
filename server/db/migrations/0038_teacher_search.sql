-- The signed-in Find's compact rows: every unbanned teacher, verified or not (server/db/schema/public-tutor-search.ts).
-- Kept like public_tutor_search (migration 0023): a view says what a teacher's row holds, one function rebuilds or
-- removes one teacher's row, and triggers call it whenever a field it copies changes.
CREATE TABLE "teacher_search" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"verified" boolean NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"cell" "point",
	"cell_latitude" double precision,
	"cell_longitude" double precision,
	"facet_bits" bigint NOT NULL,
	"fee_unit" text NOT NULL,
	"fee" integer,
	"rating" numeric(3, 2),
	"review_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teacher_search" ADD CONSTRAINT "teacher_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE VIEW "teacher_search_source" AS
  SELECT u.id AS user_id, u.is_verified AS verified, u.created_at AS joined_at,
         nearby_cell_point(l.latitude, l.longitude) AS cell,
         (floor(l.latitude / 0.01) + 0.5) * 0.01 AS cell_latitude, (floor(l.longitude / 0.01) + 0.5) * 0.01 AS cell_longitude,
         public_tutor_search_bits(t.subjects, 'subjects')::int8
           | (public_tutor_search_bits(t.classes, 'classes')::int8 << 20)
           | (public_tutor_search_bits(t.boards, 'boards')::int8 << 38)
           | (public_tutor_search_bits(t.teaching_modes, 'modes')::int8 << 43)
           | (public_tutor_search_bits(t.languages, 'languages')::int8 << 46) AS facet_bits,
         t.fee_unit, t.monthly_fee AS fee, t.rating_average AS rating, t.review_count
    FROM users u
    JOIN teacher_profiles t ON t.user_id = u.id
    LEFT JOIN user_locations l ON l.user_id = u.id
   WHERE u.user_type = 'teacher' AND u.banned_at IS NULL;--> statement-breakpoint
CREATE FUNCTION "teacher_search_sync"(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO teacher_search (user_id, verified, joined_at, cell, cell_latitude, cell_longitude, facet_bits, fee_unit, fee,
         rating, review_count)
  SELECT user_id, verified, joined_at, cell, cell_latitude, cell_longitude, facet_bits, fee_unit, fee, rating, review_count
    FROM teacher_search_source WHERE user_id = uid
  ON CONFLICT (user_id) DO UPDATE SET
         verified = EXCLUDED.verified, joined_at = EXCLUDED.joined_at, cell = EXCLUDED.cell,
         cell_latitude = EXCLUDED.cell_latitude, cell_longitude = EXCLUDED.cell_longitude, facet_bits = EXCLUDED.facet_bits,
         fee_unit = EXCLUDED.fee_unit, fee = EXCLUDED.fee, rating = EXCLUDED.rating, review_count = EXCLUDED.review_count;
  IF NOT FOUND THEN
    DELETE FROM teacher_search WHERE user_id = uid;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "teacher_search_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM teacher_search_sync(OLD.user_id);
  ELSE
    PERFORM teacher_search_sync(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "teacher_search_touch_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM teacher_search_sync(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_teacher_search" AFTER UPDATE OF "user_type", "is_verified", "banned_at" ON "users"
  FOR EACH ROW
  WHEN ((OLD.user_type, OLD.is_verified, OLD.banned_at) IS DISTINCT FROM (NEW.user_type, NEW.is_verified, NEW.banned_at)
        AND 'teacher' IN (OLD.user_type, NEW.user_type))
  EXECUTE FUNCTION "teacher_search_touch_user"();--> statement-breakpoint
CREATE TRIGGER "teacher_profiles_teacher_search" AFTER INSERT OR DELETE OR UPDATE OF "subjects", "classes", "boards",
  "teaching_modes", "languages", "fee_unit", "monthly_fee", "rating_average", "review_count" ON "teacher_profiles"
  FOR EACH ROW EXECUTE FUNCTION "teacher_search_touch"();--> statement-breakpoint
-- Locations: a student's never matters (listed_as is kept by the BEFORE trigger of migration 0007; an unverified
-- teacher's is null), and a move within the same cell changes nothing here.
CREATE TRIGGER "user_locations_teacher_search_insert" AFTER INSERT ON "user_locations"
  FOR EACH ROW WHEN (NEW.listed_as IS DISTINCT FROM 'student')
  EXECUTE FUNCTION "teacher_search_touch"();--> statement-breakpoint
CREATE TRIGGER "user_locations_teacher_search_update" AFTER UPDATE OF "latitude", "longitude", "user_id" ON "user_locations"
  FOR EACH ROW
  WHEN ((OLD.listed_as IS DISTINCT FROM 'student' OR NEW.listed_as IS DISTINCT FROM 'student')
        AND (OLD.user_id, floor(OLD.latitude / 0.01), floor(OLD.longitude / 0.01))
            IS DISTINCT FROM (NEW.user_id, floor(NEW.latitude / 0.01), floor(NEW.longitude / 0.01)))
  EXECUTE FUNCTION "teacher_search_touch"();--> statement-breakpoint
CREATE TRIGGER "user_locations_teacher_search_delete" AFTER DELETE ON "user_locations"
  FOR EACH ROW WHEN (OLD.listed_as IS DISTINCT FROM 'student')
  EXECUTE FUNCTION "teacher_search_touch"();--> statement-breakpoint
-- Existing teachers, in cell order (0.1° tiles), so the teachers of one area sit on few pages; then the indexes.
INSERT INTO "teacher_search" (user_id, verified, joined_at, cell, cell_latitude, cell_longitude, facet_bits, fee_unit, fee,
       rating, review_count)
SELECT user_id, verified, joined_at, cell, cell_latitude, cell_longitude, facet_bits, fee_unit, fee, rating, review_count
  FROM "teacher_search_source" ORDER BY floor(cell_latitude / 0.1), floor(cell_longitude / 0.1), user_id;--> statement-breakpoint
CREATE INDEX "teacher_search_cell" ON "teacher_search" USING spgist ("cell")
  INCLUDE ("user_id", "verified", "joined_at", "facet_bits", "fee_unit", "fee", "rating", "review_count", "cell_latitude", "cell_longitude");--> statement-breakpoint
-- Covering too: a walk along the order tests the area and the filters on what the index carries.
CREATE INDEX "teacher_search_order_idx" ON "teacher_search" USING btree ("verified" desc,"rating" desc nulls last,"joined_at" desc,"user_id")
  INCLUDE ("cell", "cell_latitude", "cell_longitude", "facet_bits", "fee_unit", "fee", "review_count");--> statement-breakpoint
ANALYZE "teacher_search";
