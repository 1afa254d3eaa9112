import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NearbyUser } from '../../../../contract/nearby.ts';
import type { CardActionRenderer } from '../../../lib/card-target.ts';
import type { NearbyPage } from '../api/nearby-query.ts';
import { isLocationRequired } from '../api/nearby-query.ts';
import { useDirections } from '../hooks/use-directions.ts';
import { cn } from '../../../lib/utils.ts';
import { LocationRequired, NearbyEmpty, NearbyError, NearbyLoading } from './nearby-states.tsx';
import { NearbyUserCard } from './nearby-user-card.tsx';

interface NearbyListProps {
  query: UseQueryResult<NearbyPage, Error>;
  /** The viewer's saved location: the directions origin when the device position cannot be had. */
  savedLocation: { latitude: unknown; longitude: unknown } | null;
  /** Show at most this many (nearest first). */
  limit?: number;
  /** Narrows or reorders the loaded users (the find page's Nearest tab filters). */
  select?: (users: NearbyUser[]) => NearbyUser[];
  compact?: boolean;
  emptyHint?: ReactNode;
  className?: string;
  /** Each card's first action, from the route (Send Request). */
  renderRequestAction?: CardActionRenderer;
  /** Each card's Message action, from the route. */
  renderMessageAction?: CardActionRenderer;
  /** Extra actions a page adds to each card. */
  renderActions?: (user: NearbyUser) => ReactNode;
  /** A Fee/Budget line a page adds to each card (the find page). */
  renderAmount?: (user: NearbyUser) => ReactNode;
}

/** The nearby users of one query, with its loading, empty, error and location-required states. */
export function NearbyList({
  query,
  savedLocation,
  limit,
  select,
  compact = false,
  emptyHint,
  className,
  renderRequestAction,
  renderMessageAction,
  renderActions,
  renderAmount,
}: NearbyListProps) {
  const { t } = useTranslation('nearby');
  const { openDirections, pendingId } = useDirections(savedLocation);

  if (query.isPending) return <NearbyLoading />;
  if (query.isError && isLocationRequired(query.error)) return <LocationRequired />;
  if (query.isError && !query.data) {
    return <NearbyError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const selected = select ? select(query.data.users) : query.data.users;
  const users = limit === undefined ? selected : selected.slice(0, limit);
  if (!users.length) return <NearbyEmpty hint={emptyHint} />;

  return (
    <ul
      aria-label={t('list.label')}
      aria-busy={query.isPlaceholderData || undefined}
      className={cn('grid gap-4 transition-opacity', query.isPlaceholderData && 'opacity-60', className)}
    >
      {users.map((user) => (
        <li key={user.id} className="min-w-0 [contain-intrinsic-size:auto_18rem] [content-visibility:auto]">
          <NearbyUserCard
            user={user}
            compact={compact}
            onDirections={(target) => void openDirections(target)}
            directionsPending={pendingId === user.id}
            renderRequestAction={renderRequestAction}
            renderMessageAction={renderMessageAction}
            actions={renderActions?.(user)}
            amount={renderAmount?.(user)}
          />
        </li>
      ))}
    </ul>
  );
}
