import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { DialogClose, DialogFooter } from '../ui/dialog.tsx';

interface DialogFormActionsProps {
  /** Why the last attempt failed, announced as an alert above the buttons; nothing when there is none. */
  failure?: ReactNode;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button's text while the form is being sent (the button is disabled then). */
  pendingLabel: string;
  pending: boolean;
}

/** The end of a dialog's form: the failure, if any, then Cancel (closes the dialog) and the submit button. */
export function DialogFormActions({ failure, cancelLabel, submitLabel, pendingLabel, pending }: DialogFormActionsProps) {
  return (
    <>
      {failure ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </div>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{cancelLabel}</Button>
        </DialogClose>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
