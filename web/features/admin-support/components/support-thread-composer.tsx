import { LoaderCircle, SendHorizontal } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SUPPORT_MESSAGE_MAX } from '../../../../contract/support.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useReplySupportConversation } from '../api/reply-support-conversation.ts';
import { canSendReply, characterCount, isSendKey } from '../lib/support-view.ts';

/** The reply input of a support thread: Enter sends, Shift+Enter writes a new line; the button is 'Send reply'. */
export function SupportThreadComposer({ userId, userName }: { userId: string; userName: string }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const reply = useReplySupportConversation();
  const id = `support-thread-reply-${userId}`;
  const sendable = canSendReply(text) && !reply.isPending;

  const send = () => {
    if (!sendable) return;
    reply.mutate(
      { userId, message: text.trim() },
      {
        onSuccess: () => {
          setText('');
          toast.success('Reply sent');
          input.current?.focus();
        },
        onError: (error) => toast.error('Failed to send reply', errorMessage(error, 'Please try again.')),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-1 border-t border-slate-200 bg-white px-3 py-3 sm:px-4">
      <label htmlFor={id} className="sr-only">
        Reply to {userName}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={input}
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={SUPPORT_MESSAGE_MAX}
          rows={2}
          placeholder="Type a reply..."
          aria-describedby={`${id}-hint`}
          className="min-h-11 flex-1 resize-y"
        />
        <Button type="submit" size="icon" aria-label="Send reply" title="Send reply" disabled={!sendable} aria-busy={reply.isPending || undefined}>
          {reply.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <SendHorizontal aria-hidden="true" />}
        </Button>
      </div>
      <p id={`${id}-hint`} className="flex flex-wrap justify-between gap-x-3 text-xs text-slate-600">
        <span>Enter to send, Shift+Enter for a new line</span>
        <span className="tabular-nums">{characterCount(text)}</span>
      </p>
    </form>
  );
}
