import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '../../../../contract/chat.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { cn } from '../../../lib/utils.ts';
import { useChildMessages } from '../api/get-child-messages.ts';

const WHEN: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };

/** One of a child's conversations, read-only: the other party's messages on the left, the child's on the right. */
export function ChildConversation({ childId, childName, conversation }: { childId: string; childName: string; conversation: Conversation }) {
  const { t } = useTranslation('families');
  const messages = useChildMessages(childId, conversation.userId);
  return (
    <section aria-label={t('activity.with', { name: conversation.name })} className="grid gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{t('activity.with', { name: conversation.name })}</h3>
      {messages.isPending ? (
        <Spinner />
      ) : !messages.data?.length ? (
        <p className="text-sm text-slate-600">{t('activity.noMessages')}</p>
      ) : (
        <ol className="grid gap-2">
          {messages.data.map((message) => {
            const fromOther = message.fromUserId === conversation.userId;
            return (
              <li key={message.id} className={cn('grid max-w-[85%] gap-0.5 rounded-lg px-3 py-2 text-sm', fromOther ? 'justify-self-start bg-white' : 'justify-self-end bg-indigo-100')}>
                <span className="text-xs font-semibold text-slate-600">{fromOther ? conversation.name : childName}</span>
                {message.kind !== 'text' ? (
                  <span className="text-xs font-medium text-indigo-800">{message.kind === 'request' ? t('activity.kindRequest') : t('activity.kindAccepted')}</span>
                ) : null}
                {message.content ? <p className="break-words whitespace-pre-line text-slate-900">{message.content}</p> : null}
                {message.attachment ? (
                  <span className="flex items-center gap-1 text-xs text-slate-700">
                    <Paperclip aria-hidden="true" className="size-3.5" />
                    {t('activity.attachment')}
                  </span>
                ) : null}
                <time dateTime={message.createdAt} className="text-xs text-slate-500">
                  {formatDate(new Date(message.createdAt), WHEN)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
