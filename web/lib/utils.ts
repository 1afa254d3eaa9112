import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its table of Tailwind's classes on its first call (~16 ms on a laptop, ~65 ms on a
 * mid-range phone). Called in a task of its own while the first screen's code downloads, that work no longer
 * lengthens the first render's task, which cannot yield inside a component (web/main.tsx).
 */
export function prepareClassMerge(): void {
  twMerge('p-0 p-1');
}

/** Up to two initials for an avatar ("Priya Sharma" → "PS"). */
export function initials(firstName: string, lastName?: string | null): string {
  const parts = [firstName, lastName ?? ''].map((p) => p.trim()).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}
