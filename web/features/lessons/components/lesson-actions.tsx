import { CalendarClock, Check, CircleCheck, CircleX, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lesson, LessonOutcome } from '../../../../contract/lessons.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAcceptLesson } from '../api/accept-lesson.ts';
import { useCancelLesson } from '../api/cancel-lesson.ts';
import { useDeclineLesson } from '../api/decline-lesson.ts';
import { OutcomeDialog } from './outcome-dialog.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';

type OpenDialog = 'decline' | 'cancel' | 'reschedule' | LessonOutcome | null;

/** Exactly the buttons the server's `actions` allow, each with its dialog; the person's name is part of every button's name. */
export function LessonActions({ lesson, renderReview }: { lesson: Lesson; renderReview?: ((lesson: Lesson) => ReactNode) | undefined }) {
  const { t } = useTranslation('lessons');
  const [open, setOpen] = useState<OpenDialog>(null);
  const accept = useAcceptLesson();
  const decline = useDeclineLesson();
  const cancel = useCancelLesson();
  const can = (action: Lesson['actions'][number]) => lesson.actions.includes(action);
  const onOpenChange = (next: boolean) => (next ? undefined : setOpen(null));
  // The teacher answering a request proposes; anyone else moves a lesson.
  const proposing = lesson.viewerSide === 'teacher' && lesson.status === 'requested';
  const rescheduleLabel = proposing ? t('actions.propose') : t('actions.reschedule');

  const onAccept = () =>
    accept.mutate(
      { lesson },
      {
        onSuccess: () => toast.success(t('actions.accepted')),
        onError: (error) => toast.error(t('failed'), errorMessage(error, t('tryAgain'))),
      },
    );

  return (
    <>
      {can('accept') ? (
        <Button size="sm" onClick={onAccept} disabled={accept.isPending}>
          <Check aria-hidden="true" />
          {t('actions.accept')}
        </Button>
      ) : null}
      {can('reschedule') ? (
        <Button size="sm" variant="outline" onClick={() => setOpen('reschedule')}>
          <CalendarClock aria-hidden="true" />
          {rescheduleLabel}
        </Button>
      ) : null}
      {can('decline') ? (
        <Button size="sm" variant="outline" onClick={() => setOpen('decline')}>
          <X aria-hidden="true" />
          {t('actions.decline')}
        </Button>
      ) : null}
      {can('cancel') ? (
        <Button size="sm" variant="ghost" onClick={() => setOpen('cancel')}>
          <X aria-hidden="true" />
          {t('actions.cancel')}
        </Button>
      ) : null}
      {can('mark_outcome') ? (
        <>
          <Button size="sm" variant="outline" onClick={() => setOpen('happened')}>
            <CircleCheck aria-hidden="true" />
            {t('actions.happened')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOpen('not_happened')}>
            <CircleX aria-hidden="true" />
            {t('actions.notHappened')}
          </Button>
        </>
      ) : null}
      {can('review') ? renderReview?.(lesson) : null}
      {open === 'decline' || open === 'cancel' ? (
        <ReasonDialog
          lesson={lesson}
          kind={open}
          open
          onOpenChange={onOpenChange}
          submit={open === 'decline' ? decline.mutateAsync : cancel.mutateAsync}
          pending={open === 'decline' ? decline.isPending : cancel.isPending}
        />
      ) : null}
      {open === 'reschedule' ? <RescheduleDialog lesson={lesson} title={rescheduleLabel} open onOpenChange={onOpenChange} /> : null}
      {open === 'happened' || open === 'not_happened' ? <OutcomeDialog lesson={lesson} outcome={open} open onOpenChange={onOpenChange} /> : null}
    </>
  );
}
