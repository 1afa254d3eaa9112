import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatPartner } from '../../../../contract/chat.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type { AppSocket } from '../../../lib/socket.ts';
import { useChatPartner } from '../api/get-chat-partner.ts';
import { useMessages } from '../api/get-messages.ts';
import { useLikeMessage } from '../api/like-message.ts';
import { useAcknowledgedCount, useOutbox } from '../hooks/chat-stores.ts';
import { useAutoMessage } from '../hooks/use-auto-message.ts';
import type { ChatSender } from '../hooks/use-chat-sender.ts';
import { useMarkReadWhileOpen } from '../hooks/use-mark-read-while-open.ts';
import { useNow } from '../hooks/use-now.ts';
import { usePartnerTyping, useTypingSignals } from '../hooks/use-typing.ts';
import { flattenPages, mergeMessages, type ChatMessage } from '../lib/messages.ts';
import { CannotMessage } from './cannot-message.tsx';
import { ChatHeader } from './chat-header.tsx';
import { useContactGate } from '../../../lib/contact-gate.ts';
import { Composer, type ImageCheck } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { TypingIndicator } from './typing-indicator.tsx';
import { UnverifiedTutorNotice } from '../../../components/unverified-tutor-notice.tsx';

export interface ChatPaneProps {
  partnerId: string;
  me: string;
  basePath: string;
  socket: AppSocket | null;
  sender: ChatSender;
  onDirections: (partner: ChatPartner) => void;
  directionsBusy: boolean;
  checkImage: ImageCheck;
  /** The header menu's Write a review (the reviews feature's dialog, composed by the route). */
  onWriteReview?: (partner: ChatPartner) => void;
}

/** One conversation: header, history, typing line and the composer (or why the viewer may not write). */
export function ChatPane({ partnerId, me, basePath, socket, sender, onDirections, directionsBusy, checkImage, onWriteReview }: ChatPaneProps) {
  const { t } = useTranslation('chat');
  const partner = useChatPartner(partnerId);
  const messages = useMessages(partnerId);
  const outboxItems = useOutbox(partnerId);
  const acknowledged = useAcknowledgedCount(partnerId);
  const stored = useMemo(() => flattenPages(messages.data), [messages.data]);
  const items = useMemo(() => mergeMessages(stored, outboxItems, me), [stored, outboxItems, me]);
  const typing = usePartnerTyping(socket, partnerId);
  const typingSignals = useTypingSignals(socket, partnerId);
  const like = useLikeMessage();
  const now = useNow();
  const titleId = useId();
  const name = partner.data?.name ?? t('pane.thisUser');
  const firstName = name.split(' ')[0] ?? name;

  useMarkReadWhileOpen(partnerId, stored, messages.isSuccess);
  useAutoMessage({ partnerId, ready: !partner.isPending, canMessage: partner.data?.canMessage ?? false, send: sender.send });

  const { mutate: likeMutate } = like;
  const onToggleLike = useCallback(
    (message: ChatMessage) => {
      if (message.id && message.kind === 'text') likeMutate({ partnerId, messageId: message.id, isLiked: !message.isLiked });
    },
    [likeMutate, partnerId],
  );
  const { fetchNextPage } = messages;
  const onLoadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const { retry, discard } = sender;
  const gate = useContactGate();
  const onRetry = useCallback((clientId: string) => void retry(clientId), [retry]);

  if (partner.isError && partner.error instanceof ApiError && partner.error.status < 500) {
    return <ChatUnavailable basePath={basePath} message={t('pane.unavailable')} />;
  }

  return (
    <section aria-labelledby={titleId} className="flex h-full min-h-0 flex-col">
      <ChatHeader
        partner={partner.data}
        fetchedAt={partner.dataUpdatedAt}
        basePath={basePath}
        titleId={titleId}
        onDirections={onDirections}
        directionsBusy={directionsBusy}
        onWriteReview={onWriteReview}
      />
      {partner.data?.userType === 'teacher' && !partner.data.isVerified ? (
        <UnverifiedTutorNotice name={partner.data.name} className="mx-2 mt-2 sm:mx-3" />
      ) : null}
      {messages.isPending ? (
        <div className="flex flex-1 items-center justify-center bg-slate-50">
          <Spinner label={t('pane.loadingMessages')} />
        </div>
      ) : messages.isError && !messages.data ? (
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center text-sm text-slate-700">
          <p>{errorMessage(messages.error, t('pane.loadFailed'))}</p>
          <Button variant="outline" size="sm" onClick={() => void messages.refetch()}>
            {t('pane.tryAgain')}
          </Button>
        </div>
      ) : (
        <MessageList
          items={items}
          partnerName={name}
          emptyText={partner.data?.canMessage ? t('pane.emptySayHello', { name }) : t('pane.empty')}
          hasOlder={messages.hasNextPage}
          loadingOlder={messages.isFetchingNextPage}
          onLoadOlder={onLoadOlder}
          onToggleLike={onToggleLike}
          onRetry={onRetry}
          onDiscard={discard}
          footerKey={typing ? 'typing' : 'idle'}
          now={now}
        />
      )}
      <TypingIndicator name={firstName} visible={typing} />
      {/* 'Message sent' (spec §8) for screen readers, beside the bubble's visible Sent/Seen: a new node each time. */}
      <p role="status" aria-live="polite" className="sr-only" data-testid="message-sent-announcement">
        {acknowledged ? <span key={acknowledged}>{t('send.messageSent')}</span> : null}
      </p>
      {partner.data ? (
        partner.data.canMessage ? (
          <Composer
            partnerName={name}
            onSend={(draft) => {
              // A first message is a contact: an age not stated yet is asked first (web/lib/contact-gate.ts).
              if (items.length) return void sender.send(partnerId, draft);
              void gate.prepare().then((ready) => (ready ? sender.send(partnerId, draft) : undefined));
            }}
            onTyping={typingSignals.input}
            onStopTyping={typingSignals.stop}
            checkImage={checkImage}
            focusOnMount
          />
        ) : (
          <CannotMessage partner={partner.data} />
        )
      ) : partner.isError ? (
        <p role="alert" className="border-t border-slate-200 bg-white p-3 text-sm text-red-800">
          {errorMessage(partner.error, t('pane.chatLoadFailed'))}
        </p>
      ) : null}
    </section>
  );
}

function ChatUnavailable({ basePath, message }: { basePath: string; message: string }) {
  const { t } = useTranslation('chat');
  return (
    <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="font-semibold text-slate-900">{message}</p>
      <Button asChild variant="outline" size="sm">
        <Link to={basePath}>{t('pane.backToConversations')}</Link>
      </Button>
    </div>
  );
}
