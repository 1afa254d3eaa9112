import { Lock } from 'lucide-react';
import type { ChatPartner } from '../../../../contract/chat.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useUnblock } from './chat-menu.tsx';

/** Instead of the composer when the viewer may not write: the reason (teacher-first rule, a block), Unblock if ours. */
export function CannotMessage({ partner }: { partner: ChatPartner }) {
  const unblock = useUnblock(partner);
  return (
    <div role="note" aria-label="Messaging unavailable" className="flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <Lock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      <p className="min-w-0 flex-1" data-testid="cannot-message-reason">
        {partner.reason ?? 'You cannot message this user.'}
      </p>
      {partner.blockedByMe ? (
        <Button variant="outline" size="sm" onClick={unblock}>
          Unblock
        </Button>
      ) : null}
    </div>
  );
}
