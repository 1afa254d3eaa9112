import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../../../contract/chat.ts';
import { messagesQueryOptions } from '../api/get-messages.ts';
import { messagesQueryKey } from '../api/chat-keys.ts';
import { flattenPages, type MessagePages } from '../lib/messages.ts';
import { storeMessage } from './use-chat-sender.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const THEM = '00000000-0000-4000-8000-000000000002';
const incoming: Message = {
  id: '10000000-0000-4000-8000-000000000001',
  fromUserId: THEM,
  toUserId: ME,
  content: 'Are you free on Saturday?',
  attachment: null,
  attachmentType: null,
  createdAt: '2026-11-29T07:00:00.000Z',
  isRead: false,
  isLiked: false,
  clientId: null,
  kind: 'text',
};

/** The server's history: each read answers what was stored when the read was made, once `release` lets it through. */
function history() {
  const stored: Message[] = [];
  const waiting: Array<() => void> = [];
  const read = () => {
    const snapshot = [...stored];
    return new Promise<{ messages: Message[]; nextUrl: null }>((resolve) => waiting.push(() => resolve({ messages: snapshot, nextUrl: null })));
  };
  return { stored, read, release: () => waiting.splice(0).forEach((answer) => answer()), pending: () => waiting.length };
}

/** A query client with the open chat on screen: an observer, as the chat pane has, makes its query active. */
function openChat(read: () => Promise<{ messages: Message[]; nextUrl: null }>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new InfiniteQueryObserver(queryClient, { ...messagesQueryOptions(THEM), queryFn: read });
  const unsubscribe = observer.subscribe(() => undefined);
  return { queryClient, observer, unsubscribe };
}

/** Lets every read answer, those made meanwhile too, until nothing is being fetched. */
async function answerAll(server: ReturnType<typeof history>, queryClient: QueryClient) {
  do {
    server.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
  } while (server.pending() > 0 || queryClient.isFetching() > 0);
}

/** The partner's message is stored and delivered while the reads made so far are still on their way; then all answer. */
async function arrivesDuringRead(server: ReturnType<typeof history>, queryClient: QueryClient) {
  server.stored.push(incoming);
  storeMessage(queryClient, incoming, ME, THEM);
  await answerAll(server, queryClient);
}

const shown = (queryClient: QueryClient) =>
  flattenPages(queryClient.getQueryData<MessagePages>(messagesQueryKey(THEM))!).map((message) => message.content);

describe('a message that arrives while the open chat is being read', () => {
  it('is kept when a refetch made before it was stored answers after it', async () => {
    const server = history();
    const { queryClient, observer, unsubscribe } = openChat(server.read);
    await answerAll(server, queryClient);
    expect(shown(queryClient)).toEqual([]);

    void observer.refetch();
    await Promise.resolve();
    await arrivesDuringRead(server, queryClient);
    expect(shown(queryClient)).toEqual(['Are you free on Saturday?']);
    unsubscribe();
  });

  it('is kept when the first page, read before it was stored, answers after it', async () => {
    const server = history();
    const { queryClient, unsubscribe } = openChat(server.read);
    await Promise.resolve();
    await arrivesDuringRead(server, queryClient);
    expect(shown(queryClient)).toEqual(['Are you free on Saturday?']);
    unsubscribe();
  });
});
