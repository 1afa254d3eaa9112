import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarDays, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '../../../../contract/lessons.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { OfflineEmpty } from '../../../components/ui/offline-state.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { useOnline } from '../../../lib/use-online.ts';
import type { LessonScope } from '../api/get-lessons.ts';
import { LessonCard } from './lesson-card.tsx';

interface LessonListProps {
  scope: LessonScope;
  query: UseQueryResult<Lesson[], Error>;
  highlightedId: string | null;
  viewerIsTeacher: boolean;
  renderReview?: ((lesson: Lesson) => ReactNode) | undefined;
}

/** One tab's lessons with the loading, offline, empty and error states. */
export function LessonList({ scope, query, highlightedId, viewerIsTeacher, renderReview }: LessonListProps) {
  const { t } = useTranslation('lessons');
  const online = useOnline();
  if (query.isPending) {
    if (!online) return <OfflineEmpty />;
    return (
      <StateBox role="status" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />}>
        <p className="text-sm font-medium text-slate-700">{t('list.loading')}</p>
      </StateBox>
    );
  }
  if (query.isError && !query.data) {
    return <ErrorState title={t('list.failed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.length === 0) {
    return (
      <StateBox icon={<CalendarDays aria-hidden="true" className="size-5" />}>
        <p className="font-semibold text-slate-900">{scope === 'upcoming' ? t('list.noneUpcoming') : t('list.nonePast')}</p>
        <p className="max-w-sm text-sm text-slate-600">{viewerIsTeacher ? t('list.emptyTeacher') : t('list.emptyFamily')}</p>
      </StateBox>
    );
  }
  return (
    <ul aria-label={scope === 'upcoming' ? t('tabs.upcoming') : t('tabs.past')} className="grid gap-4 lg:grid-cols-2">
      {query.data.map((lesson) => (
        <li key={lesson.id} className="min-w-0">
          <LessonCard lesson={lesson} highlighted={lesson.id === highlightedId} renderReview={renderReview} />
        </li>
      ))}
    </ul>
  );
}
