import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FIRST_SUPPORT_SUBJECT } from '../../../../contract/support-limits.ts';
import { toast } from '../../../lib/toast.ts';
import { useSupportMessages } from '../api/get-support-messages.ts';
import { useSendSupportMessage } from '../api/send-support-message.ts';
import { useSupportEvents } from '../hooks/use-support-events.ts';
import { closeSupportChat, toggleSupportChat, useSupportChatOpen } from '../lib/support-chat-store.ts';
import { isBlank, launcherPlacement, threadEntries } from '../lib/support-thread.ts';
import { SupportLauncher } from './support-launcher.tsx';
import { SupportPanel } from './support-panel.tsx';
import { errorMessage } from '../../../lib/api-client.ts';


/**
 * The floating support chat (spec §2): a round button bottom-right and, when open, the thread with the support team.
 * Mount once in the student and teacher shell only. The thread is polled every 30 s (2 s while open) and refreshed on
 * the `supportReply` socket event; the draft survives closing the chat and a failed send.
 */
export function SupportChat() {
  const { t } = useTranslation('support');
  const open = useSupportChatOpen();
  const placement = launcherPlacement(useLocation().pathname);
  const query = useSupportMessages(open);
  const send = useSendSupportMessage();
  const [draft, setDraft] = useState('');
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useSupportEvents();

  // Back to the button when the chat closes; closed for the next user when this shell goes away (sign out).
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  useEffect(() => closeSupportChat, []);

  const onSend = () => {
    if (isBlank(draft) || send.isPending) return;
    const typed = draft;
    const isFirst = (query.data?.length ?? 0) === 0;
    setDraft('');
    send.mutate(
      { message: typed.trim(), subject: isFirst ? FIRST_SUPPORT_SUBJECT : undefined },
      {
        onError: (error) => {
          toast.error(t('toasts.sendFailed'), errorMessage(error, t('toasts.tryAgain')));
          setDraft((current) => (isBlank(current) ? typed : current));
        },
      },
    );
  };

  const pending =
    send.isPending && send.variables ? { text: send.variables.message, at: new Date(send.submittedAt || Date.now()).toISOString() } : null;

  return (
    <>
      <SupportLauncher open={open} panelId={panelId} placement={placement} onToggle={toggleSupportChat} buttonRef={buttonRef} />
      {open ? (
        <SupportPanel
          id={panelId}
          entries={threadEntries(query.data ?? [], pending)}
          loading={query.isPending}
          error={query.isError && !query.data}
          onRetry={() => void query.refetch()}
          draft={draft}
          onDraftChange={setDraft}
          onSend={onSend}
          sending={send.isPending}
          onClose={closeSupportChat}
        />
      ) : null}
    </>
  );
}
