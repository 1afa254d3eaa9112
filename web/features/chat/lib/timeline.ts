import type { ChatMessage } from './messages.ts';
import { dayKey, dayLabel } from './time.ts';

export type TimelineEntry =
  | { type: 'day'; key: string; label: string }
  | { type: 'message'; key: string; message: ChatMessage; /** The previous entry is a message from the same side. */ continued: boolean };

/**
 * Messages with a separator before each new calendar day (Today, Yesterday, …). `_language` (the active UI language)
 * only keys a memo of the result: the labels are in that language.
 */
export function buildTimeline(messages: readonly ChatMessage[], now: Date = new Date(), _language?: string): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  let lastDay = '';
  let previous: ChatMessage | null = null;
  for (const message of messages) {
    const day = dayKey(message.createdAt);
    if (day !== lastDay) {
      entries.push({ type: 'day', key: `day-${day}`, label: dayLabel(message.createdAt, now) });
      lastDay = day;
      previous = null;
    }
    // The opening entries of a request stand apart: the message after them starts a new group.
    const written = message.kind === 'text';
    entries.push({ type: 'message', key: message.key, message, continued: written && previous?.kind === 'text' && previous.fromMe === message.fromMe });
    previous = message;
  }
  return entries;
}
