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
  try {
    const [{ renderToast }] = await Promise.all([import('./toast-view.tsx'), ready]);
    renderToast(variant, title, description);
  } catch {
    plainToast(title, description); // the toaster's code could not be downloaded (offline before it ever loaded)
  }
}

/**
 * Last resort when the toaster cannot load: the same words in a plain live region, gone after the usual 5 s. The
 * signed-in shell bundles the toaster, so this serves only signed-out pages that lost the network.
 */
function plainToast(title: string, description?: string): void {
  const id = 'plain-toast';
  document.getElementById(id)?.remove();
  const box = document.createElement('div');
  box.id = id;
  box.setAttribute('role', 'status');
  box.className = 'fixed right-4 bottom-4 z-[60] max-w-sm rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-900 shadow-lg';
  const strong = document.createElement('p');
  strong.className = 'font-semibold';
  strong.textContent = title;
  box.append(strong);
  if (description) {
    const text = document.createElement('p');
    text.className = 'mt-0.5 text-slate-600';
    text.textContent = description;
    box.append(text);
  }
  document.body.append(box);
  setTimeout(() => box.remove(), 5_000);
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

/** Also read by the prerendered landing page's script (web/build/landing-boot.js), which then starts the app. */
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
