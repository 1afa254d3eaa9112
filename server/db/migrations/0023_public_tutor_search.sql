-- The public tutor search's compact copy (issue 29): one narrow row per listed tutor (KYC-verified, unbanned teacher)
-- with what the signed-out Find filters and orders by, kept by the triggers below so no code path can forget it. An
-- area search reads these rows only (about 70 to a page, loaded in cell order) and then the page's cards; before, it
-- read a location, a profile and a user row, scattered, for every tutor in the area (0.5-4 s at 1M users, embedded).
-- Free text is matched in a narrow table beside it. Only the ~1 km privacy cell is copied, never the exact point.
CREATE TABLE "public_tutor_search" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cell" "point",
	"cell_latitude" double precision,
	"cell_longitude" double precision,
	"subject_bits" integer NOT NULL,
	"class_bits" integer NOT NULL,
	"board_bits" integer NOT NULL,
	"mode_bits" integer NOT NULL,
	"language_bits" integer NOT NULL,
	"fee_unit" text NOT NULL,
	"fee" integer,
	"rating" numeric(3, 2),
	"review_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_tutor_search_text" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_tutor_search" ADD CONSTRAINT "public_tutor_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_tutor_search_text" ADD CONSTRAINT "public_tutor_search_text_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The contract's vocabularies (contract/constants.ts), in order: bit i of a *_bits column is the i-th value. A test
