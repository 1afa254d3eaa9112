import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPendingContact, PENDING_CONTACT_MAX_AGE_MS, pendingContactFor, readPendingContact, savePendingContact } from './pending-action.ts';

let items: Map<string, string>;
beforeEach(() => {
  items = new Map();
  const sessionStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('window', { sessionStorage });
});
afterEach(() => vi.unstubAllGlobals());

const request = {
  kind: 'request' as const,
  tutorId: '6a3d1c1e-41d4-4c2b-9a0e-4d6a2f1b8c11',
  tutorName: 'Ananya Iyer',
  path: '/tutors/ananya-iyer-3f9a1c2b7d',
  message: 'Hello, can you teach my son Class 8 maths?',
};

describe('a pending contact', () => {
  it('is remembered with its message until it is cleared', () => {
    savePendingContact(request, 1_000);
    expect(readPendingContact(2_000)).toEqual({ ...request, savedAt: 1_000 });
    clearPendingContact();
    expect(readPendingContact(2_000)).toBeNull();
  });

  it('belongs to its profile only, with or without a trailing slash or a query', () => {
    savePendingContact({ ...request, kind: 'message', message: '' }, 1_000);
    expect(pendingContactFor('/tutors/ananya-iyer-3f9a1c2b7d/', 2_000)?.kind).toBe('message');
    expect(pendingContactFor('/tutors/ananya-iyer-3f9a1c2b7d?lat=12.9&lng=77.6', 2_000)?.kind).toBe('message');
    expect(pendingContactFor('/tutors/someone-else-0000000000', 2_000)).toBeNull();
  });

  it('expires after a day and is dropped', () => {
    savePendingContact(request, 1_000);
    expect(readPendingContact(1_000 + PENDING_CONTACT_MAX_AGE_MS + 1)).toBeNull();
    expect(items.size).toBe(0);
  });

  it('is dropped when what is stored is not one (tampered, another site, broken JSON)', () => {
    for (const stored of [
      JSON.stringify({ ...request, path: '//evil.example/x', savedAt: 1_000 }),
      JSON.stringify({ ...request, kind: 'delete', savedAt: 1_000 }),
      JSON.stringify({ ...request, tutorId: 7, savedAt: 1_000 }),
      '{not json',
    ]) {
      items.set('tutorhood.pendingContact', stored);
      expect(readPendingContact(2_000), stored).toBeNull();
      expect(items.size).toBe(0);
    }
  });

  it('never keeps a message longer than a request may be', () => {
    savePendingContact({ ...request, message: 'x'.repeat(900) }, 1_000);
    expect(readPendingContact(2_000)?.message).toHaveLength(500);
  });

  it('does nothing, and throws nothing, without storage', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('disabled');
      },
    });
    savePendingContact(request);
    expect(readPendingContact()).toBeNull();
    clearPendingContact();
  });
});
