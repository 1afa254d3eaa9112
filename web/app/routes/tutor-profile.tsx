import { Suspense, useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { tutorProfilePath } from '../../../contract/tutor-profile-paths.ts';
import { isTutorNotFound, useTutorProfile, type ViewerPoint } from '../../features/tutor-profiles/api/get-tutor-profile.ts';
import { useTutorReviews } from '../../features/tutor-profiles/api/get-tutor-reviews.ts';
import { ContactSignupDialog } from '../../features/tutor-profiles/components/contact-signup-dialog.tsx';
import { TutorProfileError, TutorProfileLoading, TutorProfileNotFound } from '../../features/tutor-profiles/components/tutor-profile-states.tsx';
import { TutorProfileView } from '../../features/tutor-profiles/components/tutor-profile-view.tsx';
import { TutorBookingSection } from '../../features/lessons/components/tutor-booking-section.tsx';
import { fullName, profileMeta } from '../../features/tutor-profiles/lib/format.ts';
import { addressLanguage } from '../../i18n/languages.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { getToken } from '../../lib/auth-token.ts';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { dropPrerenderedPage } from '../prerendered-page.ts';
import { useOptionalSignedIn } from '../session-context.ts';

/**
 * A signed-in viewer's actions (the request composer, the chat, reviews: web/app/tutor-profile-signed-in.tsx): a chunk
 * of their own, so a signed-out visitor, who reads the profile and gets the join dialog, does not download them.
 * With a stored session it downloads with this screen's code.
 */
const SignedInProfile = lazyWithRetry(() => import('../tutor-profile-signed-in.tsx'));
if (getToken()) void SignedInProfile.preload();

/** The place a visitor chose on Find (its links carry it), for "2.5 km away"; none without a valid pair. */
function viewerPointOf(params: URLSearchParams): ViewerPoint | null {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  const valid = params.has('lat') && params.has('lng') && Number.isFinite(lat) && Number.isFinite(lng);
  return valid && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/**
 * /tutors/{slug}: a KYC-approved tutor's public profile, signed out (the public shell) or signed in (the app shell).
 * An old address (the name changed) is replaced by the current one. Signed out, Send Request and Message ask the
 * visitor to join first and complete afterwards (web/app/pending-contact.tsx).
 */
export default function TutorProfileRoute() {
  const { t } = useTranslation('tutor-profiles');
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const point = useMemo(() => viewerPointOf(params), [params]);
  const viewer = useOptionalSignedIn();
  const query = useTutorProfile(slug, point);
  // The first page of reviews is asked for with the profile, not once the profile has rendered.
  const reviews = useTutorReviews(slug);
  const profile = query.data;
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (profile && profile.slug !== slug) {
      void navigate({ pathname: tutorProfilePath(profile.slug), search: location.search, hash: location.hash }, { replace: true });
    }
  }, [profile, slug, navigate, location.search, location.hash]);

  const meta = profile ? profileMeta(profile) : undefined;
  const notFound = query.isError && isTutorNotFound(query.error);
  useDocumentTitle(meta?.title ?? (notFound ? t('page.notFoundTitle') : undefined));
  // A language's own address (`?lang=hi`, as the server canonicalises it) stays canonical as itself.
  const canonicalPath = profile ? tutorProfilePath(profile.slug, addressLanguage(location.search) ?? undefined) : undefined;
  usePageMeta({ description: meta?.description, canonicalPath });

  // The server's copy of the profile (if the page came with one) stays until this screen can show as much: the profile
  // and its first reviews, or why not. Removed before the browser paints, so the screen replaces it in one frame.
  const ready = !query.isPending && (query.isError || !reviews.isPending);
  useLayoutEffect(() => {
    if (ready) dropPrerenderedPage();
  }, [ready]);

  if (query.isPending) return <TutorProfileLoading />;
  if (query.isError) return notFound ? <TutorProfileNotFound /> : <TutorProfileError error={query.error} onRetry={() => void query.refetch()} />;
  if (!viewer) {
    const name = fullName(profile!);
    const path = tutorProfilePath(profile!.slug);
    return (
      <TutorProfileView
        profile={profile!}
        bookingSection={<TutorBookingSection teacherId={profile!.id} tutorName={name} viewer={{ kind: 'signed-out' }} />}
        actions={
          <>
            <ContactSignupDialog kind="request" tutorId={profile!.id} tutorName={name} path={path} />
            <ContactSignupDialog kind="message" tutorId={profile!.id} tutorName={name} path={path} />
          </>
        }
      />
    );
  }
  return (
    <Suspense fallback={<TutorProfileView profile={profile!} actions={null} />}>
      <SignedInProfile profile={profile!} viewer={viewer} />
    </Suspense>
  );
}
