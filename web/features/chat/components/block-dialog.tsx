import { useTranslation } from 'react-i18next';
import type { ChatPartner } from '../../../../contract/chat.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetBlocked } from '../api/block-user.ts';

interface BlockDialogProps {
  partner: ChatPartner;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Confirms a block: neither side can then message the other or send requests until unblocked. */
export function BlockDialog({ partner, open, onOpenChange }: BlockDialogProps) {
  const { t } = useTranslation('chat');
  const setBlocked = useSetBlocked();
  const block = () =>
    setBlocked.mutate(
      { userId: partner.userId, blocked: true },
      {
        onSuccess: () => {
          toast.success(t('block.blocked'), t('block.blockedBody', { name: partner.name }));
          onOpenChange(false);
        },
        onError: (error) => toast.error(t('block.blockFailed'), errorMessage(error, t('block.tryLater'))),
      },
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('block.title', { name: partner.name })}</DialogTitle>
          <DialogDescription>
            {t('block.description')}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('block.cancel')}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={block} disabled={setBlocked.isPending}>
            {setBlocked.isPending ? t('block.blocking') : t('block.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
