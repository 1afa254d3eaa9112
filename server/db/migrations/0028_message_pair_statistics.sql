-- How many pairs of users have written to each other, for the planner's estimate of it (admin figures on a table too
-- big to count): ANALYZE samples the distinct unordered pairs, as it does a column's distinct values.
CREATE STATISTICS "messages_pair_ndistinct" (ndistinct) ON (least("from_user_id", "to_user_id")), (greatest("from_user_id", "to_user_id")) FROM "messages";
