import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';

/**
 * isHiddenFromTeachers (minor.policy.ts) as SQL over `users`: a child's login whose guardian has not confirmed, or
 * has withdrawn, is left out of Find and requirements (nearby drops their location instead).
 */
export const shownToTeachers = (): SQL => sql`(${users.guardianConsent} is null or ${users.guardianConsent} = 'granted')`;
