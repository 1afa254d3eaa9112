import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import type { RequestTarget } from '../lib/send-state.ts';
import type { SendRequestFormProps } from './send-request-form.tsx';

// The form (react-hook-form, the validation schemas) downloads when a visitor points at or focuses a Send Request
// button, not with every list of cards (the home's main thread).
const SendRequestForm = lazyWithRetry<SendRequestFormProps>(() =>
  import('./send-request-form.tsx').then((m) => ({ default: m.SendRequestForm })),
);
const preloadForm = () => void SendRequestForm.preload();

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
      <DialogTrigger asChild onPointerEnter={preloadForm} onFocus={preloadForm}>
        {trigger}
      </DialogTrigger>
      <DialogContent>
        {open ? (
          <Suspense fallback={<FormLoading name={target.name} />}>
            <SendRequestForm target={target} onConflict={onConflict} onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** While the form's code downloads (a click with no hover first, on a slow network): the dialog's title and a spinner. */
function FormLoading({ name }: { name: string }) {
  const { t } = useTranslation('requests');
  return (
    <div className="grid justify-items-center gap-4 py-6">
      <DialogTitle className="justify-self-start">{t('dialog.title', { name })}</DialogTitle>
      <Spinner />
    </div>
  );
}
