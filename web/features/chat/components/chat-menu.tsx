import { Ban, Flag, MoreVertical, ShieldCheck, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatPartner } from '../../../../contract/chat.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetBlocked } from '../api/block-user.ts';
import { BlockDialog } from './block-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';

/**
 * The chat's options: Write a review (a teacher the viewer is connected with, when the screen offers it), Block (after
 * a confirmation) or Unblock, and Report with a reason.
 */
export function ChatMenu({ partner, onWriteReview }: { partner: ChatPartner; onWriteReview?: (partner: ChatPartner) => void }) {
  const { t } = useTranslation('chat');
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const unblock = useUnblock(partner);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('menu.options')}>
            <MoreVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {partner.canReview && onWriteReview ? (
            <DropdownMenuItem onSelect={() => onWriteReview(partner)}>
              <Star aria-hidden="true" />
              {t('menu.writeReview', { name: partner.name })}
            </DropdownMenuItem>
          ) : null}
          {partner.blockedByMe ? (
            <DropdownMenuItem onSelect={unblock}>
              <ShieldCheck aria-hidden="true" />
              {t('menu.unblock', { name: partner.name })}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setDialog('block')}>
              <Ban aria-hidden="true" />
              {t('menu.block', { name: partner.name })}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setDialog('report')}>
            <Flag aria-hidden="true" />
            {t('menu.report', { name: partner.name })}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <BlockDialog partner={partner} open={dialog === 'block'} onOpenChange={(open) => setDialog(open ? 'block' : null)} />
      <ReportDialog partner={partner} open={dialog === 'report'} onOpenChange={(open) => setDialog(open ? 'report' : null)} />
    </>
  );
}

/** Unblocking needs no confirmation: it only lets messages through again. */
export function useUnblock(partner: ChatPartner) {
  const { t } = useTranslation('chat');
  const setBlocked = useSetBlocked();
  return () =>
    setBlocked.mutate(
      { userId: partner.userId, blocked: false },
      {
        onSuccess: () => toast.success(t('block.unblocked'), t('block.unblockedBody', { name: partner.name })),
        onError: (error) => toast.error(t('block.unblockFailed'), errorMessage(error, t('block.tryLater'))),
      },
    );
}
