import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import type { ChatPartner } from '../../../contract/chat.ts';
import { MessagesScreen } from '../../features/chat/components/messages-screen.tsx';
import { useDirections } from '../../features/nearby/hooks/use-directions.ts';
import { verifiedLocation } from '../../features/nearby/lib/viewer.ts';
import { checkImageFile } from '../../features/profiles/lib/image-file.ts';
import { WriteReviewDialog } from '../../features/reviews/components/write-review-dialog.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSignedIn } from '../session-context.ts';

/**
 * /messages, /messages/{userId} and the same under /old (spec §2). The chat feature gets the directions helper of
 * the nearby feature, the image checks of the profile photo and the reviews feature's Write a review dialog (the
 * chat header's menu offers it for a teacher the viewer may review) from here, so features stay independent.
 */
export default function MessagesRoute() {
  const { t } = useTranslation('layout');
  const { user } = useSignedIn();
  const { userId = null } = useParams();
  const { pathname } = useLocation();
  const basePath = pathname.startsWith('/old/') ? '/old/messages' : '/messages';
  const { openDirections, pendingId } = useDirections(verifiedLocation(user));
  useDocumentTitle(t('messages.documentTitle'));
  const [reviewing, setReviewing] = useState<ChatPartner | null>(null);

  // No point (null) becomes NaN, which openDirections treats as 'Location Not Available'.
  const onDirections = (partner: ChatPartner) =>
    void openDirections({
      id: partner.userId,
      userType: partner.userType === 'teacher' ? 'teacher' : 'student',
      latitude: partner.latitude ?? Number.NaN,
      longitude: partner.longitude ?? Number.NaN,
    });

  return (
    <>
      <MessagesScreen
        me={user}
        basePath={basePath}
        partnerId={userId}
        onDirections={onDirections}
        directionsBusy={pendingId !== null && pendingId === userId}
        checkImage={checkImageFile}
        onWriteReview={setReviewing}
      />
      {reviewing ? (
        <WriteReviewDialog
          teacherId={reviewing.userId}
          teacherName={reviewing.name}
          open
          onOpenChange={(open) => (open ? undefined : setReviewing(null))}
        />
      ) : null}
    </>
  );
}
