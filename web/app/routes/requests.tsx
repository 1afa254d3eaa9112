import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ConnectionRequest, RequestUser } from '../../../contract/requests.ts';
import { REQUESTS_QUERY_KEY } from '../../features/requests/api/requests-keys.ts';
import { RequestsTabs } from '../../features/requests/components/requests-tabs.tsx';
import { WriteReviewDialog } from '../../features/reviews/components/write-review-dialog.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSignedIn } from '../session-context.ts';

/**
 * /request and /old/request (spec §2): connection requests received and sent. A student's (or parent's) card of an
 * accepted request with a teacher offers Write a review (the reviews feature's dialog); the card's rating follows.
 */
export default function RequestsRoute() {
  const { t } = useTranslation('layout');
  const { user } = useSignedIn();
  const queryClient = useQueryClient();
  const viewerType = user.userType === 'teacher' ? 'teacher' : 'student';
  useDocumentTitle(t('requests.documentTitle'));

  const renderActions =
    viewerType === 'student'
      ? (request: ConnectionRequest, other: RequestUser) =>
          request.status === 'accepted' && other.userType === 'teacher' ? (
            <WriteReviewDialog
              teacherId={other.id}
              teacherName={other.name}
              onSaved={() => void queryClient.invalidateQueries({ queryKey: REQUESTS_QUERY_KEY })}
            />
          ) : null
      : undefined;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('requests.title')}</h1>
        <p className="text-slate-600">
          {viewerType === 'student' ? t('requests.studentIntro') : t('requests.teacherIntro')}
        </p>
      </div>
      <RequestsTabs viewer={{ id: user.id, userType: viewerType }} renderActions={renderActions} />
    </div>
  );
}
