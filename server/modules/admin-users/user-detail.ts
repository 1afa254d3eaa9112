import { sql } from 'drizzle-orm';
import type { AdminUserDetail } from '../../../contract/admin-users.ts';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { presentOwnProfile } from '../auth/auth.presenter.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { presentReport } from '../admin-reports/admin-reports.presenter.ts';
import { createAdminReportsRepository } from '../admin-reports/admin-reports.repository.ts';
import { presentKycSubmission } from '../kyc/kyc.presenter.ts';
import { createKycRepository } from '../kyc/kyc.repository.ts';
import { presentAdminUser } from './admin-users.presenter.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';

type Counts = AdminUserDetail['counts'];

async function countActivity(db: Database, id: string): Promise<Counts> {
  const [counts] = rowsOf<Counts>(
    await db.execute(sql`
      select
        (select count(*)::int from connection_requests where from_user_id = ${id}) as "requestsSent",
        (select count(*)::int from connection_requests where to_user_id = ${id}) as "requestsReceived",
        (select count(*)::int from (
          select to_user_id from messages where from_user_id = ${id}
          union select from_user_id from messages where to_user_id = ${id}) partners) as "conversations",
        (select count(*)::int from messages where from_user_id = ${id}) as "messagesSent",
        (select count(*)::int from reviews where teacher_id = ${id}) as "reviewsReceived",
        (select count(*)::int from requirements where user_id = ${id}) as "requirements"`),
  );
  return counts!;
}

/**
 * Everything behind View Details: the account, its profile, its location to the city (never a point or a street),
 * activity counts, KYC history, reports about and by the user, and their moderation history.
 */
export function createUserDetail({ db, audit }: { db: Database; audit: AuditLog }) {
  const users = createAdminUsersRepository(db);
  const accounts = createAuthRepository(db);
  const kyc = createKycRepository(db);
  const reports = createAdminReportsRepository(db);

  return async function userDetail(id: string): Promise<AdminUserDetail> {
    const listed = await users.findListed(id);
    const account = listed && (await accounts.findAccount(id));
    if (!listed || !account) throw notFound('User');
    const [counts, submissions, about, by, history] = await Promise.all([
      countActivity(db, id),
      listed.user.userType === 'teacher' ? kyc.listForTeacher(id) : Promise.resolve([]),
      reports.listInvolving(id, 'about'),
      reports.listInvolving(id, 'by'),
      audit.moderationHistory(id),
    ]);
    const { location } = account;
    return {
      user: presentAdminUser(listed),
      profile: presentOwnProfile(account),
      location: location && {
        city: location.city,
        state: location.state,
        pinCode: location.pinCode,
        isLiveSharing: location.isLiveSharing,
        updatedAt: location.updatedAt.toISOString(),
      },
      counts,
      kycSubmissions: submissions.map(presentKycSubmission),
      reportsAbout: about.map(presentReport),
      reportsBy: by.map(presentReport),
      moderationHistory: history,
    };
  };
}
