import type { ConnectionRequest } from '../../../../contract/requests.ts';

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
    return { variant: 'info', title: 'New connection request', description: `${request.fromUser.name} sent you a request.` };
  }
  if (request.fromUser.id !== viewerId) return null;
  const name = request.toUser.name;
  switch (request.status) {
    case 'accepted':
      return { variant: 'success', title: 'Request Accepted', description: `${name} accepted your request. You can start chatting now.` };
    case 'rejected':
      return { variant: 'info', title: 'Request Declined', description: `${name} declined your request.` };
    case 'pending':
      return null;
  }
}
