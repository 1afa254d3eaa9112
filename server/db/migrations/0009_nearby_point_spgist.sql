-- The nearby lists' KNN indexes move from GiST on ll_to_earth (a cube: 3-D boxes that overlap, so a walk visited
-- ~50 index pages and ~15,000 entries for the 50 nearest at 1M users: 1.9–2.8 ms) to SP-GiST on a 2-D point: a
-- quadtree, whose pages never overlap (~10 pages: 0.2 ms on PostgreSQL 15, 0.9 against 2.5–3.1 ms on PGlite).
-- The point is the location on a Mercator plane (longitude, and the Mercator ordinate, both in degrees): conformal,
-- so near a viewer plane distance is great-circle distance times sec(latitude), the same in every direction. The
-- walk orders by it; the great-circle distance, the radius and the order a page is shown in are worked out exactly
-- from the points (nearby.repository.ts bounds the plane distance a radius can reach). Latitude is clamped to ±85°
-- (the projection is infinite at the poles); the plane is cut at ±180° longitude, far from India. A plain SQL
-- expression (not STRICT, not plpgsql) so the planner inlines it in the index and in queries alike.
CREATE FUNCTION "nearby_point"(latitude double precision, longitude double precision) RETURNS point
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT point(longitude, degrees(ln(tan(pi() / 4 + radians(greatest(-85.0, least(85.0, latitude))) / 2)))) $$;--> statement-breakpoint
DROP INDEX "user_locations_students_knn";--> statement-breakpoint
DROP INDEX "user_locations_teachers_knn";--> statement-breakpoint
CREATE INDEX "user_locations_students_knn" ON "user_locations" USING spgist (nearby_point("latitude", "longitude")) WHERE "user_locations"."listed_as" = 'student';--> statement-breakpoint
CREATE INDEX "user_locations_teachers_knn" ON "user_locations" USING spgist (nearby_point("latitude", "longitude")) WHERE "user_locations"."listed_as" = 'teacher';
