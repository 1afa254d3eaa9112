import { Check, CircleX, Hourglass, LoaderCircle, MessageSquare, X } from 'lucide-react';
import { useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConnectionRequest, RequestUser } from '../../../../contract/requests.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateRequest } from '../api/update-request.ts';
import type { RequestCardAction } from '../lib/request-view.ts';

interface RequestCardActionsProps {
  request: ConnectionRequest;
  other: RequestUser;
  action: RequestCardAction;
}

function StateLine({ icon, children, ref }: { icon: ReactNode; children: ReactNode; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={ref} tabIndex={-1} className="flex items-center gap-1.5 rounded text-sm font-medium text-slate-700 outline-none focus-visible:outline-2 focus-visible:outline-indigo-600">
      {icon}
      {children}
    </p>
  );
}

/** Accept and Reject for the receiver of a pending request; otherwise Start Chatting or the state in words. */
export function RequestCardActions({ request, other, action }: RequestCardActionsProps) {
  const { t } = useTranslation('requests');
  const update = useUpdateRequest();
  const busyWith = update.isPending ? update.variables?.status : undefined;
  // After an answer the buttons are replaced: focus moves to what replaces them instead of being lost.
  const answered = useRef(false);
  const focusIfAnswered = (node: HTMLElement | null) => {
    if (node && answered.current) {
      answered.current = false;
      node.focus();
    }
  };

  // mutateAsync settles even when the card's buttons are gone by then (the answer replaces them).
  const answer = async (status: 'accepted' | 'rejected') => {
    try {
      answered.current = true;
      await update.mutateAsync({ id: request.id, status });
      if (status === 'accepted') toast.success(t('card.acceptedTitle'), t('card.acceptedBody', { name: other.name }));
      else toast.success(t('card.rejectedTitle'), t('card.rejectedBody', { name: other.name }));
    } catch (error) {
      answered.current = false;
      toast.error(t('card.updateFailed'), errorMessage(error, t('card.tryLater')));
    }
  };

  switch (action.kind) {
    case 'respond':
      return (
        <div className="flex gap-2 *:flex-1 sm:*:flex-none">
          <Button size="sm" onClick={() => void answer('accepted')} disabled={update.isPending} aria-busy={busyWith === 'accepted' || undefined}>
            {busyWith === 'accepted' ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Check aria-hidden="true" />}
            {t('card.accept')}
            <span className="sr-only">{t('card.requestFrom', { name: other.name })}</span>
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void answer('rejected')}
            disabled={update.isPending}
            aria-busy={busyWith === 'rejected' || undefined}
          >
            {busyWith === 'rejected' ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <X aria-hidden="true" />}
            {t('card.reject')}
            <span className="sr-only">{t('card.requestFrom', { name: other.name })}</span>
          </Button>
        </div>
      );
    case 'chat':
      return (
        <Button asChild size="sm">
          <Link to={action.href} ref={focusIfAnswered}>
            <MessageSquare aria-hidden="true" />
            {t('card.startChatting')}
            <span className="sr-only">{t('card.withName', { name: other.name })}</span>
          </Link>
        </Button>
      );
    case 'declined':
      return <StateLine ref={focusIfAnswered} icon={<CircleX aria-hidden="true" className="size-4 text-slate-500" />}>{t('card.declined')}</StateLine>;
    case 'waiting':
      return <StateLine icon={<Hourglass aria-hidden="true" className="size-4 text-amber-600" />}>{t('card.waiting')}</StateLine>;
  }
}
