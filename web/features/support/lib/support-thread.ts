import type { SupportMessage } from '../../../../contract/support.ts';

/** Spec §5: a support message blank after trimming cannot be sent. */
export function isBlank(text: string): boolean {
  return text.trim().length === 0;
}

/** One bubble of the thread: the user's own message (right) or the support team's reply (left). */
export type SupportThreadEntry =
  | { key: string; side: 'user'; text: string; at: string; pending: boolean }
  | { key: string; side: 'support'; text: string; at: string };

/**
 * The thread, oldest first: each message, then its reply. A follow-up the team wrote after every message had its answer
 * has an empty `message`: only the reply shows.
 */
export function threadEntries(messages: readonly SupportMessage[], pending?: { text: string; at: string } | null): SupportThreadEntry[] {
  const entries: SupportThreadEntry[] = [];
  const sorted = [...messages].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  for (const message of sorted) {
    if (message.message.trim()) {
      entries.push({ key: `${message.id}:message`, side: 'user', text: message.message, at: message.createdAt, pending: false });
    }
    if (message.adminReply) {
      entries.push({ key: `${message.id}:reply`, side: 'support', text: message.adminReply, at: message.repliedAt ?? message.createdAt });
    }
  }
  if (pending) entries.push({ key: 'pending', side: 'user', text: pending.text, at: pending.at, pending: true });
  return entries;
}

/** The list with the server's copy of a sent message, once (a poll may have brought it already). */
export function withSupportMessage(list: readonly SupportMessage[] | undefined, message: SupportMessage): SupportMessage[] {
  return [...(list ?? []).filter((m) => m.id !== message.id), message];
}

/** The chat button must not cover a chat's composer or the end of the conversation list (see SupportChat). */
export type LauncherPlacement = 'default' | 'messages-list' | 'messages-chat';

const MESSAGES_PATH = /^\/(?:old\/)?messages(?:\/([^/]+))?\/?$/;

export function launcherPlacement(pathname: string): LauncherPlacement {
  const match = MESSAGES_PATH.exec(pathname);
  if (!match) return 'default';
  return match[1] ? 'messages-chat' : 'messages-list';
}
