import { Check, MailQuestion, UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import type { ConnectionRequest } from '../../../../contract/requests.ts';
import { sendButtonState, type RequestTarget } from '../lib/send-state.ts';
import { SendRequestDialog } from './send-request-dialog.tsx';

interface SendRequestButtonProps {
  target: RequestTarget;
  /**
   * The viewer's sent and received requests (useSentRequests, useReceivedRequests): read once by the list of cards,
   * not by each button (every reader sets timers of its own, and a list of cards had two per card).
   */
  sent: readonly ConnectionRequest[] | undefined;
  received: readonly ConnectionRequest[] | undefined;
  className?: string;
}

/** A state shown in the button's place stays focusable (aria-disabled), so focus is not lost when it changes. */
const stateClasses = 'cursor-not-allowed shadow-none';

/**
 * A card's Send Request action (nearby and find cards). It opens the dialog, then reads 'Request Sent' while the
 * request is pending, 'Connected' once accepted, or links to the Requests page when this user asked first.
 */
export function SendRequestButton({ target, sent, received, className }: SendRequestButtonProps) {
  const { t } = useTranslation('requests');
  const [conflicted, setConflicted] = useState(false);
  const state = sendButtonState({ target, sent, received, conflicted });
  const forName = <span className="sr-only">{t('button.toName', { name: target.name })}</span>;

  if (state === 'respond') {
    return (
      <Button asChild size="sm" variant="secondary" className={className}>
        <Link to="/request">
          <MailQuestion aria-hidden="true" />
          {t('button.respond')}
          <span className="sr-only">{t('button.fromName', { name: target.name })}</span>
        </Link>
      </Button>
    );
  }

  const trigger =
    state === 'send' ? (
      <Button size="sm" className={className}>
        <UserPlus aria-hidden="true" />
        {t('button.send')}
        {forName}
      </Button>
    ) : (
      <Button
        size="sm"
        variant="secondary"
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        className={cn(
          stateClasses,
          state === 'connected' ? 'bg-emerald-50 text-emerald-800 hover:bg-emerald-50' : 'hover:bg-indigo-50',
          className,
        )}
      >
        {state === 'connected' ? <UserCheck aria-hidden="true" /> : <Check aria-hidden="true" />}
        {state === 'connected' ? (
          <>
            {t('button.connected')}
            <span className="sr-only">{t('button.withName', { name: target.name })}</span>
          </>
        ) : (
          <>
            {t('button.sent')}
            {forName}
          </>
        )}
      </Button>
    );

  return <SendRequestDialog target={target} trigger={trigger} onConflict={() => setConflicted(true)} />;
}
