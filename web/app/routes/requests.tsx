import { useTranslation } from 'react-i18next';
import { RequestsTabs } from '../../features/requests/components/requests-tabs.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSignedIn } from '../session-context.ts';

/** /request and /old/request (spec §2): connection requests received and sent. */
export default function RequestsRoute() {
  const { t } = useTranslation('layout');
  const { user } = useSignedIn();
  const viewerType = user.userType === 'teacher' ? 'teacher' : 'student';
  useDocumentTitle(t('requests.documentTitle'));
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('requests.title')}</h1>
        <p className="text-slate-600">
          {viewerType === 'student' ? t('requests.studentIntro') : t('requests.teacherIntro')}
        </p>
      </div>
      <RequestsTabs viewer={{ id: user.id, userType: viewerType }} />
    </div>
  );
}
