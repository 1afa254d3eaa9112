import type { AccuracyTone } from '../lib/accuracy.ts';

/** Tailwind classes for the accuracy colours (text shades keep 4.5:1 contrast on white). */
export const toneText: Record<AccuracyTone, string> = {
  green: 'text-emerald-700',
  yellow: 'text-amber-700',
  red: 'text-red-700',
};

export const toneBar: Record<AccuracyTone, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-yellow-400',
  red: 'bg-red-500',
};

export const toneBadge: Record<AccuracyTone, string> = {
  green: 'bg-emerald-50 text-emerald-800',
  yellow: 'bg-amber-50 text-amber-800',
  red: 'bg-red-50 text-red-800',
};
