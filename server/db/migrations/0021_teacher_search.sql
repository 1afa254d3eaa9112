-- The teacher search (issue 29). nearby_cell_point(): the centre of a location's ~1 km privacy cell (0.01°, as
-- snapToGrid in server/lib/geo.ts) on the nearby plane (nearby_point, migration 0009). The public search filters
-- an area and orders by distance on it, never on the exact point, so a visitor who picks their own points learns
-- no more than the cell; the partial SP-GiST index lets both walk the verified teachers' list instead of sorting it.
-- A plain SQL expression (not STRICT, not plpgsql), so the planner inlines it in the index and in queries alike;
-- nearby_point is named with its schema, as index builds run with a search_path of pg_catalog only (PostgreSQL 17+).
CREATE FUNCTION "nearby_cell_point"(latitude double precision, longitude double precision) RETURNS point
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.nearby_point((floor(latitude / 0.01) + 0.5) * 0.01, (floor(longitude / 0.01) + 0.5) * 0.01) $$;--> statement-breakpoint
-- Best match and rating orders of the public search walk tutors by rating instead of sorting every one of them.
CREATE INDEX "teacher_profiles_rating_idx" ON "teacher_profiles" USING btree ("rating_average" desc nulls last,"user_id");--> statement-breakpoint
CREATE INDEX "user_locations_teachers_cell_knn" ON "user_locations" USING spgist (nearby_cell_point("latitude", "longitude")) WHERE "user_locations"."listed_as" = 'teacher';
