import { MessageButton } from '../features/search/components/message-button.tsx';
import type { CardTarget } from '../lib/card-target.ts';

/** The Message action of the nearby and find cards: the search feature's button, composed by the routes. */
export function renderMessageAction(target: CardTarget) {
  return <MessageButton target={target} />;
}
