import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { StartConversationResponseSchema } from '../../../../contract/chat.ts';
import { translateMessage } from '../../../i18n/errors.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';
import { toast } from '../../../lib/toast.ts';
import type { MeResponse } from '../../../../contract/auth.ts';

type StartConversationResponse = z.infer<typeof StartConversationResponseSchema>;

/** POST /api/conversations: the conversation with `userId` (its id is that user's id); 403 when the rules refuse. */
export function startConversation(participants: string[]): Promise<StartConversationResponse> {
  return apiRequest<StartConversationResponse>('POST', '/api/conversations', { participants });
}

/** The server's reason for a refusal (4xx with a message), translated; null for other failures. */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.serverMessage) return null;
  const code = (error.body as { messageCode?: unknown } | null)?.messageCode;
  return translateMessage(error.serverMessage, typeof code === 'string' ? code : undefined);
}

/**
 * A student's Message action on a card (spec §7, §8): start the conversation, then open it in /messages;
 * 'Conversation Started', or 'Failed to Start Conversation' with the server's reason when it gives one.
 */
export function useStartConversation() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['conversations', 'start'],
    mutationFn: (userId: string) => {
      const viewerId = queryClient.getQueryData<MeResponse>(ME_QUERY_KEY)?.user.id;
      return startConversation(viewerId ? [viewerId, userId] : [userId]);
    },
    onSuccess: ({ conversationId }) => {
      toast.success(t('message.started'));
      void navigate(`/messages/${conversationId}`);
    },
    onError: (error) => toast.error(t('message.failed'), refusalMessage(error) ?? t('message.tryLater')),
  });
}
