/**
 * tailwind-merge's answers, remembered across visits. twMerge is a pure function of its input, but its first call
 * builds a table of every Tailwind class (~25 ms on a laptop, ~95 ms of a Lighthouse mobile trace: 40 % of the signed-in
 * home's blocking time). A returning user's first screen asks for the same class lists as last time: their merged forms
 * are kept in localStorage, so the table is built only when a list never seen before turns up.
 */

/** The tailwind-merge version the kept answers came from; another version may merge differently (a test checks it). */
export const CLASS_MERGE_VERSION = '3.7.0';
export const CLASS_MERGE_STORAGE_KEY = 'tutorhood.classMerge';
/** More distinct class lists than the app has: a store that grows past it (generated classes) stops growing. */
export const CLASS_MERGE_MAX_ENTRIES = 3000;
/** New answers are written after a quiet moment, not on every render. */
export const CLASS_MERGE_SAVE_DELAY_MS = 2000;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

interface MemoOptions {
  merge: (classes: string) => string;
  storage: KeyValueStore | undefined;
  /** Runs the save later: a timer, then an idle moment, in the browser. */
  later: (save: () => void) => void;
}

function load(storage: KeyValueStore | undefined): Map<string, string> {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(CLASS_MERGE_STORAGE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return new Map();
    const { version, merged } = stored as { version?: unknown; merged?: unknown };
    if (version !== CLASS_MERGE_VERSION || !merged || typeof merged !== 'object') return new Map();
    const entries = Object.entries(merged).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return new Map(entries.slice(0, CLASS_MERGE_MAX_ENTRIES));
  } catch {
    return new Map(); // unreadable (another format, storage blocked): merged afresh
  }
}

export function createClassMergeMemo({ merge, storage, later }: MemoOptions) {
  const known = load(storage);
  const startedWarm = known.size > 0;
  let saveScheduled = false;

  const save = () => {
    saveScheduled = false;
    try {
      storage?.setItem(CLASS_MERGE_STORAGE_KEY, JSON.stringify({ version: CLASS_MERGE_VERSION, merged: Object.fromEntries(known) }));
    } catch {
      // Storage full or blocked: the answers stay in memory for this visit.
    }
  };

  return {
    merge(classes: string): string {
      const remembered = known.get(classes);
      if (remembered !== undefined) return remembered;
      const merged = merge(classes);
      if (known.size < CLASS_MERGE_MAX_ENTRIES) {
        known.set(classes, merged);
        if (!saveScheduled) {
          saveScheduled = true;
          later(() => {
            if (saveScheduled) save();
          });
        }
      }
      return merged;
    },
    /** Writes a pending save now (the page is going away before its quiet moment). */
    flush(): void {
      if (saveScheduled) save();
    },
    /** Whether this visit started with answers from an earlier one (then the table is built only if needed). */
    startedWarm,
  };
}
