import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { cn } from '../../../lib/utils.ts';
import { isLocationRequired } from '../api/get-requirements.ts';
import type { RequirementsData } from '../api/requirements-keys.ts';
import { RequirementCard } from './requirement-card.tsx';
import { NearestNeedsLocation, RequirementsEmpty, RequirementsError, RequirementsLoading } from './requirement-states.tsx';

interface RequirementResultsProps {
  query: UseInfiniteQueryResult<RequirementsData, Error>;
  /** Filters narrow the list: the empty state offers Clear filters. */
  filtered: boolean;
  showMatch: boolean;
  onClearFilters: () => void;
  onSortRecent: () => void;
}

/** The loaded pages as cards with Load more, and the loading, empty, error and location-needed states. */
export function RequirementResults({ query, filtered, showMatch, onClearFilters, onSortRecent }: RequirementResultsProps) {
  const { t } = useTranslation('requirements');
  if (query.isPending) return <RequirementsLoading />;
  if (query.isError && isLocationRequired(query.error)) return <NearestNeedsLocation onRecent={onSortRecent} />;
  const requirements = query.data?.pages.flatMap((page) => page.requirements) ?? [];
  if (!requirements.length) {
    // A failed (re)fetch with nothing to show offers a retry; a failed refetch over loaded cards keeps them.
    return query.isError ? (
      <RequirementsError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <RequirementsEmpty filtered={filtered} onClear={onClearFilters} />
    );
  }

  return (
    <div className="grid gap-6">
      <ul
        aria-label={t('states.listLabel')}
        aria-busy={query.isPlaceholderData || undefined}
        className={cn('grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3', query.isPlaceholderData && 'opacity-60')}
      >
        {requirements.map((requirement) => (
          <li key={requirement.id} className="min-w-0">
            <RequirementCard requirement={requirement} showMatch={showMatch} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} failedText={t('states.loadMoreFailed')} />
    </div>
  );
}
