import { ArrowLeft, Eye, MessageSquare, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Conversation } from '../../../../contract/chat.ts';
import type { ConnectionRequest } from '../../../../contract/requests.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { cn } from '../../../lib/utils.ts';
import { useChildActivity } from '../api/get-child-activity.ts';
import { useChildren } from '../api/get-children.ts';
import { STATUS_LABELS } from '../lib/child-view.ts';
import { ChildConversation } from './child-conversation.tsx';

const WHEN: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
const statusVariant = { pending: 'warning', accepted: 'success', rejected: 'outline' } as const;

/** The teacher of a child's request (requests are between a student and a teacher). */
const teacherOf = (request: ConnectionRequest) => (request.fromUser.userType === 'teacher' ? request.fromUser : request.toUser);

/**
 * /children/{id}: a guardian reads a linked child's requests and conversations; nothing can be sent from here.
 * `?with={userId}` opens that conversation (the link in the guardian's email or push about a tutor's message).
 */
export function ChildActivityScreen({ childId }: { childId: string }) {
  const { t } = useTranslation('families');
  const child = useChildren().data?.find((c) => c.id === childId);
  const activity = useChildActivity(childId);
  const [searchParams] = useSearchParams();
  const [chosen, setOpen] = useState<Conversation | null>(null);
  const open = chosen ?? activity.data?.conversations.find((c) => c.userId === searchParams.get('with')) ?? null;
  const name = child?.firstName ?? '';

  return (
    <section aria-labelledby="activity-title" className="mx-auto grid w-full max-w-5xl gap-5">
      <div className="grid gap-2">
        <Button asChild variant="ghost" size="sm" className="justify-self-start">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            {t('activity.back')}
          </Link>
        </Button>
        <h1 id="activity-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('activity.title', { name })}
        </h1>
        <p className="flex gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('activity.readOnly', { name })}
        </p>
      </div>
      {activity.isPending ? (
        <Spinner />
      ) : activity.isError ? (
        <ErrorState title={t('activity.loadFailed')} error={activity.error} onRetry={() => void activity.refetch()} />
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          <section aria-labelledby="activity-requests" className="grid content-start gap-2">
            <h2 id="activity-requests" className="flex items-center gap-2 font-semibold text-slate-900">
              <UserPlus aria-hidden="true" className="size-4 text-indigo-600" />
              {t('activity.requests')}
            </h2>
            {activity.data.requests.length ? (
              <ul className="grid gap-2">
                {activity.data.requests.map((request) => (
                  <li key={request.id} className="grid gap-1 rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm">
                    <div className="flex items-center justify-between gap-2">
                      <span className="font-semibold text-slate-900">
                        {request.fromUser.userType === 'teacher' ? t('activity.from', { name: teacherOf(request).name }) : t('activity.sentTo', { name: teacherOf(request).name })}
                      </span>
                      <Badge variant={statusVariant[request.status]}>{t(STATUS_LABELS[request.status])}</Badge>
                    </div>
                    {request.message ? <p className="break-words whitespace-pre-line text-slate-700">{request.message}</p> : null}
                    <time dateTime={request.createdAt} className="text-xs text-slate-600">
                      {formatDate(new Date(request.createdAt), WHEN)}
                    </time>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{t('activity.noRequests')}</p>
            )}
          </section>
          <section aria-labelledby="activity-conversations" className="grid content-start gap-2">
            <h2 id="activity-conversations" className="flex items-center gap-2 font-semibold text-slate-900">
              <MessageSquare aria-hidden="true" className="size-4 text-indigo-600" />
              {t('activity.conversations')}
            </h2>
            {activity.data.conversations.length ? (
              <ul className="grid gap-2">
                {activity.data.conversations.map((conversation) => (
                  <li key={conversation.userId}>
                    <button
                      type="button"
                      aria-pressed={open?.userId === conversation.userId}
                      onClick={() => setOpen(conversation)}
                      className={cn(
                        'grid w-full gap-0.5 rounded-xl border bg-white p-3 text-left text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600',
                        open?.userId === conversation.userId ? 'border-indigo-400 bg-indigo-50' : 'border-slate-200 hover:bg-slate-50',
                      )}
                    >
                      <span className="font-semibold text-slate-900">{conversation.name}</span>
                      <span className="truncate text-slate-600">
                        {conversation.lastMessageKind === 'request_accepted' ? t('activity.kindAccepted') : conversation.lastMessage}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{t('activity.noConversations')}</p>
            )}
            {open ? <ChildConversation childId={childId} childName={name} conversation={open} /> : null}
          </section>
        </div>
      )}
    </section>
  );
}
