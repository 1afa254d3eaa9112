import { twMerge } from 'tailwind-merge';
import tailwindMergePackage from '../../node_modules/tailwind-merge/package.json' with { type: 'json' };
import { describe, expect, it, vi } from 'vitest';
import { CLASS_MERGE_MAX_ENTRIES, CLASS_MERGE_STORAGE_KEY, CLASS_MERGE_VERSION, createClassMergeMemo } from './class-merge-memo.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: vi.fn((key: string, value: string) => void values.set(key, value)), values };
}

/** A memo whose saves run when `runSaves` is called, as the browser's timer and idle moment would. */
function memoOver(storage: ReturnType<typeof memoryStorage> | undefined) {
  const merge = vi.fn(twMerge);
  const pending: (() => void)[] = [];
  const memo = createClassMergeMemo({ merge, storage, later: (save) => void pending.push(save) });
  return { memo, merge, runSaves: () => pending.splice(0).forEach((save) => save()) };
}

describe('class merge memo', () => {
  it('gives twMerge’s answer, asking it once per distinct class list', () => {
    const { memo, merge } = memoOver(memoryStorage());
    expect(memo.merge('px-2 py-1 p-4')).toBe('p-4');
    expect(memo.merge('px-2 py-1 p-4')).toBe('p-4');
    expect(memo.merge('bg-red-500 bg-white')).toBe('bg-white');
    expect(merge).toHaveBeenCalledTimes(2);
  });

  it('a later visit answers from storage without calling twMerge, and says it started warm', () => {
    const storage = memoryStorage();
    const first = memoOver(storage);
    expect(first.memo.startedWarm).toBe(false);
    first.memo.merge('px-2 p-4');
    first.memo.merge('text-sm text-lg');
    expect(storage.setItem).not.toHaveBeenCalled(); // not on every render: later, once
    first.runSaves();
    expect(storage.setItem).toHaveBeenCalledTimes(1);

    const second = memoOver(storage);
    expect(second.memo.startedWarm).toBe(true);
    expect(second.memo.merge('px-2 p-4')).toBe('p-4');
    expect(second.memo.merge('text-sm text-lg')).toBe('text-lg');
    expect(second.merge).not.toHaveBeenCalled();
  });

  it('a page going away writes what is pending at once', () => {
    const storage = memoryStorage();
    const { memo } = memoOver(storage);
    memo.merge('m-1 m-2');
    memo.flush();
    expect(JSON.parse(storage.values.get(CLASS_MERGE_STORAGE_KEY)!).merged).toEqual({ 'm-1 m-2': 'm-2' });
  });

  it('ignores answers kept by another tailwind-merge version, or unreadable ones', () => {
    for (const kept of [
      JSON.stringify({ version: '0.0.1', merged: { 'p-1 p-2': 'p-1 p-2' } }),
      '{not json',
      JSON.stringify({ version: CLASS_MERGE_VERSION, merged: { 'p-1 p-2': 42 } }),
    ]) {
      const { memo, merge } = memoOver(memoryStorage({ [CLASS_MERGE_STORAGE_KEY]: kept }));
      expect(memo.startedWarm).toBe(false);
      expect(memo.merge('p-1 p-2')).toBe('p-2');
      expect(merge).toHaveBeenCalledTimes(1);
    }
  });

  it('works without storage, and stops growing at its limit', () => {
    const { memo, merge } = memoOver(undefined);
    for (let i = 0; i <= CLASS_MERGE_MAX_ENTRIES; i++) memo.merge(`w-${i} w-1`);
    expect(memo.merge(`w-${CLASS_MERGE_MAX_ENTRIES} w-1`)).toBe('w-1');
    expect(merge).toHaveBeenCalledTimes(CLASS_MERGE_MAX_ENTRIES + 2); // the one past the limit is merged each time
  });

  it('names the installed tailwind-merge version', () => {
    expect(CLASS_MERGE_VERSION).toBe(tailwindMergePackage.version);
  });
});
