import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { REQUEST_MESSAGE_MAX, SendRequestBodySchema } from '../../../../contract/requests.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendRequest } from '../api/send-request.ts';
import { requestIntro, type RequestTarget } from '../lib/send-state.ts';

export interface SendRequestDialogProps {
  target: RequestTarget;
  /** The element that opens the dialog (a button). */
  trigger: ReactNode;
  /** The server said a request is already pending or the two are connected (409). */
  onConflict?: () => void;
}

/**
 * 'Send Request' to a teacher (a learning interest) or a student (a teaching offer), with an optional message.
 * Success and a 409 both close the dialog; other failures keep it open with the reason.
 */
export function SendRequestDialog({ target, trigger, onConflict }: SendRequestDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        {open ? <SendRequestForm target={target} onConflict={onConflict} onClose={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

interface FormProps extends Pick<SendRequestDialogProps, 'target' | 'onConflict'> {
  onClose: () => void;
}

const placeholders = {
  teacher: 'Hi, I am looking for help with Physics for my Class 10 board exams. Are you available on weekday evenings?',
  student: 'Hi, I teach Mathematics and Physics for Classes 8 to 12 and would be glad to help you prepare.',
} as const;

function SendRequestForm({ target, onConflict, onClose }: FormProps) {
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
  const [failure, setFailure] = useState<string | null>(null);
  const error = form.formState.errors.message?.message;
  const length = (useWatch({ control: form.control, name: 'message' }) ?? '').length;

  // mutateAsync settles even if this form unmounts first (the card's button changes once the lists refresh).
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send.mutateAsync(values);
      toast.success('Request Sent', `Your ${intro.kind} was sent to ${target.name}.`);
      onClose();
    } catch (failed) {
      if (failed instanceof ApiError && failed.status === 409) {
        toast.info('Request Sent', failed.serverMessage ?? 'A request between you is already pending.');
        onConflict?.();
        onClose();
        return;
      }
      applyServerFieldErrors(failed, form.setError, ['message']);
      const message = errorMessage(failed, 'Please try again later.');
      setFailure(message);
      toast.error('Failed to Send Request', message);
    }
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Send Request to {target.name}</DialogTitle>
        <DialogDescription>{intro.description}</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField id={fieldId} label="Message" labelSuffix="(optional)" error={error}>
          <Textarea
            {...fieldProps(fieldId, error)}
            aria-describedby={[hintId, counterId, error ? `${fieldId}-error` : ''].filter(Boolean).join(' ')}
            rows={4}
            maxLength={REQUEST_MESSAGE_MAX}
            placeholder={placeholders[target.userType]}
            {...form.register('message')}
          />
          <div className="flex items-start justify-between gap-3 text-xs text-slate-600">
            <p id={hintId}>Leave it empty to send a short standard note.</p>
            <p id={counterId} className="shrink-0 tabular-nums">
              {length}/{REQUEST_MESSAGE_MAX}
              <span className="sr-only"> characters</span>
            </p>
          </div>
        </FormField>
        {failure ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {failure}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
            {send.isPending ? 'Sending...' : 'Send Request'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
