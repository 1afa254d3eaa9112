-- Indexes no query uses, paid for on every location write (live sharing writes every few seconds) and looked at
-- (a file-size call each, slow on PGlite's file system) whenever a query on user_locations is planned: the
-- whole-table GiST index, superseded by the per-list ones of 0004, and lower(city) (search matches city with ILIKE).
DROP INDEX "user_locations_earth_gist";--> statement-breakpoint
DROP INDEX "user_locations_city_idx";
