import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../../contract/chat.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { replaceMessage, setLiked, type MessagePages } from '../lib/messages.ts';
import { messagesQueryKey } from './chat-keys.ts';

/** POST /api/messages/:id/like: toggles the like; answers the message. */
export function likeMessage(messageId: string): Promise<Message> {
  return apiRequest<Message>('POST', `/api/messages/${encodeURIComponent(messageId)}/like`, {});
}

interface LikeVariables {
  partnerId: string;
  messageId: string;
  /** The state the user wants (the opposite of what the bubble showed). */
  isLiked: boolean;
}

/** Double-click to like: the heart shows at once and goes back if the server refuses. */
export function useLikeMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['messages', 'like'],
    mutationFn: ({ messageId }: LikeVariables) => likeMessage(messageId),
    retry: false,
    onMutate: async ({ partnerId, messageId, isLiked }) => {
      const key = messagesQueryKey(partnerId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<MessagePages>(key, (data) => (data ? setLiked(data, messageId, isLiked) : data));
    },
    onError: (error, { partnerId, messageId, isLiked }) => {
      queryClient.setQueryData<MessagePages>(messagesQueryKey(partnerId), (data) => (data ? setLiked(data, messageId, !isLiked) : data));
      toast.error('Failed to like message', errorMessage(error, 'Please try again later.'));
    },
    onSuccess: (message, { partnerId }) => {
      queryClient.setQueryData<MessagePages>(messagesQueryKey(partnerId), (data) => (data ? replaceMessage(data, message) : data));
    },
  });
}
