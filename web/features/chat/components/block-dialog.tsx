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
  const setBlocked = useSetBlocked();
  const block = () =>
    setBlocked.mutate(
      { userId: partner.userId, blocked: true },
      {
        onSuccess: () => {
          toast.success('User blocked', `${partner.name} can no longer message you.`);
          onOpenChange(false);
        },
        onError: (error) => toast.error('Failed to block user', errorMessage(error, 'Please try again later.')),
      },
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Block {partner.name}?</DialogTitle>
          <DialogDescription>
            You will not be able to message each other or send connection requests. You can unblock them later from this chat.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={block} disabled={setBlocked.isPending}>
            {setBlocked.isPending ? 'Blocking...' : 'Block'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
