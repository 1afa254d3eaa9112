import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LESSON_REASON_MAX, LessonReasonBodySchema, type Lesson, type LessonResponse } from '../../../../contract/lessons.ts';
import { DialogFormActions } from '../../../components/forms/dialog-form-actions.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { translateMessage } from '../../../i18n/errors.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

interface ReasonDialogProps {
  lesson: Lesson;
  kind: 'decline' | 'cancel';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  submit: (input: { lesson: Lesson; reason: string }) => Promise<LessonResponse>;
  pending: boolean;
}

/** Decline or Cancel: a reason is required (the other side reads it). A cancel refused at the cut-off says why. */
export function ReasonDialog({ lesson, kind, open, onOpenChange, submit, pending }: ReasonDialogProps) {
  const { t } = useTranslation('lessons');
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(LessonReasonBodySchema), defaultValues: { reason: '' } });
  const fieldError = form.formState.errors.reason?.message;
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await submit({ lesson, reason });
      toast.success(kind === 'decline' ? t('reason.declined') : t('reason.cancelled'));
      form.reset();
      onOpenChange(false);
    } catch (error) {
      const tooLate = error instanceof ApiError && error.messageCode === 'LESSON_CHANGE_TOO_LATE';
      setFailure(tooLate ? `${errorMessage(error, '')} ${t('reason.cutoff')}`.trim() : errorMessage(error, t('failed')));
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{kind === 'decline' ? t('reason.declineTitle') : t('reason.cancelTitle')}</DialogTitle>
          <DialogDescription>{kind === 'decline' ? t('reason.declineHint') : t('reason.cancelHint')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <FormField id={`${id}-reason`} label={t('reason.label')} error={fieldError ? translateMessage(fieldError) : undefined}>
            <Textarea
              {...fieldProps(`${id}-reason`, fieldError)}
              {...form.register('reason')}
              maxLength={LESSON_REASON_MAX}
              aria-required="true"
            />
          </FormField>
          <DialogFormActions
            failure={failure}
            cancelLabel={t('back')}
            submitLabel={kind === 'decline' ? t('actions.decline') : t('actions.cancel')}
            pendingLabel={t('saving')}
            pending={pending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
