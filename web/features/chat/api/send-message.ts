import type { Message, SendMessageBody } from '../../../../contract/chat.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/messages/:userId: the REST send when the socket is down. The server dedupes by clientId. */
export function postMessage(toUserId: string, body: SendMessageBody): Promise<Message> {
  return apiRequest<Message>('POST', `/api/messages/${encodeURIComponent(toUserId)}`, body);
}
