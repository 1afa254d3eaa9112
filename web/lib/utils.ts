import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { CLASS_MERGE_SAVE_DELAY_MS, createClassMergeMemo } from './class-merge-memo.ts';

const classMerge = createClassMergeMemo({
  merge: twMerge,
  storage: typeof localStorage === 'undefined' ? undefined : localStorage,
  later: (save) =>
    setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(save, { timeout: 5000 }) : save()), CLASS_MERGE_SAVE_DELAY_MS),
});

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => classMerge.flush());

export function cn(...inputs: ClassValue[]): string {
  return classMerge.merge(clsx(inputs));
}

/**
 * tailwind-merge builds its table of Tailwind's classes on its first call (~16 ms on a laptop, ~65 ms on a
 * mid-range phone). On a first visit it is built in a task of its own while the first screen's code downloads, so that
 * work does not lengthen the first render's task; a returning visitor's first screen finds its class lists merged
 * already (class-merge-memo.ts) and the table is built only if a new one turns up.
 */
export function prepareClassMerge(): void {
  if (!classMerge.startedWarm) twMerge('p-0 p-1');
}

/** Up to two initials for an avatar ("Priya Sharma" → "PS"). */
export function initials(firstName: string, lastName?: string | null): string {
  const parts = [firstName, lastName ?? ''].map((p) => p.trim()).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}
