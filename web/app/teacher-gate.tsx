import type { Profile, TeacherProfile, User } from '../../contract/users.ts';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import { OptionalPart } from './deferred.tsx';

type MeetStudentsCardProps = {
  status: TeacherProfile['kycStatus'];
  rejectionReason: string | null;
  place?: 'home' | 'students';
  className?: string;
};

// Only an unverified teacher ever sees it: not in the chunk of every screen.
const MeetStudentsCard = lazyWithRetry<MeetStudentsCardProps>(() =>
  import('../features/kyc/components/meet-students-card.tsx').then((m) => ({ default: m.MeetStudentsCard })),
);

/**
 * Issue 28 §3: students are shown only to teachers with an approved KYC (users.isVerified; the server answers such a
 * teacher's student lists empty, with the x-results-withheld header). A screen of students shows this instead.
 */
export const studentsHiddenFrom = (user: Pick<User, 'userType' | 'isVerified'>) => user.userType === 'teacher' && !user.isVerified;

/** "Verify your identity to meet students": the KYC status and the action, from the kyc feature. */
export function MeetStudentsGate({ profile, place, className }: { profile: Profile | null; place: 'home' | 'students'; className?: string }) {
  const teacher = profile?.userType === 'teacher' ? profile : null;
  return (
    <OptionalPart placeholder={<div className="h-48 animate-pulse rounded-xl border border-slate-200 bg-slate-50" />}>
      <MeetStudentsCard
        status={teacher?.kycStatus ?? 'not_submitted'}
        rejectionReason={teacher?.kycRejectionReason ?? null}
        place={place}
        className={className}
      />
    </OptionalPart>
  );
}
