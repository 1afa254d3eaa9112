import { CalendarDays, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '../../../../contract/lessons.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { OfflineEmpty } from '../../../components/ui/offline-state.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { useOnline } from '../../../lib/use-online.ts';
import type { LessonScope, LessonsQuery } from '../api/get-lessons.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LessonCard } from './lesson-card.tsx';

interface LessonListProps {
  scope: LessonScope;
  query: LessonsQuery;
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
  if (query.isError && !query.lessons) {
    return <ErrorState title={t('list.failed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const lessons = query.lessons ?? [];
  if (lessons.length === 0) {
    return (
      <StateBox icon={<CalendarDays aria-hidden="true" className="size-5" />}>
        <p className="font-semibold text-slate-900">{scope === 'upcoming' ? t('list.noneUpcoming') : t('list.nonePast')}</p>
        <p className="max-w-sm text-sm text-slate-600">{viewerIsTeacher ? t('list.emptyTeacher') : t('list.emptyFamily')}</p>
      </StateBox>
    );
  }
  return (
    <div className="grid gap-4">
      <ul aria-label={scope === 'upcoming' ? t('tabs.upcoming') : t('tabs.past')} className="grid gap-4 lg:grid-cols-2">
        {lessons.map((lesson) => (
          <li key={lesson.id} className="min-w-0">
            <LessonCard lesson={lesson} highlighted={lesson.id === highlightedId} renderReview={renderReview} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetchingNextPage || !online}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {scope === 'upcoming' ? t('list.showLater') : t('list.showOlder')}
        </Button>
      ) : null}
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-red-700">
          {t('list.moreFailed')}
        </p>
      ) : null}
    </div>
  );
}