-- compares them with the contract; a value added there needs a migration that redefines this and rebuilds the rows.
CREATE FUNCTION "public_tutor_search_vocabulary"(kind text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE kind
    WHEN 'subjects' THEN ARRAY['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'Hindi', 'History', 'Geography', 'Computer Science', 'Economics', 'Accountancy', 'Business Studies', 'Political Science', 'Psychology', 'Sociology', 'Philosophy', 'Statistics', 'Physical Education', 'Art & Craft', 'Music']
    WHEN 'classes' THEN ARRAY['Class 1', 'Class 2', 'Class 3', 'Class 4', 'Class 5', 'Class 6', 'Class 7', 'Class 8', 'Class 9', 'Class 10', 'Class 11', 'Class 12', '1st Year College', '2nd Year College', '3rd Year College', '4th Year College', 'Graduate', 'Post Graduate']
    WHEN 'boards' THEN ARRAY['CBSE', 'ICSE', 'State Board', 'IB', 'IGCSE']
    WHEN 'modes' THEN ARRAY['student_home', 'tutor_home', 'online']
    WHEN 'languages' THEN ARRAY['English', 'Hindi', 'Bengali', 'Marathi', 'Telugu', 'Tamil', 'Gujarati', 'Urdu', 'Kannada', 'Odia', 'Malayalam', 'Punjabi', 'Assamese']
  END
$$;--> statement-breakpoint
CREATE FUNCTION "public_tutor_search_bits"(list text[], kind text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(1 << (p - 1)), 0)::integer
    FROM unnest(list) AS v, array_position(public_tutor_search_vocabulary(kind), v) AS p
   WHERE p IS NOT NULL
$$;--> statement-breakpoint
-- What each listed tutor's row holds.
CREATE VIEW "public_tutor_search_source" AS
  SELECT u.id AS user_id, nearby_cell_point(l.latitude, l.longitude) AS cell,
         (floor(l.latitude / 0.01) + 0.5) * 0.01 AS cell_latitude, (floor(l.longitude / 0.01) + 0.5) * 0.01 AS cell_longitude,
         public_tutor_search_bits(t.subjects, 'subjects') AS subject_bits,
         public_tutor_search_bits(t.classes, 'classes') AS class_bits,
         public_tutor_search_bits(t.boards, 'boards') AS board_bits,
         public_tutor_search_bits(t.teaching_modes, 'modes') AS mode_bits,
         public_tutor_search_bits(t.languages, 'languages') AS language_bits,
         t.fee_unit, t.monthly_fee AS fee, t.rating_average AS rating, t.review_count, u.search_text
    FROM users u
    JOIN teacher_profiles t ON t.user_id = u.id
    LEFT JOIN user_locations l ON l.user_id = u.id
   WHERE u.user_type = 'teacher' AND u.is_verified AND u.banned_at IS NULL;--> statement-breakpoint
-- Rebuilds (or removes) one user's row.
CREATE FUNCTION "public_tutor_search_sync"(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public_tutor_search (user_id, cell, cell_latitude, cell_longitude, subject_bits, class_bits, board_bits,
         mode_bits, language_bits, fee_unit, fee, rating, review_count)
  SELECT user_id, cell, cell_latitude, cell_longitude, subject_bits, class_bits, board_bits, mode_bits, language_bits,
         fee_unit, fee, rating, review_count
    FROM public_tutor_search_source WHERE user_id = uid
  ON CONFLICT (user_id) DO UPDATE SET
         cell = EXCLUDED.cell, cell_latitude = EXCLUDED.cell_latitude, cell_longitude = EXCLUDED.cell_longitude,
         subject_bits = EXCLUDED.subject_bits, class_bits = EXCLUDED.class_bits, board_bits = EXCLUDED.board_bits,
         mode_bits = EXCLUDED.mode_bits, language_bits = EXCLUDED.language_bits, fee_unit = EXCLUDED.fee_unit,
         fee = EXCLUDED.fee, rating = EXCLUDED.rating, review_count = EXCLUDED.review_count;
  IF FOUND THEN
    INSERT INTO public_tutor_search_text (user_id, search_text)
    SELECT user_id, search_text FROM public_tutor_search_source WHERE user_id = uid
    ON CONFLICT (user_id) DO UPDATE SET search_text = EXCLUDED.search_text
    WHERE public_tutor_search_text.search_text IS DISTINCT FROM EXCLUDED.search_text;
  ELSE
    DELETE FROM public_tutor_search WHERE user_id = uid;
    DELETE FROM public_tutor_search_text WHERE user_id = uid;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "public_tutor_search_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM public_tutor_search_sync(OLD.user_id);
  ELSE
    PERFORM public_tutor_search_sync(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "public_tutor_search_touch_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_tutor_search_sync(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_public_tutor_search" AFTER UPDATE OF "user_type", "is_verified", "banned_at", "search_text" ON "users"
  FOR EACH ROW
  WHEN ((OLD.user_type, OLD.is_verified, OLD.banned_at, OLD.search_text)
        IS DISTINCT FROM (NEW.user_type, NEW.is_verified, NEW.banned_at, NEW.search_text))
  EXECUTE FUNCTION "public_tutor_search_touch_user"();--> statement-breakpoint
CREATE TRIGGER "teacher_profiles_public_tutor_search" AFTER INSERT OR DELETE OR UPDATE OF "subjects", "classes", "boards",
  "teaching_modes", "languages", "fee_unit", "monthly_fee", "rating_average", "review_count" ON "teacher_profiles"
  FOR EACH ROW EXECUTE FUNCTION "public_tutor_search_touch"();--> statement-breakpoint
-- Locations: only a listed tutor's row matters (listed_as is kept by the BEFORE trigger of migration 0007), and a move
-- within the same cell changes nothing here (live sharing moves often).
CREATE TRIGGER "user_locations_public_tutor_search_insert" AFTER INSERT ON "user_locations"
  FOR EACH ROW WHEN (NEW.listed_as = 'teacher')
  EXECUTE FUNCTION "public_tutor_search_touch"();--> statement-breakpoint
CREATE TRIGGER "user_locations_public_tutor_search_update" AFTER UPDATE OF "latitude", "longitude", "user_id" ON "user_locations"
  FOR EACH ROW
  WHEN ((OLD.listed_as = 'teacher' OR NEW.listed_as = 'teacher')
        AND (OLD.user_id, floor(OLD.latitude / 0.01), floor(OLD.longitude / 0.01))
            IS DISTINCT FROM (NEW.user_id, floor(NEW.latitude / 0.01), floor(NEW.longitude / 0.01)))
  EXECUTE FUNCTION "public_tutor_search_touch"();--> statement-breakpoint
CREATE TRIGGER "user_locations_public_tutor_search_delete" AFTER DELETE ON "user_locations"
  FOR EACH ROW WHEN (OLD.listed_as = 'teacher')
  EXECUTE FUNCTION "public_tutor_search_touch"();--> statement-breakpoint
-- Existing tutors, in cell order (0.1° tiles), so the tutors of one area sit on few pages; then the indexes.
INSERT INTO "public_tutor_search" (user_id, cell, cell_latitude, cell_longitude, subject_bits, class_bits, board_bits,
       mode_bits, language_bits, fee_unit, fee, rating, review_count)
SELECT user_id, cell, cell_latitude, cell_longitude, subject_bits, class_bits, board_bits, mode_bits, language_bits,
       fee_unit, fee, rating, review_count
  FROM "public_tutor_search_source" ORDER BY floor(cell_latitude / 0.1), floor(cell_longitude / 0.1), user_id;--> statement-breakpoint
INSERT INTO "public_tutor_search_text" (user_id, search_text) SELECT user_id, search_text FROM "public_tutor_search_source";--> statement-breakpoint
CREATE INDEX "public_tutor_search_cell_knn" ON "public_tutor_search" USING spgist ("cell");--> statement-breakpoint
CREATE INDEX "public_tutor_search_rating_idx" ON "public_tutor_search" USING btree ("rating" desc nulls last,"user_id");--> statement-breakpoint
CREATE INDEX "public_tutor_search_fee_asc_idx" ON "public_tutor_search" USING btree ("fee_unit","fee","rating" desc nulls last,"user_id") WHERE "public_tutor_search"."fee" is not null;--> statement-breakpoint
CREATE INDEX "public_tutor_search_fee_desc_idx" ON "public_tutor_search" USING btree ("fee_unit","fee" desc,"rating" desc nulls last,"user_id") WHERE "public_tutor_search"."fee" is not null;--> statement-breakpoint
CREATE INDEX "public_tutor_search_text_trgm" ON "public_tutor_search_text" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "public_tutor_search";--> statement-breakpoint
ANALYZE "public_tutor_search_text";
