import { useSyncExternalStore } from 'react';

/**
 * App toasts (spec §8). The toaster (sonner) is loaded on the first toast, not at start, so pages that never
 * toast (the landing page) do not download it. Each toast renders with role="status"; `error` is destructive.
 */
type Variant = 'success' | 'error' | 'info';

let wanted = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));
const listeners = new Set<() => void>();

async function show(variant: Variant, title: string, description?: string): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ renderToast }] = await Promise.all([import('./toast-view.tsx'), ready]);
  renderToast(variant, title, description);
}

export const toast = {
  success: (title: string, description?: string) => void show('success', title, description),
  error: (title: string, description?: string) => void show('error', title, description),
  info: (title: string, description?: string) => void show('info', title, description),
};

/** For the toaster host: whether any toast was asked for yet, and the signal that the toaster is listening. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
export function toasterReady(): void {
  markReady();
}

const FLASH_KEY = 'tutorhood:flash';

/** A toast to show after the next full page load (logout reloads the site root). */
export function flashAfterReload(title: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, title);
  } catch {
    /* ignore */
  }
}

export function showPendingFlash(): void {
  try {
    const title = sessionStorage.getItem(FLASH_KEY);
    if (!title) return;
    sessionStorage.removeItem(FLASH_KEY);
    toast.success(title);
  } catch {
    /* ignore */
  }
}
