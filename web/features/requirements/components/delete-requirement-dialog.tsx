import { LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { toast } from '../../../lib/toast.ts';
import { cn } from '../../../lib/utils.ts';
import { useDeleteRequirement } from '../api/delete-requirement.ts';
import { useMyRequirement } from '../api/get-my-requirement.ts';
import { useCloseFocus } from '../hooks/use-close-focus.ts';
import { errorMessage } from '../../../lib/api-client.ts';

interface DeleteRequirementButtonProps {
  className?: string;
  variant?: 'outline' | 'destructive';
  size?: 'default' | 'sm';
  /** Where focus goes on close when this button is gone after the delete. */
  onFocusLost?: () => void;
}

/**
 * 'Delete Requirement', confirmed first, then DELETE /api/requirements. Unavailable (aria-disabled, so focus
 * stays on it after a delete) while the user has no requirement.
 */
export function DeleteRequirementButton({ className, variant = 'outline', size = 'default', onFocusLost }: DeleteRequirementButtonProps) {
  const { t } = useTranslation('requirements');
  const [open, setOpen] = useState(false);
  const own = useMyRequirement();
  const remove = useDeleteRequirement();
  const unavailable = !own.data;
  const focus = useCloseFocus(onFocusLost);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('delete.doneTitle'), t('delete.doneText'));
        setOpen(false);
      },
      onError: (failed) => toast.error(t('delete.failedTitle'), errorMessage(failed, t('delete.tryAgain'))),
    });

  return (
    <Dialog open={open} onOpenChange={(next) => setOpen(next && !unavailable)}>
      <DialogTrigger asChild>
        <Button
          variant={variant}
          size={size}
          className={cn(variant === 'outline' && 'text-red-700 hover:bg-red-50 hover:text-red-800', unavailable && 'cursor-not-allowed opacity-60 hover:bg-white hover:text-red-700', className)}
          aria-disabled={unavailable || undefined}
          title={unavailable ? t('delete.nothingToDelete') : undefined}
        >
          <Trash2 aria-hidden="true" />
          {t('delete.button')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md" {...focus}>
        <DialogHeader>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogDescription>{t('delete.description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('delete.cancel')}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending} aria-busy={remove.isPending || undefined}>
            {remove.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
