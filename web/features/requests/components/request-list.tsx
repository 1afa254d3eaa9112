import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ConnectionRequest } from '../../../../contract/requests.ts';
import { sortForDisplay, type RequestBox } from '../lib/request-view.ts';
import { RequestCard, type RenderRequestActions } from './request-card.tsx';
import { RequestsEmpty, RequestsError, RequestsLoading } from './request-states.tsx';

interface RequestListProps {
  box: RequestBox;
  query: UseQueryResult<ConnectionRequest[], Error>;
  viewer: { id: string; userType: 'student' | 'teacher' };
  renderActions?: RenderRequestActions;
  /** Still deciding which tab opens (the other list is loading): shown as loading. */
  waiting?: boolean;
}

/** One tab's requests, pending first, with the loading, empty and error states. */
export function RequestList({ box, query, viewer, renderActions, waiting = false }: RequestListProps) {
  const { t } = useTranslation('requests');
  if (query.isPending || waiting) return <RequestsLoading />;
  if (query.isError && !query.data) {
    return <RequestsError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (!query.data.length) return <RequestsEmpty box={box} viewerType={viewer.userType} />;
  return (
    <ul aria-label={box === 'received' ? t('list.received') : t('list.sent')} className="grid gap-4 lg:grid-cols-2">
      {sortForDisplay(query.data).map((request) => (
        <li key={request.id} className="min-w-0">
          <RequestCard request={request} viewerId={viewer.id} renderActions={renderActions} />
        </li>
      ))}
    </ul>
  );
}
