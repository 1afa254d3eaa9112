import { LoaderCircle, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SUPPORT_MESSAGE_MAX, type SupportMessage } from '../../../../contract/support.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useReplySupportMessage } from '../api/reply-support-message.ts';
import { canSendReply, characterCount } from '../lib/support-view.ts';

/** The reply box of a support message: 'Reply' with an 'n / 2000' counter and 'Send Reply to User'. */
export function SupportReplyForm({ message }: { message: SupportMessage }) {
  const [text, setText] = useState('');
  const reply = useReplySupportMessage();
  const id = `support-reply-${message.id}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSendReply(text) || reply.isPending) return;
    reply.mutate(
      { id: message.id, body: { adminReply: text.trim() } },
      {
        onSuccess: () => {
          setText('');
          toast.success('Reply sent');
        },
        onError: (error) => toast.error('Failed to send reply', errorMessage(error, 'Please try again.')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>Reply</Label>
        <span id={`${id}-count`} className="text-xs text-slate-600 tabular-nums">
          {characterCount(text)}
        </span>
      </div>
      <Textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={SUPPORT_MESSAGE_MAX}
        rows={5}
        placeholder={`Write a reply to ${message.userName}`}
        aria-describedby={`${id}-count`}
      />
      <Button type="submit" className="w-full sm:w-auto sm:justify-self-end" disabled={!canSendReply(text) || reply.isPending} aria-busy={reply.isPending || undefined}>
        {reply.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
        {reply.isPending ? 'Sending...' : 'Send Reply to User'}
      </Button>
    </form>
  );
}
