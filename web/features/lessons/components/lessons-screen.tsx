import { Tabs } from 'radix-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '../../../../contract/lessons.ts';
import { useSearchParamsState } from '../../../lib/use-search-params-state.ts';
import { useLessons } from '../api/get-lessons.ts';
import { useLessonEvents } from '../hooks/use-lesson-events.ts';
import { AvailabilityPanel } from './availability-panel.tsx';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';
import { LessonList } from './lesson-list.tsx';

const triggerClasses =
  'inline-flex h-9 flex-1 items-center justify-center rounded-md px-4 text-sm font-semibold text-slate-700 transition-colors sm:flex-none ' +
  'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
  'data-[state=active]:bg-white data-[state=active]:text-indigo-700 data-[state=active]:shadow-sm';
const panelClasses = 'grid gap-6 rounded-xl outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600';

type Tab = 'upcoming' | 'past' | 'availability';

interface LessonsScreenProps {
  viewerIsTeacher: boolean;
  renderReview?: (lesson: Lesson) => ReactNode;
}

/**
 * Upcoming and Past lessons (and a teacher's Availability), the tab kept in the address (?tab=past). `?lesson=<id>`
 * (a notification's link) opens the tab that holds that lesson, scrolls to it and marks it. Live: `lesson_updated`.
 */
export function LessonsScreen({ viewerIsTeacher, renderReview }: LessonsScreenProps) {
  const { t } = useTranslation('lessons');
  const [params, setParams] = useSearchParamsState();
  const upcoming = useLessons('upcoming');
  const past = useLessons('past');
  useLessonEvents();
  const highlightedId = params.get('lesson');
  const chosen = params.get('tab');
  const inPast = !!highlightedId && !!past.lessons?.some((l) => l.id === highlightedId) && !upcoming.lessons?.some((l) => l.id === highlightedId);
  const tab: Tab =
    chosen === 'past' || (chosen === 'availability' && viewerIsTeacher) || chosen === 'upcoming' ? (chosen as Tab) : inPast ? 'past' : 'upcoming';

  const scrolled = useRef<string | null>(null);
  const found = !!highlightedId && !![...(upcoming.lessons ?? []), ...(past.lessons ?? [])].some((l) => l.id === highlightedId);
  useEffect(() => {
    if (!highlightedId || !found || scrolled.current === highlightedId) return;
    const card = document.getElementById(`lesson-${highlightedId}`);
    if (!card) return;
    scrolled.current = highlightedId;
    card.scrollIntoView({ block: 'center' });
    card.focus({ preventScroll: true });
  }, [highlightedId, found, tab]);

  const select = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <Tabs.Root value={tab} onValueChange={select} className="grid gap-4">
      <Tabs.List aria-label={t('tabs.label')} className="flex rounded-lg bg-slate-200/70 p-1 sm:inline-flex sm:justify-self-start">
        <Tabs.Trigger value="upcoming" className={triggerClasses}>
          {t('tabs.upcoming')}
        </Tabs.Trigger>
        <Tabs.Trigger value="past" className={triggerClasses}>
          {t('tabs.past')}
        </Tabs.Trigger>
        {viewerIsTeacher ? (
          <Tabs.Trigger value="availability" className={triggerClasses}>
            {t('tabs.availability')}
          </Tabs.Trigger>
        ) : null}
      </Tabs.List>
      <Tabs.Content value="upcoming" className={panelClasses}>
        <LessonList scope="upcoming" query={upcoming} highlightedId={highlightedId} viewerIsTeacher={viewerIsTeacher} renderReview={renderReview} />
        <CalendarFeedPanel />
      </Tabs.Content>
      <Tabs.Content value="past" className={panelClasses}>
        <LessonList scope="past" query={past} highlightedId={highlightedId} viewerIsTeacher={viewerIsTeacher} renderReview={renderReview} />
      </Tabs.Content>
      {viewerIsTeacher ? (
        <Tabs.Content value="availability" className={panelClasses}>
          <AvailabilityPanel />
        </Tabs.Content>
      ) : null}
    </Tabs.Root>
  );
}
