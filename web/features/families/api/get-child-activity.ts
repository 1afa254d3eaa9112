import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChildActivity } from '../../../../contract/family-activity.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { childActivityKey } from './families-keys.ts';

/** GET /api/children/{id}/activity: a linked child's own requests and conversations, read-only. */
export async function getChildActivity(childId: string, signal?: AbortSignal): Promise<ChildActivity> {
  const path = `/api/children/${encodeURIComponent(childId)}/activity`;
  return (await apiRequest<ChildActivity>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE })) ?? { requests: [], conversations: [] };
}

export function childActivityQueryOptions(childId: string) {
  return queryOptions({ queryKey: childActivityKey(childId), staleTime: 30_000, queryFn: ({ signal }) => getChildActivity(childId, signal) });
}

export function useChildActivity(childId: string) {
  return useQuery(childActivityQueryOptions(childId));
}
