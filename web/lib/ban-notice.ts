import { useSyncExternalStore } from 'react';

/**
 * Why this browser's user was signed out by a ban (the admin's reason), shown by the app root's dialog
 * (web/features/auth/components/banned-dialog.tsx): from the socket event `account_banned` of an open app, or from
 * a sign-in refused with USER_BANNED.
 */
export interface BanNotice {
  reason: string | null;
}

let notice: BanNotice | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function showBanNotice(reason: string | null): void {
  notice = { reason: reason?.trim() || null };
  emit();
}

export function dismissBanNotice(): void {
  notice = null;
  emit();
}

export function useBanNotice(): BanNotice | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notice,
    () => null,
  );
}
