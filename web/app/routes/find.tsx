import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../../../contract/search.ts';
import { NearbyFindTab } from '../../features/nearby/components/nearby-find-tab.tsx';
import { oppositeType } from '../../features/nearby/lib/viewer.ts';
import { WriteReviewDialog } from '../../features/reviews/components/write-review-dialog.tsx';
import { usePatchSearchResult } from '../../features/search/api/search-users.ts';
import { FindAllPanel } from '../../features/search/components/find-all-panel.tsx';
import { PublicFind } from '../../features/search/components/public-find.tsx';
import { FindTabs } from '../../features/search/components/find-tabs.tsx';
import { NearestControls } from '../../features/search/components/nearest-controls.tsx';
import { selectNearest } from '../../features/search/lib/nearest-selection.ts';
import { ViewToggle } from '../../features/search/components/view-toggle.tsx';
import { useFindParams } from '../../features/search/hooks/use-find-params.ts';
import { AmountText } from '../../features/search/components/amount-text.tsx';
import { fullName } from '../../features/search/lib/format.ts';
import { PlatformStats } from '../../features/stats/components/platform-stats.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { renderMessageAction } from '../message-action.tsx';
import { useSendRequestAction } from '../send-request-action.tsx';
import { useOptionalSignedIn, type SignedInContext } from '../session-context.ts';
import { MeetStudentsGate, studentsHiddenFrom } from '../teacher-gate.tsx';

/**
 * /find (spec §2): students find teachers, teachers find students; nearest within 50 km, or all with filters.
 * Signed out: verified tutors near a place or the browser's location, in the public shell.
 */
export default function FindRoute() {
  const session = useOptionalSignedIn();
  return session ? <SignedInFind session={session} /> : <PublicFindRoute />;
}

function PublicFindRoute() {
  const { t } = useTranslation('search');
  useDocumentTitle(t('public.title'));
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PublicFind />
    </div>
  );
}

function SignedInFind({ session }: { session: SignedInContext }) {
  const { t } = useTranslation('layout');
  const { user, profile } = session;
  const target = oppositeType(user.userType);
  const title = target === 'teacher' ? t('find.teachersTitle') : t('find.studentsTitle');
  const { filters, tab, view, applyFilters, clearFilters, updateFilters, setTab, setView } = useFindParams(target);
  const patchResult = usePatchSearchResult();
  const renderSendRequest = useSendRequestAction();
  useDocumentTitle(title);

  // A student reviews a teacher they are connected with; the card then shows the new rating.
  const renderActions =
    user.userType !== 'teacher'
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
          {target === 'teacher' ? t('find.teachersIntro') : t('find.studentsIntro')}
        </p>
      </div>
      {studentsHiddenFrom(user) ? (
        <MeetStudentsGate profile={profile} place="students" />
      ) : (
        <FindTabs
          value={tab}
          onValueChange={setTab}
          toolbar={<ViewToggle value={view} onChange={setView} />}
          nearest={
            <NearbyFindTab
              viewer={user}
              layout={view}
              header={<PlatformStats />}
              renderAmount={(found) => <AmountText result={found} />}
              renderRequestAction={renderSendRequest}
              renderMessageAction={renderMessageAction}
              // Students: the subject, rating and order apply to the nearest teachers in the page (nearest-selection.ts).
              controls={target === 'teacher' ? <NearestControls filters={filters} onChange={updateFilters} /> : undefined}
              select={target === 'teacher' ? (users) => selectNearest(users, filters) : undefined}
            />
          }
          all={
            <FindAllPanel
              target={target}
              filters={filters}
              view={view}
              onApply={applyFilters}
              onClear={clearFilters}
              hasSavedLocation={user.isLocationVerified}
              renderRequestAction={renderSendRequest}
              renderActions={renderActions}
              stats={<PlatformStats />}
            />
          }
        />
      )}
    </div>
  );
}
