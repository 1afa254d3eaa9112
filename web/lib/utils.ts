import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** Up to two initials for an avatar ("Priya Sharma" → "PS"). */
export function initials(firstName: string, lastName?: string | null): string {
  const parts = [firstName, lastName ?? ''].map((p) => p.trim()).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}
