import { Handshake, UserPlus } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../lib/messages.ts';
import { fullDateTime, messageTime } from '../lib/time.ts';

interface RequestEntryProps {
  message: ChatMessage;
  partnerName: string;
  /** Roving focus: the one entry of the log in the Tab order. */
  tabbable: boolean;
}

const firstNameOf = (name: string) => name.split(/\s+/)[0] || name;

/**
 * The opening of a conversation by an accepted connection request: the request's message as a card, then the
 * acceptance as a centred line ("Anita accepted the request · 10:42"). Not bubbles: nobody wrote them here, and they
 * cannot be liked. Each is a stop of the log's arrow-key navigation like a message.
 */
export const RequestEntry = memo(function RequestEntry({ message: m, partnerName, tabbable }: RequestEntryProps) {
  const { t } = useTranslation('chat');
  const name = firstNameOf(partnerName);
  const time = (
    <time dateTime={m.createdAt} title={fullDateTime(m.createdAt)}>
      {messageTime(m.createdAt)}
    </time>
  );
  const focus = 'rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2 focus-visible:ring-offset-slate-50';

  if (m.kind === 'request_accepted') {
    return (
      <li tabIndex={tabbable ? 0 : -1} data-message-key={m.key} data-testid="request-accepted-entry" className={`my-3 flex justify-center ${focus}`}>
        <p className="flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-900 ring-1 ring-emerald-200">
          <Handshake aria-hidden="true" className="size-3.5 shrink-0" />
          <span>{m.fromMe ? t('entry.acceptedByYou') : t('entry.acceptedBy', { name })}</span>
          <span aria-hidden="true">·</span>
          {time}
        </p>
      </li>
    );
  }

  return (
    <li tabIndex={tabbable ? 0 : -1} data-message-key={m.key} data-testid="request-entry" className={`mt-3 flex justify-center ${focus}`}>
      <div className="w-full max-w-md rounded-xl border border-indigo-200 bg-indigo-50/60 px-4 py-3 text-sm text-slate-900 shadow-xs">
        <p className="flex items-center gap-1.5 text-xs font-semibold text-indigo-800">
          <UserPlus aria-hidden="true" className="size-3.5 shrink-0" />
          {m.fromMe ? t('entry.requestFromYou') : t('entry.requestFrom', { name })}
        </p>
        <p className="mt-1 break-words whitespace-pre-wrap">{m.content}</p>
        <p className="mt-1 text-right text-[11px] text-slate-600">{time}</p>
      </div>
    </li>
  );
});
