import { useSyncExternalStore } from 'react';
import { TOKEN_MIN_LENGTH } from '../../contract/constants.ts';
import { SAVED_COPY_KEY } from '../pwa/saved-copy-key.ts';
import { setActiveChildId } from './active-child.ts';
import { HOME_PREVIEW_KEY } from './signed-in-preview.ts';
import { readItem, removeItem, writeItem } from './storage.ts';

/** The signed-in student's or teacher's bearer token (spec §4), kept in localStorage under 'token'. */
export const TOKEN_KEY = 'token';

/** A stored token counts only if non-empty, not 'null'/'undefined' and longer than 10 characters. */
export function isUsableToken(value: string | null | undefined): value is string {
  return !!value && value !== 'null' && value !== 'undefined' && value.length >= TOKEN_MIN_LENGTH;
}

function readStoredToken(): string | null {
  const stored = readItem(TOKEN_KEY);
  if (isUsableToken(stored)) return stored;
  if (stored !== null) removeItem(TOKEN_KEY);
  return null;
}

let current: string | null = readStoredToken();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return current;
}

export function setToken(token: string): void {
  current = token;
  writeItem(TOKEN_KEY, token);
  emit();
}

export function clearToken(): void {
  current = null;
  removeItem(TOKEN_KEY);
  // The offline copy of the chat belongs to the session that ends here (web/pwa/saved-copy.ts).
  removeItem(SAVED_COPY_KEY);
  // Nor may the next visitor of this browser see this user's home before signing in (web/lib/signed-in-preview.ts).
  removeItem(HOME_PREVIEW_KEY);
  // A parent's chosen child belongs to their session too (web/lib/active-child.ts).
  setActiveChildId(null);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    current = readStoredToken();
    emit();
  });
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, getToken);
}
