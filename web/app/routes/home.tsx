import { MessageSquare, UserPlus, type LucideIcon } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Counters } from '../../../contract/requests.ts';
import type { User } from '../../../contract/users.ts';
import { NearbyPanel } from '../../features/nearby/components/nearby-panel.tsx';
import { useCounters } from '../../features/requests/api/get-counters.ts';
import { i18n } from '../../i18n/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';
import { dropSignedInPreview } from '../../lib/signed-in-preview.ts';
import { OptionalPart } from '../deferred.tsx';
import { HOME_NEARBY_LIMIT } from '../home-data.ts';
import { useSendRequestAction } from '../send-request-action.tsx';
import { useSignedIn } from '../session-context.ts';
import { MeetStudentsGate, studentsHiddenFrom } from '../teacher-gate.tsx';

// Not needed for the first paint of a located user's home, so not in the shell's chunk: the location prompt,
// shown only until the location is verified.
const LocationVerificationCard = lazyWithRetry<{ user: User }>(() =>
  import('../../features/location/components/location-verification-card.tsx').then((m) => ({ default: m.LocationVerificationCard })),
);
// A parent's children (and, with none yet, the "Add your child" step).
const ChildrenPanel = lazyWithRetry<object>(() =>
  Promise.all([import('../../features/families/components/children-panel.tsx'), i18n.loadNamespaces(['families', 'requirements'])]).then(([m]) => ({
    default: m.ChildrenPanel,
  })),
);

/** The two home counters (spec §2), each linking to its screen. */
const counters: { to: string; label: 'home.unreadMessages' | 'home.pendingRequests'; icon: LucideIcon; key: keyof Counters }[] = [
  { to: '/messages', label: 'home.unreadMessages', icon: MessageSquare, key: 'unreadMessages' },
  { to: '/request', label: 'home.pendingRequests', icon: UserPlus, key: 'pendingRequests' },
];

/** A located user's nearest users, each card with its Send Request action. */
function HomeNearbyPanel({ title }: { title: string }) {
  return <NearbyPanel radiusKm={50} limit={HOME_NEARBY_LIMIT} title={title} renderRequestAction={useSendRequestAction()} />;
}

/** Home dashboard (spec §2): welcome, the location prompt until verified, counters, then nearby users. */
export default function HomeRoute() {
  const { t } = useTranslation('layout');
  const { user, profile } = useSignedIn();
  const hidden = studentsHiddenFrom(user);
  const countersQuery = useCounters();
  const counts = countersQuery.data;
  useDocumentTitle(t('home.documentTitle'));
  // The static copy of this screen (web/lib/signed-in-preview.ts) goes in the commit that shows the real one.
  useLayoutEffect(dropSignedInPreview, []);
  return (
    <section aria-labelledby="home-title" className="mx-auto grid w-full max-w-5xl gap-6">
      <div>
        <h1 id="home-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('home.welcome', { name: user.firstName })}
        </h1>
        <p className="mt-1 text-slate-600">{t('home.subtitle')}</p>
      </div>
      {hidden ? <MeetStudentsGate profile={profile} place="home" /> : null}
      {user.userType === 'parent' ? (
        <OptionalPart>
          <ChildrenPanel />
        </OptionalPart>
      ) : null}
      {user.isLocationVerified ? null : (
        <OptionalPart>
          <LocationVerificationCard user={user} />
        </OptionalPart>
      )}
      <ul className="grid gap-3 sm:grid-cols-2">
        {counters.map(({ to, label, icon: Icon, key }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex flex-col-reverse">
                <span className="font-semibold text-slate-900">{t(label)}</span>
                <span className="text-2xl leading-tight font-bold text-slate-900 tabular-nums" data-testid={`home-${key}`}>
                  {counts ? (
                    counts[key]
                  ) : (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">{countersQuery.isError ? t('home.countUnavailable') : t('home.countLoading')}</span>
                    </>
                  )}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {user.isLocationVerified && !hidden ? <HomeNearbyPanel title={user.userType === 'teacher' ? t('home.nearbyStudents') : t('home.nearbyTutors')} /> : null}
    </section>
  );
}
