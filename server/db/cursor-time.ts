import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A timestamptz as ISO text with all six fractional digits ("2026-11-25T14:45:28.123456Z"). Keyset cursors carry this,
 * never a JavaScript Date (milliseconds): rows within the same millisecond would fall between pages.
 */
export const microsecondTime = (column: SQLWrapper | SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
