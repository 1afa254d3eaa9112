import { CircleAlert, Inbox, LoaderCircle, RotateCw, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { RequestBox } from '../lib/request-view.ts';
import { OfflineEmpty } from '../../../components/ui/offline-state.tsx';
import { useOnline } from '../../../lib/use-online.ts';

export function RequestsLoading() {
  const { t } = useTranslation('requests');
  const online = useOnline();
  if (!online) return <OfflineEmpty />;
  return (
    <StateBox role="status" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />}>
      <p className="text-sm font-medium text-slate-700">{t('states.loading')}</p>
    </StateBox>
  );
}

interface RequestsEmptyProps {
  box: RequestBox;
  /** The viewer's type: students hear from teachers and find teachers, and the other way round. */
  viewerType: 'student' | 'teacher';
}

export function RequestsEmpty({ box, viewerType }: RequestsEmptyProps) {
  const { t } = useTranslation('requests');
  const isStudent = viewerType === 'student';
  if (box === 'received') {
    return (
      <StateBox icon={<Inbox aria-hidden="true" className="size-5" />}>
        <p className="font-semibold text-slate-900">{t('states.noneReceived')}</p>
        <p className="max-w-sm text-sm text-slate-600">
          {isStudent ? t('states.noneReceivedStudent') : t('states.noneReceivedTeacher')}
        </p>
      </StateBox>
    );
  }
  return (
    <StateBox icon={<Send aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">{t('states.noneSent')}</p>
      <p className="max-w-sm text-sm text-slate-600">{isStudent ? t('states.noneSentStudent') : t('states.noneSentTeacher')}</p>
      <Button asChild size="sm" className="mt-2">
        <Link to="/find">{isStudent ? t('states.findTeachers') : t('states.findStudents')}</Link>
      </Button>
    </StateBox>
  );
}

interface RequestsErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function RequestsError({ error, onRetry, retrying }: RequestsErrorProps) {
  const { t } = useTranslation('requests');
  return (
    <StateBox role="alert" icon={<CircleAlert aria-hidden="true" className="size-5 text-red-600" />}>
      <p className="font-semibold text-slate-900">{t('states.loadFailed')}</p>
      <p className="max-w-md text-sm text-slate-600">{errorMessage(error, t('states.somethingWrong'))}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {t('states.tryAgain')}
      </Button>
    </StateBox>
  );
}
