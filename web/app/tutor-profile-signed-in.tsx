import { useQueryClient } from '@tanstack/react-query';
import { PencilLine } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicTutorProfile } from '../../contract/tutor-profiles.ts';
import { Button } from '../components/ui/button.tsx';
import { useChildren } from '../features/families/api/get-children.ts';
import { TutorBookingSection, type BookingViewer } from '../features/lessons/components/tutor-booking-section.tsx';
import { getActiveChildId } from '../lib/active-child.ts';
import { useReceivedRequests } from '../features/requests/api/get-received-requests.ts';
import { useSentRequests } from '../features/requests/api/get-sent-requests.ts';
import { SendRequestButton } from '../features/requests/components/send-request-button.tsx';
import { sendButtonState } from '../features/requests/lib/send-state.ts';
import { WriteReviewDialog } from '../features/reviews/components/write-review-dialog.tsx';
import { MessageButton } from '../features/search/components/message-button.tsx';
import { TUTOR_PROFILES_KEY } from '../features/tutor-profiles/api/get-tutor-profile.ts';
import { TutorProfileView } from '../features/tutor-profiles/components/tutor-profile-view.tsx';
import { fullName } from '../features/tutor-profiles/lib/format.ts';
import { usePendingContact } from './pending-contact.tsx';
import type { SignedInContext } from './session-context.ts';

/**
 * Signed in: a student or parent gets Send Request (the request composer) and Message, and once connected
 * "Write a review" (a parent reviews for their child) and Book a lesson; the tutor themself a way to edit; another
 * teacher only reads.
 */
export default function SignedInProfile({ profile, viewer }: { profile: PublicTutorProfile; viewer: SignedInContext }) {
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
  const children = useChildren(user.userType === 'parent').data;
  const bookingViewer: BookingViewer = contacts
    ? {
        kind: 'family',
        connected,
        familyChildren: (children ?? []).map((child) => ({ id: child.id, firstName: child.firstName })),
        activeChildId: getActiveChildId(),
      }
    : { kind: 'other' };

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

  // Book a lesson (or a free demo) once connected; before that, how to get there (the lessons feature).
  const bookingSection = <TutorBookingSection teacherId={profile.id} tutorName={name} viewer={bookingViewer} />;
  return <TutorProfileView profile={profile} actions={actions} contactNote={pending.note} reviewAction={reviewAction} bookingSection={bookingSection} />;
}
