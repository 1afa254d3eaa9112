import { CircleAlert, LoaderCircle, RotateCw, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { errorText } from '../lib/error-text.ts';
import type { SearchTarget } from '../lib/filters.ts';
import { OfflineEmpty } from '../../../components/ui/offline-state.tsx';
import { useOnline } from '../../../lib/use-online.ts';

export function SearchLoading({ target }: { target: SearchTarget }) {
  const { t } = useTranslation('search');
  const online = useOnline();
  if (!online) return <OfflineEmpty />;
  return (
    <StateBox role="status" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />}>
      <p className="text-sm font-medium text-slate-700">{target === 'teacher' ? t('states.searchingTeachers') : t('states.searchingStudents')}</p>
    </StateBox>
  );
}

export function SearchEmpty({ target }: { target: SearchTarget }) {
  const { t } = useTranslation('search');
  return (
    <StateBox role="status" icon={<SearchX aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">{target === 'teacher' ? t('states.noTeachers') : t('states.noStudents')}</p>
      <p className="text-sm text-slate-600">{t('states.tryDifferent')}</p>
    </StateBox>
  );
}

interface SearchErrorProps {
  target: SearchTarget;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function SearchError({ target, error, onRetry, retrying }: SearchErrorProps) {
  const { t } = useTranslation('search');
  return (
    <StateBox role="alert" icon={<CircleAlert aria-hidden="true" className="size-5 text-red-600" />}>
      <p className="font-semibold text-slate-900">{target === 'teacher' ? t('states.errorTeachers') : t('states.errorStudents')}</p>
      <p className="max-w-md text-sm text-slate-600">{errorText(error, t('states.errorFallback'))}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {t('states.tryAgain')}
      </Button>
    </StateBox>
  );
}
