import type { ConnectionRequest } from '../../../../contract/requests.ts';
import { i18n } from '../../../i18n/index.ts';

export type RequestEvent = 'request_received' | 'request_updated';

export interface EventToast {
  variant: 'success' | 'info';
  title: string;
  description: string;
}

/**
 * The toast for a real-time request event, or null. `request_updated` also reaches the receiver's own sockets
 * (their other tabs) after they answer: only the sender is told the outcome.
 */
export function requestEventToast(event: RequestEvent, request: ConnectionRequest, viewerId: string): EventToast | null {
  if (event === 'request_received') {
    if (request.toUser.id !== viewerId) return null;
    return { variant: 'info', title: i18n.t('requests:events.newTitle'), description: i18n.t('requests:events.newBody', { name: request.fromUser.name }) };
  }
  if (request.fromUser.id !== viewerId) return null;
  const name = request.toUser.name;
  switch (request.status) {
    case 'accepted':
      return { variant: 'success', title: i18n.t('requests:events.acceptedTitle'), description: i18n.t('requests:events.acceptedBody', { name }) };
    case 'rejected':
      return { variant: 'info', title: i18n.t('requests:events.declinedTitle'), description: i18n.t('requests:events.declinedBody', { name }) };
    case 'pending':
      return null;
  }
}
