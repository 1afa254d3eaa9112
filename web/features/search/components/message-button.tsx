import { LoaderCircle, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import type { CardTarget } from '../../../lib/card-target.ts';
import { cn } from '../../../lib/utils.ts';
import { useStartConversation } from '../api/start-conversation.ts';

/**
 * Message on a nearby or find card. A student may write to any teacher (docs/decisions/012), so for a teacher card
 * this starts the conversation and opens it. A teacher may write to a student only in some cases the card cannot
 * know; their Message opens the chat, which explains the rule in place of the composer when it applies.
 */
export function MessageButton({ target, className }: { target: CardTarget; className?: string }) {
  const { t } = useTranslation('search');
  const start = useStartConversation();
  const label = (
    <>
      {t('message.action')}
      <span className="sr-only"> {target.name}</span>
    </>
  );

  if (target.userType !== 'teacher') {
    return (
      <Button asChild size="sm" variant="outline" className={cn('flex-1', className)}>
        <Link to={`/messages/${target.id}`}>
          <MessageCircle aria-hidden="true" />
          {label}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      className={cn('flex-1', className)}
      onClick={() => start.mutate(target.id)}
      disabled={start.isPending}
      aria-busy={start.isPending || undefined}
    >
      {start.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <MessageCircle aria-hidden="true" />}
      {label}
    </Button>
  );
}
