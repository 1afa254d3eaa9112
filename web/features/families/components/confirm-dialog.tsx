import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';

interface ConfirmDialogProps {
  trigger: ReactNode;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Resolves once done (the dialog closes); a rejection keeps it open. */
  onConfirm: () => Promise<unknown>;
  pending: boolean;
}

/** A destructive action's confirmation: what it does, then Cancel or the action. */
export function ConfirmDialog({ trigger, title, text, confirmLabel, cancelLabel, onConfirm, pending }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} aria-busy={pending || undefined} onClick={() => void onConfirm().then(() => setOpen(false), () => undefined)}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
