import type { OutboxItem, OutboxState } from './outbox.ts';

/**
 * The outbox in localStorage, one key per user, so a message written offline survives a reload. A picked image
 * that is not uploaded yet cannot be stored (a File is not JSON): that message stays in this tab only.
 */
export const outboxStorageKey = (userId: string) => `tutorhood:outbox:${userId}`;

type SavedItem = Omit<OutboxItem, 'file' | 'previewUrl'>;

export function serializeOutbox(state: OutboxState): string | null {
  const items: SavedItem[] = Object.values(state)
    .flat()
    .filter((item) => !item.file || item.attachment)
    .map(({ file: _file, previewUrl: _previewUrl, ...rest }) => rest);
  return items.length ? JSON.stringify(items) : null;
}

const isSavedItem = (value: unknown): value is SavedItem => {
  const v = value as Partial<SavedItem> | null;
  return (
    typeof v === 'object' && v !== null && typeof v.clientId === 'string' && typeof v.toUserId === 'string' &&
    typeof v.content === 'string' && typeof v.createdAt === 'string'
  );
};

/**
 * Saved items come back queued unless they had failed for good: one that was on its way when the page went may or
 * may not have arrived, and sending it again with its clientId is safe (the server stores a clientId once).
 */
export function deserializeOutbox(text: string | null): OutboxState {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!Array.isArray(parsed)) return {};
  const state: Record<string, OutboxItem[]> = {};
  for (const value of parsed) {
    if (!isSavedItem(value)) continue;
    const item: OutboxItem = {
      ...value,
      attachment: value.attachment ?? null,
      error: value.status === 'failed' ? (value.error ?? null) : null,
      status: value.status === 'failed' ? 'failed' : 'queued',
      file: null,
      previewUrl: null,
    };
    (state[item.toUserId] ??= []).push(item);
  }
  return state;
}

/**
 * Items of this tab that the saved state lacks but must keep: images not uploaded yet (never saved) and deliveries
 * in flight here. Used when another tab changed the saved outbox.
 */
export function mergeLocalOnly(saved: OutboxState, local: OutboxState, keep: (item: OutboxItem) => boolean): OutboxState {
  const merged: Record<string, OutboxItem[]> = {};
  for (const [partnerId, list] of Object.entries(saved)) merged[partnerId] = [...list];
  for (const item of Object.values(local).flat()) {
    const list = (merged[item.toUserId] ??= []);
    const index = list.findIndex((other) => other.clientId === item.clientId);
    if (index !== -1) {
      if (keep(item)) list[index] = item;
    } else if (keep(item) || (item.file && !item.attachment)) {
      list.push(item);
    }
  }
  for (const key of Object.keys(merged)) if (!merged[key]!.length) delete merged[key];
  return merged;
}
