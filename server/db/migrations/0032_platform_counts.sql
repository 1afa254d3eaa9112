CREATE TABLE "platform_count_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"counter" text NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_counts" (
	"counter" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- What one row adds to the platform's counts (contract/stats.ts): (counter, amount) pairs, none for a row that counts
-- nowhere. A banned account counts nowhere; a child counts as a student only while it has no login of its own.
-- Enum values are compared as text: a value added earlier in the same migration run is not usable as an enum literal.
CREATE FUNCTION "platform_counts_of_users"("u" "users") RETURNS TABLE ("counter" text, "n" bigint) LANGUAGE sql IMMUTABLE AS $$
  SELECT c, 1::bigint FROM (VALUES (CASE
    WHEN u.banned_at IS NOT NULL THEN NULL
    WHEN u.user_type::text = 'teacher' AND u.is_verified THEN 'verified_teachers'
    WHEN u.user_type::text = 'student' THEN 'students'
    WHEN u.user_type::text = 'parent' THEN 'parents'
  END)) v(c) WHERE c IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION "platform_counts_of_children"("c" "children") RETURNS TABLE ("counter" text, "n" bigint) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'children_without_login', 1::bigint WHERE c.student_user_id IS NULL
$$;--> statement-breakpoint
CREATE FUNCTION "platform_counts_of_reviews"("r" "reviews") RETURNS TABLE ("counter" text, "n" bigint) LANGUAGE sql IMMUTABLE AS $$
  VALUES ('reviews', 1::bigint), ('review_rating_total', r.rating::bigint)
$$;--> statement-breakpoint
CREATE FUNCTION "platform_counts_of_connection_requests"("r" "connection_requests") RETURNS TABLE ("counter" text, "n" bigint) LANGUAGE sql IMMUTABLE AS $$
  SELECT c, 1::bigint FROM (VALUES ('requests_answered'), ('requests_accepted')) v(c)
  WHERE r.status::text <> 'pending' AND r.responded_at IS NOT NULL AND (c = 'requests_answered' OR r.status::text = 'accepted')
$$;--> statement-breakpoint
-- One trigger function for the four tables: TG_ARGV[0] names the table's counts function, the rest its counters.
-- Inserts and deletes are counted per statement from the transition table (a bulk load adds one change row a counter);
-- an update per row, and only when a counted column changes (the WHEN of each update trigger).
CREATE FUNCTION "platform_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO platform_count_changes (counter, delta)
      SELECT c.counter, sum(c.n) FROM new_rows r CROSS JOIN LATERAL %I(r) c GROUP BY c.counter', TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO platform_count_changes (counter, delta)
      SELECT c.counter, -sum(c.n) FROM old_rows r CROSS JOIN LATERAL %I(r) c GROUP BY c.counter', TG_ARGV[0]);
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE format('INSERT INTO platform_count_changes (counter, delta)
      SELECT counter, sum(n) FROM (SELECT * FROM %1$I($1) UNION ALL SELECT counter, -n FROM %1$I($2)) c
      GROUP BY counter HAVING sum(n) <> 0', TG_ARGV[0]) USING NEW, OLD;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM platform_count_changes WHERE counter = ANY (TG_ARGV[1:]);
    UPDATE platform_counts SET value = 0 WHERE counter = ANY (TG_ARGV[1:]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_counted_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_users');--> statement-breakpoint
CREATE TRIGGER "users_counted_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_users');--> statement-breakpoint
CREATE TRIGGER "users_counted_update" AFTER UPDATE OF "user_type", "is_verified", "banned_at" ON "users" FOR EACH ROW
  WHEN (OLD.user_type IS DISTINCT FROM NEW.user_type OR OLD.is_verified IS DISTINCT FROM NEW.is_verified
        OR (OLD.banned_at IS NULL) <> (NEW.banned_at IS NULL))
  EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_users');--> statement-breakpoint
CREATE TRIGGER "users_counted_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT
  EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_users', 'verified_teachers', 'students', 'parents');--> statement-breakpoint
CREATE TRIGGER "children_counted_insert" AFTER INSERT ON "children" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_children');--> statement-breakpoint
CREATE TRIGGER "children_counted_delete" AFTER DELETE ON "children" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_children');--> statement-breakpoint
CREATE TRIGGER "children_counted_update" AFTER UPDATE OF "student_user_id" ON "children" FOR EACH ROW
  WHEN ((OLD.student_user_id IS NULL) <> (NEW.student_user_id IS NULL))
  EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_children');--> statement-breakpoint
CREATE TRIGGER "children_counted_truncate" AFTER TRUNCATE ON "children" FOR EACH STATEMENT
  EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_children', 'children_without_login');--> statement-breakpoint
CREATE TRIGGER "reviews_counted_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_reviews');--> statement-breakpoint
CREATE TRIGGER "reviews_counted_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_reviews');--> statement-breakpoint
CREATE TRIGGER "reviews_counted_update" AFTER UPDATE OF "rating" ON "reviews" FOR EACH ROW
  WHEN (OLD.rating IS DISTINCT FROM NEW.rating)
  EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_reviews');--> statement-breakpoint
CREATE TRIGGER "reviews_counted_truncate" AFTER TRUNCATE ON "reviews" FOR EACH STATEMENT
  EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_reviews', 'reviews', 'review_rating_total');--> statement-breakpoint
CREATE TRIGGER "connection_requests_counted_insert" AFTER INSERT ON "connection_requests" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_connection_requests');--> statement-breakpoint
CREATE TRIGGER "connection_requests_counted_delete" AFTER DELETE ON "connection_requests" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_connection_requests');--> statement-breakpoint
CREATE TRIGGER "connection_requests_counted_update" AFTER UPDATE OF "status", "responded_at" ON "connection_requests" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR (OLD.responded_at IS NULL) <> (NEW.responded_at IS NULL))
  EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_connection_requests');--> statement-breakpoint
CREATE TRIGGER "connection_requests_counted_truncate" AFTER TRUNCATE ON "connection_requests" FOR EACH STATEMENT
  EXECUTE FUNCTION "platform_counts_changed"('platform_counts_of_connection_requests', 'requests_answered', 'requests_accepted');--> statement-breakpoint
-- The counts of the data already there, once.
INSERT INTO "platform_counts" ("counter", "value")
SELECT v.counter, coalesce(sum(c.n), 0) FROM (VALUES ('verified_teachers'), ('students'), ('parents'), ('children_without_login'),
  ('reviews'), ('review_rating_total'), ('requests_answered'), ('requests_accepted')) v(counter)
LEFT JOIN (
  SELECT c.* FROM "users" r CROSS JOIN LATERAL platform_counts_of_users(r) c
  UNION ALL SELECT c.* FROM "children" r CROSS JOIN LATERAL platform_counts_of_children(r) c
  UNION ALL SELECT c.* FROM "reviews" r CROSS JOIN LATERAL platform_counts_of_reviews(r) c
  UNION ALL SELECT c.* FROM "connection_requests" r CROSS JOIN LATERAL platform_counts_of_connection_requests(r) c
) c ON c.counter = v.counter
GROUP BY v.counter;--> statement-breakpoint
-- The median reply time walks the answered requests in reply-time order to the middle one, reading the index alone
-- (the columns the expression needs are included) instead of sorting every answered request.
CREATE INDEX "connection_requests_reply_seconds_idx" ON "connection_requests" ((extract(epoch FROM "responded_at" - "created_at")))
  INCLUDE ("responded_at", "created_at") WHERE "status" <> 'pending' AND "responded_at" IS NOT NULL;
