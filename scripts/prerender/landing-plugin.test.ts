import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { catalogueChunk } from './landing-plugin.ts';

/** A built chunk as far as catalogueChunk reads it. */
const chunk = (fileName: string, moduleIds: string[], facadeModuleId: string | null = null) =>
  ({ type: 'chunk', fileName, facadeModuleId, modules: Object.fromEntries(moduleIds.map((id) => [id, {}])) }) as unknown as Rollup.OutputChunk;

describe('catalogueChunk (the auth pages preload their catalogues)', () => {
  const bundle = {
    'assets/catalogue-en-auth-1.js': chunk('assets/catalogue-en-auth-1.js', ['/app/web/i18n/locales/en/auth.json']),
    'assets/catalogues-en-signed-in-2.js': chunk('assets/catalogues-en-signed-in-2.js', [
      '/app/web/i18n/locales/en/nearby.json',
      '/app/web/i18n/locales/en/chat.json',
    ]),
    'assets/common-3.js': chunk('assets/common-3.js', ['C:\\app\\web\\i18n\\locales\\hi\\common.json'], 'C:\\app\\web\\i18n\\locales\\hi\\common.json'),
  } as Rollup.OutputBundle;

  it('finds a catalogue in a chunk of its own or grouped with others (a group chunk has no facade module)', () => {
    expect(catalogueChunk(bundle, 'en', 'auth')).toBe('assets/catalogue-en-auth-1.js');
    expect(catalogueChunk(bundle, 'en', 'chat')).toBe('assets/catalogues-en-signed-in-2.js');
    expect(catalogueChunk(bundle, 'hi', 'common')).toBe('assets/common-3.js');
  });

  it('finds nothing for a catalogue the build lacks, or in another language', () => {
    expect(catalogueChunk(bundle, 'en', 'kyc')).toBeUndefined();
    expect(catalogueChunk(bundle, 'hi', 'auth')).toBeUndefined();
  });
});
