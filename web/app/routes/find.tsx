import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { NEARBY_HOME_RADIUS_KM, NEARBY_REFRESH_MS } from '../../../contract/constants.ts';
import type { SearchResult } from '../../../contract/search.ts';
import type { User } from '../../../contract/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { useNearbyUsers } from '../../features/nearby/api/get-nearby-users.ts';
import { isLocationRequired } from '../../features/nearby/api/nearby-query.ts';
import { NearbyCount } from '../../features/nearby/components/nearby-count.tsx';
import { NearbyList } from '../../features/nearby/components/nearby-list.tsx';
import { LiveFooter, LocationRequired } from '../../features/nearby/components/nearby-states.tsx';
import { nearbyTitle, oppositeType, showingText, verifiedLocation } from '../../features/nearby/lib/viewer.ts';
import { WriteReviewDialog } from '../../features/reviews/components/write-review-dialog.tsx';
import { usePatchSearchResult } from '../../features/search/api/search-users.ts';
import { FindAllPanel } from '../../features/search/components/find-all-panel.tsx';
import { FindTabs } from '../../features/search/components/find-tabs.tsx';
import { ViewToggle } from '../../features/search/components/view-toggle.tsx';
import { useFindParams } from '../../features/search/hooks/use-find-params.ts';
import type { ViewMode } from '../../features/search/lib/filters.ts';
import { amountText, fullName } from '../../features/search/lib/format.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { cn } from '../../lib/utils.ts';
import { renderSendRequest } from '../send-request-action.tsx';
import { useSignedIn } from '../session-context.ts';

/** Message, beside Send Request and Directions on a Nearest card (the All tab's cards have their own). */
function MessageLink({ userId, name }: { userId: string; name: string }) {
  return (
    <Button asChild size="sm" variant="outline" className="basis-full">
      <Link to={`/messages/${userId}`}>
        <MessageSquare aria-hidden="true" />
        Message<span className="sr-only"> {name}</span>
      </Link>
    </Button>
  );
}

/** The Nearest tab: the nearby feature's list for 50 km (mounted only while the tab is open, so it polls only then). */
function NearestTab({ viewer, view }: { viewer: User; view: ViewMode }) {
  const type = oppositeType(viewer.userType);
  const location = verifiedLocation(viewer);
  const query = useNearbyUsers({ userType: type, radius: NEARBY_HOME_RADIUS_KM }, { enabled: !!location });
  const locationMissing = !location || isLocationRequired(query.error);

  return (
    <section aria-labelledby="find-nearest-title" className="@container grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="find-nearest-title" className="text-lg font-semibold text-slate-900">
          {nearbyTitle(type)}
        </h2>
        {query.data && !locationMissing ? <NearbyCount count={query.data.users.length} hasMore={query.data.hasMore} /> : null}
      </div>
      {locationMissing ? (
        <LocationRequired />
      ) : (
        <>
          <p className="-mt-2 text-sm text-slate-600">{showingText(type, NEARBY_HOME_RADIUS_KM)}</p>
          <NearbyList
            query={query}
            savedLocation={location}
            renderAmount={amountText}
            renderRequestAction={renderSendRequest}
            renderActions={(found) => <MessageLink userId={found.id} name={`${found.firstName} ${found.lastName ?? ''}`.trim()} />}
            className={cn(view === 'grid' ? '@xl:grid-cols-2 @4xl:grid-cols-3' : 'grid-cols-1')}
          />
          <LiveFooter seconds={NEARBY_REFRESH_MS / 1000} />
        </>
      )}
    </section>
  );
}

/** /find (spec §2): students find teachers, teachers find students; nearest within 50 km, or all with filters. */
export default function FindRoute() {
  const { user } = useSignedIn();
  const target = oppositeType(user.userType);
  const title = target === 'teacher' ? 'Find Teachers' : 'Find Students';
  const { filters, tab, view, applyFilters, clearFilters, setTab, setView } = useFindParams(target);
  const patchResult = usePatchSearchResult();
  useDocumentTitle(title);

  // A student reviews a teacher they are connected with; the card then shows the new rating.
  const renderActions =
    user.userType === 'student'
      ? (result: SearchResult) =>
          result.userType === 'teacher' && result.isConnected ? (
            <WriteReviewDialog
              teacherId={result.id}
              teacherName={fullName(result)}
              onSaved={({ teacher }) => patchResult(result.id, teacher)}
            />
          ) : null
      : undefined;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="text-slate-600">
          {target === 'teacher'
            ? 'Verified tutors near you, or search every teacher by subject, location and verification.'
            : 'Students near you, or search every student by class, location and verification.'}
        </p>
      </div>
      <FindTabs
        value={tab}
        onValueChange={setTab}
        toolbar={<ViewToggle value={view} onChange={setView} />}
        nearest={<NearestTab viewer={user} view={view} />}
        all={
          <FindAllPanel
            target={target}
            filters={filters}
            view={view}
            onApply={applyFilters}
            onClear={clearFilters}
            renderRequestAction={renderSendRequest}
            renderActions={renderActions}
          />
        }
      />
    </div>
  );
}
