import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { cn } from '../../../lib/utils.ts';
import { usePublicTutors } from '../api/get-public-tutors.ts';
import { useFindParams } from '../hooks/use-find-params.ts';
import { activeFilters, hasSearchPoint, withoutFilter } from '../lib/filters.ts';
import { countText } from '../lib/format.ts';
import { ActiveFilters } from './active-filters.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { PublicTutorCard } from './public-tutor-card.tsx';
import { SearchEmpty, SearchError, SearchLoading } from './search-states.tsx';
import { SortSelect } from './sort-select.tsx';
import { UnderstoodLine } from './understood-line.tsx';

/**
 * The signed-out Find: verified tutors near a typed place or the browser's location, the teacher
 * filters and orders, the real count, and cards that lead to the public profiles. Everything is in the URL.
 */
export function PublicFind() {
  const { t } = useTranslation('search');
  const headingId = useId();
  const { filters, applyFilters, clearFilters } = useFindParams('teacher', { tabs: false });
  const query = usePublicTutors(filters);
  const first = query.data?.pages[0];
  const shared = filters.lat && filters.lng ? { latitude: Number(filters.lat), longitude: Number(filters.lng) } : null;
  const origin = first?.understood.place ?? shared;
  const tutors = query.data?.pages.flatMap((page) => page.tutors) ?? [];
  const showCount = !!first && !query.isPlaceholderData;

  // Find with unchanged filters searches again instead of doing nothing.
  const apply = (next: typeof filters) => {
    if (JSON.stringify(next) === JSON.stringify(filters)) void query.refetch();
    else applyFilters(next);
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('public.title')}</h1>
        <p className="text-slate-600">{t('public.intro')}</p>
      </div>
      <section aria-labelledby={headingId} className="grid gap-4">
        <FilterPanel target="teacher" filters={filters} onApply={apply} onClear={clearFilters} signedOut />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900" aria-live="polite" aria-atomic="true" data-testid="found-count">
            {showCount ? countText(t, 'teacher', first.total, first.totalIsCapped) : t('results.listTutors')}
          </h2>
          <SortSelect
            value={filters.sort}
            onChange={(sort) => applyFilters({ ...filters, sort })}
            canSortByDistance={hasSearchPoint(filters) || !!first?.understood.place}
          />
        </div>
        {first ? <UnderstoodLine understood={first.understood} /> : null}
        <ActiveFilters filters={activeFilters(t, filters)} onRemove={(key) => applyFilters(withoutFilter(filters, key))} />
        {query.isPending ? (
          <SearchLoading target="teacher" />
        ) : query.isError && !tutors.length ? (
          <SearchError target="teacher" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : !tutors.length ? (
          <SearchEmpty target="teacher" />
        ) : (
          <div className="grid gap-6">
            <ul
              aria-label={t('results.listTutors')}
              aria-busy={query.isPlaceholderData || undefined}
              className={cn('grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3', query.isPlaceholderData && 'opacity-60')}
            >
              {tutors.map((tutor) => (
                <li key={tutor.id} className="min-w-0">
                  <PublicTutorCard tutor={tutor} origin={origin} />
                </li>
              ))}
            </ul>
            <LoadMore query={query} failedText={t('results.loadMoreFailed')} />
          </div>
        )}
        <p className="text-sm text-slate-600">{t('public.signInHint')}</p>
      </section>
    </div>
  );
}
