/** Up to `max` chips, the rest summed up as "+n more" (spec §9). */
export function chipOverflow(items: readonly string[], max: number): { shown: string[]; hidden: string[]; moreLabel: string | null } {
  const shown = items.slice(0, Math.max(0, max));
  const hidden = items.slice(shown.length);
  return { shown, hidden, moreLabel: hidden.length ? `+${hidden.length} more` : null };
}
