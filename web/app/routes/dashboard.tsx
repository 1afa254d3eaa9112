import { FilePlus2, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Profile, User } from '../../../contract/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { KycStatusCard } from '../../features/kyc/components/kyc-status-card.tsx';
import { LocationVerificationCard } from '../../features/location/components/location-verification-card.tsx';
import { CurrentRequirementCard } from '../../features/profiles/components/current-requirement-card.tsx';
import { DashboardActions } from '../../features/profiles/components/dashboard-actions.tsx';
import { LocationNotice } from '../../features/profiles/components/location-notice.tsx';
import { StudentProfileCard } from '../../features/profiles/components/student-profile-card.tsx';
import { TeacherFindingTips } from '../../features/profiles/components/teacher-finding-tips.tsx';
import { TeacherProfileCard } from '../../features/profiles/components/teacher-profile-card.tsx';
import { DeleteRequirementButton } from '../../features/requirements/components/delete-requirement-dialog.tsx';
import { MyRequirementView } from '../../features/requirements/components/my-requirement.tsx';
import { PostRequirementDialog } from '../../features/requirements/components/post-requirement-dialog.tsx';
import { StudentReviewsCard } from '../../features/reviews/components/student-reviews-card.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSignedIn } from '../session-context.ts';

interface DashboardProps {
  user: User;
  profile: Profile | null;
}

/** /dashboard (spec §2): the student dashboard for students, the teacher dashboard for teachers. */
export default function DashboardRoute() {
  const { t } = useTranslation('layout');
  const { user, profile } = useSignedIn();
  useDocumentTitle(t('dashboard.documentTitle'));
  return user.userType === 'teacher' ? <TeacherDashboard user={user} profile={profile} /> : <StudentDashboard user={user} profile={profile} />;
}

/** Post Requirement (students) or Send Requirement (teachers) and Delete Requirement, from the requirements feature. */
function RequirementActions({ user }: { user: User }) {
  const { t } = useTranslation('layout');
  const isTeacher = user.userType === 'teacher';
  return (
    <DashboardActions
      postAction={
        <PostRequirementDialog
          user={user}
          trigger={
            <Button className="w-full">
              {isTeacher ? <Send aria-hidden="true" /> : <FilePlus2 aria-hidden="true" />}
              {isTeacher ? t('dashboard.sendRequirement') : t('dashboard.postRequirement')}
            </Button>
          }
        />
      }
      deleteAction={<DeleteRequirementButton className="w-full" />}
    />
  );
}

function RequirementCard({ user, className }: { user: User; className?: string }) {
  const { t } = useTranslation('layout');
  return (
    <CurrentRequirementCard className={className}>
      <MyRequirementView
        emptyHint={
          user.userType === 'teacher' ? t('dashboard.teacherEmptyHint') : t('dashboard.studentEmptyHint')
        }
      />
    </CurrentRequirementCard>
  );
}

function DashboardTitle({ children }: { children: string }) {
  return (
    <h1 id="dashboard-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
      {children}
    </h1>
  );
}

/** Profile, location, actions, the current requirement and tips for finding a teacher. */
function StudentDashboard({ user, profile }: DashboardProps) {
  const { t } = useTranslation('layout');
  return (
    <section aria-labelledby="dashboard-title" className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6">
      <DashboardTitle>{t('dashboard.studentTitle')}</DashboardTitle>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <StudentProfileCard user={user} profile={profile} className="lg:col-span-2" />
        <RequirementActions user={user} />
      </div>
      <LocationVerificationCard user={user} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        <RequirementCard user={user} />
        <TeacherFindingTips className="lg:col-span-2" />
      </div>
    </section>
  );
}

/** Location notice, profile, actions, the current requirement, KYC and the students' reviews. */
function TeacherDashboard({ user, profile }: DashboardProps) {
  const { t } = useTranslation('layout');
  const teacher = profile?.userType === 'teacher' ? profile : null;
  return (
    <section aria-labelledby="dashboard-title" className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6">
      <DashboardTitle>{t('dashboard.teacherTitle')}</DashboardTitle>
      {user.isLocationVerified ? null : <LocationNotice />}
      {/* Wide screens: profile over reviews on the left, actions and KYC on the right; narrow: in this order. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:items-start">
        <TeacherProfileCard user={user} profile={profile} className="lg:col-span-2" />
        <div className="grid gap-6 lg:row-span-2">
          <RequirementActions user={user} />
          <RequirementCard user={user} />
          <KycStatusCard status={teacher?.kycStatus ?? 'not_submitted'} rejectionReason={teacher?.kycRejectionReason ?? null} />
        </div>
        <StudentReviewsCard className="lg:col-span-2" />
      </div>
    </section>
  );
}
