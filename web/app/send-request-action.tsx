import { useCallback } from 'react';
import { useReceivedRequests } from '../features/requests/api/get-received-requests.ts';
import { useSentRequests } from '../features/requests/api/get-sent-requests.ts';
import { SendRequestButton } from '../features/requests/components/send-request-button.tsx';
import type { CardActionRenderer } from '../lib/card-target.ts';

/**
 * The Send Request action of the nearby and find cards: the requests feature's button, composed by the routes. The
 * two request lists the buttons' states come from are read here, once for the whole list of cards.
 */
export function useSendRequestAction(): CardActionRenderer {
  const sent = useSentRequests().data;
  const received = useReceivedRequests().data;
  return useCallback((target) => <SendRequestButton target={target} sent={sent} received={received} className="flex-1" />, [sent, received]);
}
