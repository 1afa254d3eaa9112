import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChatPartner } from '../../../../contract/chat.ts';
import { useSocket } from '../../../lib/socket.ts';
import { cn } from '../../../lib/utils.ts';
import { useChatEvents } from '../hooks/use-chat-events.ts';
import { useChatSender } from '../hooks/use-chat-sender.ts';
import { useConnectionState } from '../hooks/use-connection-state.ts';
import { ChatPane } from './chat-pane.tsx';
import type { ImageCheck } from './composer.tsx';
import { ConnectionBanner } from './connection-banner.tsx';
import { ConversationList } from './conversation-list.tsx';
import { SavedCopyNotice } from '../../../pwa/saved-copy-notice.tsx';

export interface MessagesScreenProps {
  me: { id: string; userType: 'student' | 'teacher' | 'admin' | 'parent' };
  /** /messages or /old/messages. */
  basePath: string;
  /** The open chat, from /messages/{userId}. */
  partnerId: string | null;
  onDirections: (partner: ChatPartner) => void;
  directionsBusy: boolean;
  checkImage: ImageCheck;
  /** Offered in the chat header's menu for a teacher the viewer may review (ChatPartner.canReview). */
  onWriteReview?: (partner: ChatPartner) => void;
}

/**
 * /messages (spec §2): conversations on the left, the chat on the right. Below md only one shows: the list, or the
 * open chat full screen with a back button.
 */
export function MessagesScreen({ me, basePath, partnerId, onDirections, directionsBusy, checkImage, onWriteReview }: MessagesScreenProps) {
  const { t } = useTranslation('chat');
  const socket = useSocket();
  const connection = useConnectionState(socket);
  const sender = useChatSender();
  useChatEvents({ socket, me: me.id, openPartnerId: partnerId });

  return (
    <div
      className={cn(
        // Fill the viewport under the fixed header (the shell's top padding), edge to edge on small screens.
        '-mx-4 -mt-3 -mb-12 flex h-[calc(100dvh-7.25rem)] flex-col overflow-hidden bg-white',
        'md:mx-0 md:-mt-2 md:-mb-6 md:h-[calc(100dvh-7.5rem)] md:rounded-xl md:border md:border-slate-200 md:shadow-sm',
      )}
    >
      <ConnectionBanner state={connection.state} onReconnect={connection.reconnect} />
      <SavedCopyNotice partnerId={partnerId} />
      <div className="flex min-h-0 flex-1">
        <div
          className={cn('min-h-0 w-full flex-col md:flex md:w-80 md:border-r md:border-slate-200 lg:w-96', partnerId ? 'hidden' : 'flex')}
        >
          <ConversationList basePath={basePath} viewerType={me.userType} />
        </div>
        <div className={cn('min-h-0 min-w-0 flex-1 flex-col', partnerId ? 'flex' : 'hidden md:flex')}>
          {/* Below md an open chat hides the list and its h1: the screen keeps its main heading (axe page-has-heading-one). */}
          {partnerId ? <h1 className="sr-only md:hidden">{t('list.title')}</h1> : null}
          {partnerId ? (
            <ChatPane
              key={partnerId}
              partnerId={partnerId}
              me={me.id}
              basePath={basePath}
              socket={socket}
              sender={sender}
              onDirections={onDirections}
              directionsBusy={directionsBusy}
              checkImage={checkImage}
              onWriteReview={onWriteReview}
            />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
                <MessagesSquare aria-hidden="true" className="size-7" />
              </span>
              <p className="text-lg font-semibold text-slate-900">{t('screen.selectTitle')}</p>
              <p className="max-w-xs text-sm text-slate-600">{t('screen.selectHint')}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
