import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Child } from '../../../../contract/families.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { ChildForm } from './child-form.tsx';

export interface ChildFormDialogProps {
  child?: Child;
  /** The button that opens the dialog; none: the dialog is controlled by `open`. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Title and text instead of "Add your child" (the contact gate asks a parent without children first). */
  title?: string;
  description?: string;
  onSaved?: (child: Child) => void;
}

/** "Add your child" or "Edit Anaya": the child form in a dialog; a save closes it. */
export function ChildFormDialog({ child, trigger, open: controlled, onOpenChange, title, description, onSaved }: ChildFormDialogProps) {
  const { t } = useTranslation('families');
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const setOpen = onOpenChange ?? setOwn;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{title ?? (child ? t('form.editTitle', { name: child.firstName }) : t('form.addTitle'))}</DialogTitle>
          <DialogDescription>{description ?? t('form.description')}</DialogDescription>
        </DialogHeader>
        {open ? (
          <ChildForm
            child={child}
            onSaved={(saved) => {
              onSaved?.(saved);
              setOpen(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
