-- The five bit sets in one column, for the covering cell indexes (0034): an index-only scan forms every column an index
-- carries for each tutor it reads, so the indexes carry this one number instead of five (12 columns → 8).
ALTER TABLE "public_tutor_search" ADD COLUMN "facet_bits" bigint GENERATED ALWAYS AS (subject_bits::int8 | (class_bits::int8 << 20) | (board_bits::int8 << 38) | (mode_bits::int8 << 43) | (language_bits::int8 << 46)) STORED NOT NULL;--> statement-breakpoint
DROP INDEX "public_tutor_search_cell_knn";--> statement-breakpoint
CREATE INDEX "public_tutor_search_cell_knn" ON "public_tutor_search" USING spgist ("cell")
  INCLUDE ("user_id", "facet_bits", "fee_unit", "fee", "rating", "review_count", "cell_latitude", "cell_longitude");--> statement-breakpoint
DROP INDEX "public_tutor_search_reviewed_cell";--> statement-breakpoint
CREATE INDEX "public_tutor_search_reviewed_cell" ON "public_tutor_search" USING spgist ("cell")
  INCLUDE ("user_id", "facet_bits", "fee_unit", "fee", "rating", "review_count", "cell_latitude", "cell_longitude")
  WHERE "review_count" > 0;
