import type { AdminReport } from '../../../contract/admin-reports.ts';
import type { ReportPartyRecord, ReportRecord } from './admin-reports.repository.ts';

const fullName = (u: { firstName: string; lastName: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(' ');

/** Only students and teachers can report or be reported (the report route refuses admins). */
function presentParty(u: ReportPartyRecord): AdminReport['reporter'] {
  return {
    id: u.id,
    name: fullName(u),
    email: u.email,
    userType: u.userType === 'teacher' ? 'teacher' : 'student',
    profileImage: u.profileImage,
    isBanned: u.bannedAt !== null,
  };
}

export function presentReport(row: ReportRecord): AdminReport {
  return {
    id: row.id,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    status: row.resolvedAt ? 'resolved' : 'open',
    resolution: row.resolution,
    resolutionNote: row.resolutionNote,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    reporter: presentParty(row.reporter),
    reportedUser: presentParty(row.reportedUser),
  };
}
