import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Child } from '../../../../contract/families.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { KEPT_WHILE_SIGNED_IN } from '../../../lib/query-client.ts';
import { CHILDREN_QUERY_KEY } from './families-keys.ts';

/** GET /api/children: the signed-in parent's children. */
export async function getChildren(signal?: AbortSignal): Promise<Child[]> {
  const response = await apiRequest<{ children: Child[] }>('GET', '/api/children', undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE });
  return response?.children ?? [];
}

export function childrenQueryOptions() {
  return queryOptions({ queryKey: CHILDREN_QUERY_KEY, ...KEPT_WHILE_SIGNED_IN, staleTime: 60_000, queryFn: ({ signal }) => getChildren(signal) });
}

/** The parent's children (only a parent asks: `enabled`). */
export function useChildren(enabled = true) {
  return useQuery({ ...childrenQueryOptions(), enabled });
}
