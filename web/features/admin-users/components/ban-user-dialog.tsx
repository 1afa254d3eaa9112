import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, LoaderCircle } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { BanUserBodySchema, type BanUserBody } from '../../../../contract/admin.ts';
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
import { useBanUser } from '../api/ban-user.ts';

interface BanUserDialogProps {
  userId: string;
  userName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Ban User' trigger button. */
  trigger: ReactNode;
  /** Places focus when the trigger is gone after the ban (the card now offers Unban User). */
  onFocusLost: () => void;
}

/** 'Ban User': a required, trimmed reason (spec §5; the button is disabled until there is one), then POST /api/admin/users/{id}/ban. */
export function BanUserDialog({ userId, userName, open, onOpenChange, trigger, onFocusLost }: BanUserDialogProps) {
  const opener = useRef<Element | null>(null);
  const ban = useBanUser();
  const form = useForm<BanUserBody>({ resolver: zodResolver(BanUserBodySchema), defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  const fieldId = `ban-reason-${userId}`;
  // The button waits for a reason with text in it (spaces alone are no reason).
  const hasReason = form.watch('reason').trim().length > 0;

  const changeOpen = (next: boolean) => {
    if (ban.isPending) return;
    if (!next) form.reset({ reason: '' });
    onOpenChange(next);
  };

  const submit = form.handleSubmit(({ reason }) =>
    ban.mutate({ id: userId, reason }, { onSuccess: () => changeOpen(false) }),
  );

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        className="max-w-md"
        onOpenAutoFocus={() => (opener.current = document.activeElement)}
        onCloseAutoFocus={(event) => {
          if (opener.current && !opener.current.isConnected) {
            event.preventDefault();
            onFocusLost();
          }
        }}
      >
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Ban {userName}?</DialogTitle>
            <DialogDescription>
              They are signed out at once and cannot sign in until unbanned. The reason is shown to them at sign-in.
            </DialogDescription>
          </DialogHeader>
          <FormField id={fieldId} label="Reason for ban" error={error}>
            <Textarea {...fieldProps(fieldId, error)} maxLength={500} rows={3} {...form.register('reason')} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={ban.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={ban.isPending || !hasReason} aria-busy={ban.isPending || undefined}>
              {ban.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Ban aria-hidden="true" />}
              {ban.isPending ? 'Banning...' : 'Ban User'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
