import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NEARBY_HOME_RADIUS_KM, NEARBY_REFRESH_MS } from '../../../../contract/constants.ts';
import type { NearbyUser } from '../../../../contract/nearby.ts';
import type { User } from '../../../../contract/users.ts';
import type { CardActionRenderer } from '../../../lib/card-target.ts';
import { cn } from '../../../lib/utils.ts';
import { useNearbyUsers } from '../api/get-nearby-users.ts';
import { isLocationRequired } from '../api/nearby-query.ts';
import { nearbyTitle, oppositeType, showingText, verifiedLocation } from '../lib/viewer.ts';
import { NearbyCount } from './nearby-count.tsx';
import { NearbyList } from './nearby-list.tsx';
import { LiveFooter, LocationRequired } from './nearby-states.tsx';

interface NearbyFindTabProps {
  viewer: User;
  layout: 'grid' | 'list';
  /** Shown above the list (the route's stats strip). */
  header?: ReactNode;
  renderAmount?: (user: NearbyUser) => ReactNode;
  renderRequestAction?: CardActionRenderer;
  renderMessageAction?: CardActionRenderer;
  /** Filters the page adds above the list, and how they narrow or reorder it (applied to the loaded users). */
  controls?: ReactNode;
  select?: (users: NearbyUser[]) => NearbyUser[];
}

/** The find page's Nearest tab: the users within 50 km (mounted only while the tab is open, so it polls only then). */
export function NearbyFindTab({ viewer, layout, header, renderAmount, renderRequestAction, renderMessageAction, controls, select }: NearbyFindTabProps) {
  const { t } = useTranslation('nearby');
  const type = oppositeType(viewer.userType);
  const location = verifiedLocation(viewer);
  const query = useNearbyUsers({ userType: type, radius: NEARBY_HOME_RADIUS_KM }, { enabled: !!location });
  const locationMissing = !location || isLocationRequired(query.error);

  return (
    <section aria-labelledby="find-nearest-title" className="@container grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="find-nearest-title" className="text-lg font-semibold text-slate-900">
          {nearbyTitle(t, type)}
        </h2>
        {query.data && !locationMissing ? (
          <NearbyCount count={select ? select(query.data.users).length : query.data.users.length} hasMore={query.data.hasMore} />
        ) : null}
      </div>
      {locationMissing ? (
        <LocationRequired />
      ) : (
        <>
          <p className="-mt-2 text-sm text-slate-600">{showingText(t, type, NEARBY_HOME_RADIUS_KM, query.data && (select ? select(query.data.users) : query.data.users))}</p>
          {header}
          {controls}
          <NearbyList
            query={query}
            select={select}
            savedLocation={location}
            renderAmount={renderAmount}
            renderRequestAction={renderRequestAction}
            renderMessageAction={renderMessageAction}
            className={cn(layout === 'grid' ? '@xl:grid-cols-2 @4xl:grid-cols-3' : 'grid-cols-1')}
          />
          <LiveFooter seconds={NEARBY_REFRESH_MS / 1000} />
        </>
      )}
    </section>
  );
}
