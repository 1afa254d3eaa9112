/**
 * What a chat send may skip asking the database, on this instance:
 * - pairs that may write for good (the messaging rules that allowed them cannot revert; blocks and bans can, and
 *   are checked on every send);
 * - senders over the shared send limit until their window ends (the counter in the database decided it: until then
 *   every further send is refused anyway, so the refusal costs no statement).
 */
const MAX_PAIRS = 200_000;
const MAX_LIMITED = 50_000;

export function createSendGuards() {
  const forGood = new Set<string>();
  const limitedUntil = new Map<string, number>();
  const pair = (from: string, to: string) => `${from}>${to}`;

  return {
    mayWriteForGood: (from: string, to: string) => forGood.has(pair(from, to)),
    rememberForGood(from: string, to: string) {
      if (forGood.size >= MAX_PAIRS) forGood.clear();
      forGood.add(pair(from, to));
    },

    /** Seconds left of a known refusal window, or 0. */
    limitedSeconds(userId: string): number {
      const until = limitedUntil.get(userId);
      if (until === undefined) return 0;
      const left = until - Date.now();
      if (left <= 0) {
        limitedUntil.delete(userId);
        return 0;
      }
      return Math.ceil(left / 1000);
    },
    limitedFor(userId: string, ms: number) {
      if (limitedUntil.size >= MAX_LIMITED) limitedUntil.clear();
      limitedUntil.set(userId, Date.now() + ms);
    },
  };
}
