import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LESSON_REASON_MAX, type Lesson } from '../../../../contract/lessons.ts';
import { DialogFormActions, submitting } from '../../../components/forms/dialog-form-actions.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useTutorSlots } from '../api/get-tutor-slots.ts';
import { useRescheduleLesson } from '../api/reschedule-lesson.ts';
import { FreeSlotChoice } from './slot-picker.tsx';

interface RescheduleDialogProps {
  lesson: Lesson;
  /** "Propose another time" (the teacher answering a request) or "Reschedule". */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Another free time of the teacher (same length), with an optional reason; the other side then accepts or declines it. */
export function RescheduleDialog({ lesson, title, open, onOpenChange }: RescheduleDialogProps) {
  const { t } = useTranslation('lessons');
  const id = useId();
  const slots = useTutorSlots(lesson.teacher.id, lesson.lengthMinutes, open);
  const reschedule = useRescheduleLesson();
  const [startsAt, setStartsAt] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const free = (slots.data?.slots ?? []).filter((slot) => slot.startsAt !== lesson.startsAt);
  const chosen = startsAt || free[0]?.startsAt || '';

  const save = async () => {
    setFailure(null);
    if (!chosen) return setFailure(t('slots.chooseTime'));
    try {
      await reschedule.mutateAsync({ lesson, startsAt: chosen, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      toast.success(t('reschedule.sent'));
      setStartsAt('');
      setReason('');
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setStartsAt('');
        void slots.refetch();
      }
      setFailure(errorMessage(error, t('failed')));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('reschedule.hint')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submitting(save)} className="grid gap-4">
          <FreeSlotChoice loading={slots.isPending} idPrefix={id} slots={free} value={chosen} onChange={setStartsAt} />
          <FormField id={`${id}-reason`} label={t('reschedule.reason')} labelSuffix={t('optional')}>
            <Textarea id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={LESSON_REASON_MAX} className="min-h-16" />
          </FormField>
          <DialogFormActions
            failure={failure}
            cancelLabel={t('back')}
            submitLabel={t('reschedule.send')}
            pendingLabel={t('saving')}
            pending={reschedule.isPending}
            disabled={free.length === 0}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
