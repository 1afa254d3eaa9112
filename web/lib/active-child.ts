import { useSyncExternalStore } from 'react';
import { readItem, removeItem, writeItem } from './storage.ts';

/**
 * A parent's active child: who the parent's requests and requirements are for, chosen in the header's
 * switcher ("For: Anaya ▾") and kept in this browser. Features read it here (they do not import each other); the
 * families feature writes it. A stored id that is no longer one of the parent's children is ignored by its readers.
 */
export const ACTIVE_CHILD_KEY = 'activeChildId';

let current: string | null = readItem(ACTIVE_CHILD_KEY);
const listeners = new Set<() => void>();

export function getActiveChildId(): string | null {
  return current;
}

export function setActiveChildId(id: string | null): void {
  if (id === current) return;
  current = id;
  if (id) writeItem(ACTIVE_CHILD_KEY, id);
  else removeItem(ACTIVE_CHILD_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== ACTIVE_CHILD_KEY && event.key !== null) return;
    current = readItem(ACTIVE_CHILD_KEY);
    for (const listener of listeners) listener();
  });
}

/**
 * `?childId=…` for a parent's own-requirement calls (GET /api/requirements/my, DELETE /api/requirements), or ''.
 * The families feature keeps the stored id one of the parent's children; other accounts have none stored.
 */
export function activeChildQuery(): string {
  return current ? `?${new URLSearchParams({ childId: current }).toString()}` : '';
}

/** The stored active child's id (any id: check it against the parent's children). */
export function useActiveChildId(): string | null {
  return useSyncExternalStore(subscribe, getActiveChildId, () => null);
}

/** The active child among `children`: the stored one if it is still there, else the first (or none). */
export function pickActiveChild<T extends { id: string }>(children: readonly T[] | undefined, storedId: string | null): T | null {
  if (!children?.length) return null;
  return children.find((child) => child.id === storedId) ?? children[0]!;
}
