import type { AdminUserDetail } from '../../../../contract/admin-users.ts';
import { SubjectChips } from '../../../components/ui/subject-chips.tsx';
import { formatAdminTime } from '../../../lib/admin-time.ts';
import { formatAmount, formatBudget, formatRating } from '../lib/user-view.ts';
import { DetailList, DetailSection, EmptyLine } from './detail-section.tsx';

/** Student: class, school, budget. Parent: the children. Teacher: qualification, experience, subjects, fee, rating. */
export function ProfileSection({ detail }: { detail: AdminUserDetail }) {
  const { profile, user } = detail;
  const mobile: [string, string | null] = ['Mobile', user.mobile];
  return (
    <DetailSection id="user-profile-title" title="Profile">
      {!profile ? (
        <div className="grid gap-3">
          <EmptyLine>No profile details yet.</EmptyLine>
          <DetailList rows={[mobile]} />
        </div>
      ) : profile.userType === 'parent' ? (
        <DetailList
          rows={[
            mobile,
            ['Children', profile.children.map((child) => `${child.firstName} (${child.class})`).join(', ') || null],
          ]}
        />
      ) : profile.userType === 'student' ? (
        <DetailList
          rows={[
            ['Class', profile.class],
            ['School', profile.schoolName],
            ['Budget', formatBudget(profile.budgetMin, profile.budgetMax)],
            mobile,
            ['Preferred subjects', profile.preferredSubjects.join(', ')],
          ]}
        />
      ) : (
        <DetailList
          rows={[
            ['Qualification', profile.qualification],
            ['Experience', profile.experience],
            [
              'Subjects',
              profile.subjects.length ? <SubjectChips items={profile.subjects} label="Subjects" max={Infinity} /> : null,
            ],
            ['Monthly fee', formatAmount(profile.monthlyFee)],
            ['Rating', formatRating(profile.rating, profile.reviewCount)],
            ['Students', String(profile.studentCount)],
            mobile,
            ['Bio', profile.bio],
          ]}
        />
      )}
    </DetailSection>
  );
}

/** To the city only (never coordinates or a street). */
export function LocationSection({ location }: { location: AdminUserDetail['location'] }) {
  return (
    <DetailSection id="user-location-title" title="Location">
      {!location ? (
        <EmptyLine>No location set.</EmptyLine>
      ) : (
        <DetailList
          rows={[
            ['City', location.city],
            ['State', location.state],
            ['PIN Code', location.pinCode],
            ['Live sharing', location.isLiveSharing ? 'Yes' : 'No'],
            ['Updated', <time dateTime={location.updatedAt}>{formatAdminTime(location.updatedAt)}</time>],
          ]}
        />
      )}
    </DetailSection>
  );
}

const COUNT_LABELS: [key: keyof AdminUserDetail['counts'], label: string][] = [
  ['requestsSent', 'Requests sent'],
  ['requestsReceived', 'Requests received'],
  ['conversations', 'Conversations'],
  ['messagesSent', 'Messages sent'],
  ['reviewsReceived', 'Reviews received'],
  ['requirements', 'Requirements'],
];

export function ActivitySection({ counts }: { counts: AdminUserDetail['counts'] }) {
  return (
    <DetailSection id="user-activity-title" title="Activity">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {COUNT_LABELS.map(([key, label]) => (
          <div key={key} className="flex flex-col-reverse rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">{counts[key]}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
