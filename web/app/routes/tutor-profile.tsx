import { useQueryClient } from '@tanstack/react-query';
import { PencilLine } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { tutorProfilePath, type PublicTutorProfile } from '../../../contract/tutor-profiles.ts';
import { Button } from '../../components/ui/button.tsx';
import { useReceivedRequests } from '../../features/requests/api/get-received-requests.ts';
import { useSentRequests } from '../../features/requests/api/get-sent-requests.ts';
import { SendRequestButton } from '../../features/requests/components/send-request-button.tsx';
import { sendButtonState } from '../../features/requests/lib/send-state.ts';
import { WriteReviewDialog } from '../../features/reviews/components/write-review-dialog.tsx';
import { MessageButton } from '../../features/search/components/message-button.tsx';
import { isTutorNotFound, TUTOR_PROFILES_KEY, useTutorProfile, type ViewerPoint } from '../../features/tutor-profiles/api/get-tutor-profile.ts';
import { ContactSignupDialog } from '../../features/tutor-profiles/components/contact-signup-dialog.tsx';
import { TutorProfileError, TutorProfileLoading, TutorProfileNotFound } from '../../features/tutor-profiles/components/tutor-profile-states.tsx';
import { TutorProfileView } from '../../features/tutor-profiles/components/tutor-profile-view.tsx';
import { fullName, profileMeta } from '../../features/tutor-profiles/lib/format.ts';
import { addressLanguage } from '../../i18n/languages.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { usePendingContact } from '../pending-contact.tsx';
import { useOptionalSignedIn, type SignedInContext } from '../session-context.ts';

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

  if (query.isPending) return <TutorProfileLoading />;
  if (query.isError) return notFound ? <TutorProfileNotFound /> : <TutorProfileError error={query.error} onRetry={() => void query.refetch()} />;
  if (!viewer) {
    const name = fullName(profile!);
    const path = tutorProfilePath(profile!.slug);
    return (
      <TutorProfileView
        profile={profile!}
        actions={
          <>
            <ContactSignupDialog kind="request" tutorId={profile!.id} tutorName={name} path={path} />
            <ContactSignupDialog kind="message" tutorId={profile!.id} tutorName={name} path={path} />
          </>
        }
      />
    );
  }
  return <SignedInProfile profile={profile!} viewer={viewer} />;
}

/**
 * Signed in: a student or parent gets Send Request (the request composer) and Message, and once connected
 * "Write a review" (a parent reviews for their child); the tutor themself a way to edit; another teacher only reads.
 */
function SignedInProfile({ profile, viewer }: { profile: PublicTutorProfile; viewer: SignedInContext }) {
  const { t } = useTranslation('tutor-profiles');
  const queryClient = useQueryClient();
  const sent = useSentRequests().data;
  const received = useReceivedRequests().data;
  const name = fullName(profile);
  const tutor = useMemo(() => ({ id: profile.id, name }), [profile.id, name]);
  const pending = usePendingContact(tutor, viewer);
  const { user } = viewer;
  const connected = sendButtonState({ target: { id: profile.id, isConnected: false }, sent, received }) === 'connected';
  const target = { id: profile.id, name, userType: 'teacher' as const, isConnected: connected, isVerified: true };
  const contacts = user.userType === 'student' || user.userType === 'parent';

  const actions =
    user.id === profile.id ? (
      <>
        <p className="text-sm text-slate-700">{t('contact.ownProfile')}</p>
        <Button asChild variant="outline" size="lg">
          <Link to="/profile/edit">
            <PencilLine aria-hidden="true" />
            {t('contact.editProfile')}
          </Link>
        </Button>
      </>
    ) : contacts ? (
      <>
        {pending.isPending ? null : <SendRequestButton target={target} sent={sent} received={received} className="h-11 w-full text-base" />}
        <MessageButton target={target} className="h-11 w-full flex-none text-base" />
      </>
    ) : (
      <p className="text-sm text-slate-700">{t('contact.teacherViewer', { name: profile.firstName })}</p>
    );

  // A review changes the rating and the list: both are read again.
  const reviewAction =
    contacts && connected ? (
      <WriteReviewDialog
        teacherId={profile.id}
        teacherName={name}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: [...TUTOR_PROFILES_KEY, profile.slug] })}
      />
    ) : null;

  return <TutorProfileView profile={profile} actions={actions} contactNote={pending.note} reviewAction={reviewAction} />;
}
