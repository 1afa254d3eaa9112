import type { FormEvent, ReactNode } from 'react';
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
  /** The submit button is off for another reason too (nothing to choose yet). */
  disabled?: boolean;
}

/** The end of a dialog's form: the failure, if any, then Cancel (closes the dialog) and the submit button. */
export function DialogFormActions({ failure, cancelLabel, submitLabel, pendingLabel, pending, disabled = false }: DialogFormActionsProps) {
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
        <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}

/** A form's submit handler that runs `action` instead of the browser's submission (for dialogs whose state is not a form library's). */
export const submitting = (action: () => Promise<unknown>) => (event: FormEvent) => {
  event.preventDefault();
  void action();
};
