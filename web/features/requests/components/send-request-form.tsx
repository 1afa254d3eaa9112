import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REQUEST_MESSAGE_MAX, SendRequestBodySchema } from '../../../../contract/requests.ts';
import { DialogFormActions } from '../../../components/forms/dialog-form-actions.tsx';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { translateMessage } from '../../../i18n/errors.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useContactGate } from '../../../lib/contact-gate.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendRequest } from '../api/send-request.ts';
import { isUnverifiedTutor, requestIntro, type RequestKind, type RequestTarget } from '../lib/send-state.ts';
import { UnverifiedTutorNotice } from '../../../components/unverified-tutor-notice.tsx';

export interface SendRequestFormProps {
  target: RequestTarget;
  /** The server said a request is already pending or the two are connected (409). */
  onConflict?: (() => void) | undefined;
  onClose: () => void;
}

/** An example message, by whom it goes to. */
const PLACEHOLDERS = {
  teacher: 'dialog.placeholderToTeacher',
  student: 'dialog.placeholderToStudent',
} as const;

const SENT_TEXTS: Record<RequestKind, 'dialog.sentLearningInterest' | 'dialog.sentTeachingOffer'> = {
  'learning interest': 'dialog.sentLearningInterest',
  'teaching offer': 'dialog.sentTeachingOffer',
};

/** The dialog's form (web/features/requests/components/send-request-dialog.tsx loads it when the dialog opens). */
export function SendRequestForm({ target, onConflict, onClose }: SendRequestFormProps) {
  const { t } = useTranslation('requests');
  const id = useId();
  const fieldId = `${id}-message`;
  const counterId = `${id}-counter`;
  const hintId = `${id}-hint`;
  const intro = requestIntro(target);
  const form = useForm({
    resolver: zodResolver(SendRequestBodySchema),
    defaultValues: { receiverId: target.id, message: '' },
  });
  const send = useSendRequest();
  const gate = useContactGate();
  const [failure, setFailure] = useState<string | null>(null);
  const fieldError = form.formState.errors.message?.message;
  const error = fieldError ? translateMessage(fieldError) : undefined;
  const length = (useWatch({ control: form.control, name: 'message' }) ?? '').length;

  // mutateAsync settles even if this form unmounts first (the card's button changes once the lists refresh).
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    // An age not stated yet, a parent's child, a student waiting for their guardian: settled first (contact-gate.ts).
    const extra = await gate.prepare();
    if (!extra) return;
    try {
      await send.mutateAsync({ ...values, ...extra });
      toast.success(t('dialog.sentTitle'), t(SENT_TEXTS[intro.kind], { name: target.name }));
      onClose();
    } catch (failed) {
      if (failed instanceof ApiError && failed.status === 409) {
        toast.info(t('dialog.sentTitle'), failed.serverMessage ? translateMessage(failed.serverMessage) : t('dialog.alreadyPending'));
        onConflict?.();
        onClose();
        return;
      }
      applyServerFieldErrors(failed, form.setError, ['message']);
      const message = errorMessage(failed, t('dialog.tryLater'));
      setFailure(message);
      toast.error(t('dialog.failed'), message);
    }
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('dialog.title', { name: target.name })}</DialogTitle>
        <DialogDescription>{intro.description}</DialogDescription>
        {gate.actingFor ? (
          <p className="text-sm font-medium text-indigo-800" data-testid="request-for-child">
            {t('dialog.forChild', { name: gate.actingFor.firstName })}
          </p>
        ) : null}
      </DialogHeader>
      {isUnverifiedTutor(target) ? <UnverifiedTutorNotice name={target.name} /> : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField id={fieldId} label={t('dialog.message')} labelSuffix={t('dialog.optional')} error={error}>
          <Textarea
            {...fieldProps(fieldId, error)}
            aria-describedby={[hintId, counterId, error ? `${fieldId}-error` : ''].filter(Boolean).join(' ')}
            rows={4}
            maxLength={REQUEST_MESSAGE_MAX}
            placeholder={t(PLACEHOLDERS[target.userType])}
            {...form.register('message')}
          />
          <div className="flex items-start justify-between gap-3 text-xs text-slate-600">
            <p id={hintId}>{t('dialog.hint')}</p>
            <p id={counterId} className="shrink-0 tabular-nums">
              {length}/{REQUEST_MESSAGE_MAX}
              <span className="sr-only">{t('dialog.characters')}</span>
            </p>
          </div>
        </FormField>
        <DialogFormActions
          failure={failure}
          cancelLabel={t('dialog.cancel')}
          submitLabel={t('dialog.submit')}
          pendingLabel={t('dialog.sending')}
          pending={send.isPending}
        />
      </form>
    </>
  );
}
