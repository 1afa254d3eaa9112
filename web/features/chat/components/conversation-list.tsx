import { MessageSquare, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConversations } from '../api/get-conversations.ts';
import { useNow } from '../hooks/use-now.ts';
import { filterConversations } from '../lib/conversations.ts';
import { ConversationItem } from './conversation-item.tsx';

interface ConversationListProps {
  /** /messages or /old/messages: where the items link to. */
  basePath: string;
  viewerType: 'student' | 'teacher' | 'admin' | 'parent';
}

/** The left column of /messages: a search box and the conversations, newest first. */
export function ConversationList({ basePath, viewerType }: ConversationListProps) {
  const { t } = useTranslation('chat');
  const query = useConversations();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const now = useNow();
  const titleId = useId();
  const list = query.data ?? [];
  const shown = filterConversations(list, deferred);

  return (
    <section aria-labelledby={titleId} className="flex h-full min-h-0 flex-col">
      <div className="grid gap-3 border-b border-slate-200 p-3">
        <h1 id={titleId} className="text-xl font-bold tracking-tight text-slate-900">
          {t('list.title')}
        </h1>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <Input
            type="search"
            aria-label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <div className="flex justify-center p-8">
            <Spinner label={t('list.loading')} />
          </div>
        ) : query.isError ? (
          <div role="alert" className="grid justify-items-start gap-3 p-4 text-sm text-slate-700">
            <p>{errorMessage(query.error, t('list.loadFailed'))}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('list.tryAgain')}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <EmptyConversations viewerType={viewerType} />
        ) : shown.length === 0 ? (
          <p role="status" className="p-4 text-sm text-slate-600">
            {t('list.noMatch', { search: deferred.trim() })}
          </p>
        ) : (
          <ul aria-label={t('list.label')} className="divide-y divide-slate-100">
            {shown.map((conversation) => (
              <ConversationItem
                key={conversation.userId}
                conversation={conversation}
                to={`${basePath}/${conversation.userId}`}
                fetchedAt={query.dataUpdatedAt}
                now={now}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function EmptyConversations({ viewerType }: { viewerType: ConversationListProps['viewerType'] }) {
  const { t } = useTranslation('chat');
  const findsStudents = viewerType === 'teacher';
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <MessageSquare aria-hidden="true" className="size-6" />
      </span>
      <p className="font-semibold text-slate-900">{t('list.emptyTitle')}</p>
      <p className="max-w-xs text-sm text-slate-600">
        {findsStudents ? t('list.emptyHintStudents') : t('list.emptyHintTeachers')}
      </p>
      <Button asChild size="sm">
        <Link to="/find">{findsStudents ? t('list.findStudents') : t('list.findTeachers')}</Link>
      </Button>
    </div>
  );
}
