import { LoaderCircle } from 'lucide-react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

interface ConfirmActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog (rendered as the trigger). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** The confirm button's text, e.g. 'Unban User'. */
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  /** Places focus when the opener is gone after the action (the card changed or left the list). */
  onFocusLost: () => void;
}

/**
 * An alertdialog asking to confirm an admin action (spec §5: unban and delete ask first). Cancel is focused first;
 * the dialog stays open while the action runs and its caller closes it on success. When the opener is gone after
 * the action (an unbanned or deleted user's card), `onFocusLost` places focus instead of leaving it on the page body.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  destructive = false,
  onConfirm,
  onFocusLost,
}: ConfirmActionDialogProps) {
  const opener = useRef<Element | null>(null);
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialogPrimitive.Content
          onOpenAutoFocus={() => (opener.current = document.activeElement)}
          onCloseAutoFocus={(event) => {
            if (opener.current && !opener.current.isConnected) {
              event.preventDefault();
              onFocusLost();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl outline-none"
        >
          <div className="grid gap-1.5">
            <AlertDialogPrimitive.Title className="text-lg leading-tight font-semibold">{title}</AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description className="text-sm text-slate-600">{description}</AlertDialogPrimitive.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button
              variant={destructive ? 'destructive' : 'default'}
              onClick={onConfirm}
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
