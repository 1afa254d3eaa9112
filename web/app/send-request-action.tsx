import { SendRequestButton } from '../features/requests/components/send-request-button.tsx';
import type { CardTarget } from '../lib/card-target.ts';

/** The Send Request action of the nearby and find cards: the requests feature's button, composed by the routes. */
export function renderSendRequest(target: CardTarget) {
  return <SendRequestButton target={target} className="flex-1" />;
}
