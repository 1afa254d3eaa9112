import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Message } from '../../../../contract/chat.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { childMessagesKey } from './families-keys.ts';

/** GET /api/children/{id}/messages/{userId}: one of the child's conversations, read-only (never marked read). */
export async function getChildMessages(childId: string, userId: string, signal?: AbortSignal): Promise<Message[]> {
  const path = `/api/children/${encodeURIComponent(childId)}/messages/${encodeURIComponent(userId)}`;
  const response = await apiRequest<Message[] | { messages: Message[] }>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE });
  return Array.isArray(response) ? response : (response?.messages ?? []);
}

export function childMessagesQueryOptions(childId: string, userId: string) {
  return queryOptions({
    queryKey: childMessagesKey(childId, userId),
    staleTime: 30_000,
    queryFn: ({ signal }) => getChildMessages(childId, userId, signal),
  });
}

export function useChildMessages(childId: string, userId: string | null) {
  return useQuery({ ...childMessagesQueryOptions(childId, userId ?? ''), enabled: !!userId });
}
