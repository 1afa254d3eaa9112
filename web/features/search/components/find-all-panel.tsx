import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../../../../contract/search.ts';
import type { CardActionRenderer } from '../../../lib/card-target.ts';
import { useSearchUsers } from '../api/search-users.ts';
import { activeFilters, hasSearchPoint, searchPath, withoutFilter, type FindFilters, type SearchTarget, type ViewMode } from '../lib/filters.ts';
import { countText } from '../lib/format.ts';
import { ActiveFilters } from './active-filters.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { SearchResults } from './search-results.tsx';
import { SortSelect } from './sort-select.tsx';
import { UnderstoodLine } from './understood-line.tsx';

interface FindAllPanelProps {
  target: SearchTarget;
  filters: FindFilters;
  view: ViewMode;
  onApply: (filters: FindFilters) => void;
  onClear: () => void;
  /** The viewer has a saved location: distances (and Nearest) work without a place. */
  hasSavedLocation: boolean;
  /** Each card's first action, from the route (Send Request). */
  renderRequestAction?: CardActionRenderer;
  renderActions?: (result: SearchResult) => ReactNode;
  /** Shown above the results (the route's stats strip). */
  stats?: ReactNode;
}

/** The All tab: filters, the order (teachers), what the free text meant, the real count and the results. */
export function FindAllPanel({ target, filters, view, onApply, onClear, hasSavedLocation, renderRequestAction, renderActions, stats }: FindAllPanelProps) {
  const { t } = useTranslation('search');
  const headingId = useId();
  const query = useSearchUsers(target, filters);
  const first = query.data?.pages[0];
  const showCount = !!first && !query.isPlaceholderData && !(query.isError && !first.results.length);

  // Find with unchanged filters searches again instead of doing nothing.
  const apply = (next: FindFilters) => {
    if (searchPath(target, next) === searchPath(target, filters)) void query.refetch();
    else onApply(next);
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <FilterPanel target={target} filters={filters} onApply={apply} onClear={onClear} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {target === 'teacher' ? t('results.allTeachers') : t('results.allStudents')}
        </h2>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p aria-live="polite" aria-atomic="true" className="text-sm font-semibold text-slate-700" data-testid="found-count">
            {showCount ? countText(t, target, first.total, first.totalIsCapped) : null}
          </p>
          {target === 'teacher' ? (
            <SortSelect
              value={filters.sort}
              onChange={(sort) => onApply({ ...filters, sort })}
              canSortByDistance={hasSavedLocation || hasSearchPoint(filters) || !!first?.understood.place}
            />
          ) : null}
        </div>
      </div>
      {first ? <UnderstoodLine understood={first.understood} /> : null}
      {stats}
      <ActiveFilters filters={activeFilters(t, filters)} onRemove={(key) => onApply(withoutFilter(filters, key))} />
      <SearchResults target={target} query={query} view={view} renderRequestAction={renderRequestAction} renderActions={renderActions} />
    </section>
  );
}
