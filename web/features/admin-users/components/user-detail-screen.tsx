import { ArrowLeft, CircleAlert, LoaderCircle, RotateCw, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AdminUserDetail } from '../../../../contract/admin-users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { isUserNotFound, useAdminUser } from '../api/get-admin-user.ts';
import { fullName } from '../lib/user-view.ts';
import { UserActions } from './user-actions.tsx';
import { errorText } from './user-list-states.tsx';
import { ActivitySection, LocationSection, ProfileSection } from './user-detail-info.tsx';
import { KycSection, ModerationSection, ReportsSection } from './user-detail-records.tsx';
import { UserSummary } from './user-summary.tsx';
import { LessonsSection } from './user-detail-lessons.tsx';

function DetailFrame({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/admin/panel">
            <ArrowLeft aria-hidden="true" />
            Back to users
          </Link>
        </Button>
        <h1 tabIndex={-1} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl">
          User Details
        </h1>
      </div>
      {children}
    </div>
  );
}

function UserDetailBody({ detail }: { detail: AdminUserDetail }) {
  const navigate = useNavigate();
  const { user } = detail;
  return (
    <>
      <Card className="grid gap-4 p-4 sm:p-6">
        <UserSummary user={user} headingLevel="h2" maxSubjects={Infinity} />
        <UserActions
          user={user}
          className="border-t border-slate-100 pt-4"
          onDeleted={() => void navigate('/admin/panel', { replace: true })}
        />
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileSection detail={detail} />
        <LocationSection location={detail.location} />
      </div>
      <ActivitySection counts={detail.counts} />
      {user.userType === 'teacher' || detail.kycSubmissions.length ? <KycSection submissions={detail.kycSubmissions} /> : null}
      <LessonsSection userId={user.id} />
      <ReportsSection detail={detail} />
      <ModerationSection entries={detail.moderationHistory} />
    </>
  );
}

/** /admin/user/{id} (View Details): everything about one user, and the same actions as the panel. */
export function UserDetailScreen({ userId }: { userId: string }) {
  const query = useAdminUser(userId);
  useDocumentTitle(query.data ? `${fullName(query.data.user)} - User Details` : 'User Details');

  if (query.isPending) {
    return (
      <DetailFrame>
        <StateBox role="status" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />}>
          <p className="text-sm font-medium text-slate-700">Loading user...</p>
        </StateBox>
      </DetailFrame>
    );
  }
  if (query.isError) {
    return (
      <DetailFrame>
        {isUserNotFound(query.error) ? (
          <StateBox role="alert" icon={<UserX aria-hidden="true" className="size-5" />}>
            <p className="font-semibold text-slate-900">User not found</p>
            <p className="max-w-sm text-sm text-slate-600">This account does not exist or has been deleted.</p>
            <Button asChild variant="outline" size="sm" className="mt-2">
              <Link to="/admin/panel">Back to users</Link>
            </Button>
          </StateBox>
        ) : (
          <StateBox role="alert" icon={<CircleAlert aria-hidden="true" className="size-5 text-red-600" />}>
            <p className="font-semibold text-slate-900">Error loading user</p>
            <p className="max-w-md text-sm break-words text-slate-600">{errorText(query.error)}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
              Try Again
            </Button>
          </StateBox>
        )}
      </DetailFrame>
    );
  }
  return (
    <DetailFrame>
      <UserDetailBody detail={query.data} />
    </DetailFrame>
  );
}
