import { describe, expect, it } from 'vitest';
import { chunkFactsOf, isAdminScreen, missingFromPrecache, planPrecache, precachedUrls, type ChunkFacts } from './precache.ts';

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  files: [],
  ...facts,
});

/**
 * The bundle that broke Settings offline: the contract's admin schemas (contract/admin.ts) became a small chunk named
 * `admin-….js` that Settings imports, and an ignore pattern for `admin-*` dropped it from the precache.
 */
const bundle: ChunkFacts[] = [
  chunk('assets/index-1.js', {
    isEntry: true,
    facadeModuleId: '/app/web/main.tsx',
    imports: ['assets/entry-deps-1.js'],
    dynamicImports: ['assets/settings-1.js', 'assets/admin-kyc-1.js', 'assets/admin-panel-1.js'],
    files: ['assets/index-1.css'],
  }),
  chunk('assets/entry-deps-1.js'),
  chunk('assets/settings-1.js', { facadeModuleId: '/app/web/app/routes/settings.tsx', imports: ['assets/admin-1.js'], files: ['assets/settings-1.css'] }),
  chunk('assets/admin-1.js'),
  chunk('assets/admin-kyc-1.js', {
    facadeModuleId: '/app/web/app/routes/admin-kyc.tsx',
    imports: ['assets/admin-1.js', 'assets/shared-admin-1.js'],
    dynamicImports: ['assets/pdf-1.js'],
  }),
  chunk('assets/admin-panel-1.js', { facadeModuleId: 'C:\\app\\web\\app\\routes\\admin-panel.tsx', imports: ['assets/shared-admin-1.js'] }),
  chunk('assets/shared-admin-1.js', { files: ['assets/shared-admin-1.css'] }),
  chunk('assets/pdf-1.js'),
];

describe('planPrecache (what the service worker keeps for offline use)', () => {
  it('keeps every file reachable from the entry through static and lazy imports, also a shared chunk named admin-…', () => {
    const { appFiles } = planPrecache(bundle);
    expect([...appFiles].sort()).toEqual([
      'assets/admin-1.js',
      'assets/entry-deps-1.js',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/settings-1.css',
      'assets/settings-1.js',
    ]);
  });

  it('leaves out only what the admin screens alone load (their chunks, stylesheets and lazy imports such as pdf.js)', () => {
    const { adminOnlyFiles } = planPrecache(bundle);
    expect([...adminOnlyFiles].sort()).toEqual(['assets/admin-kyc-1.js', 'assets/admin-panel-1.js', 'assets/pdf-1.js', 'assets/shared-admin-1.css', 'assets/shared-admin-1.js']);
  });

  it('keeps a lazy chunk that a non-admin screen loads too, even when an admin screen loads it', () => {
    const withTeacherPdf = bundle.map((c) => (c.fileName === 'assets/settings-1.js' ? { ...c, dynamicImports: ['assets/pdf-1.js'] } : c));
    const plan = planPrecache(withTeacherPdf);
    expect(plan.appFiles.has('assets/pdf-1.js')).toBe(true);
    expect(plan.adminOnlyFiles.has('assets/pdf-1.js')).toBe(false);
  });

  it('skips a lazy import that is not in the bundle (a pure-CSS chunk Vite dropped: the Hindi font stylesheet)', () => {
    const withFont = bundle.map((c) => (c.fileName === 'assets/index-1.js' ? { ...c, dynamicImports: [...c.dynamicImports, 'assets/devanagari-font-1.js'] } : c));
    expect(planPrecache(withFont).appFiles.has('assets/devanagari-font-1.js')).toBe(false);
  });

  it('tells the admin screens by their route module', () => {
    expect(isAdminScreen('/srv/web/app/routes/admin-support-conversations.tsx')).toBe(true);
    expect(isAdminScreen('/srv/web/app/routes/settings.tsx')).toBe(false);
    expect(isAdminScreen('/srv/web/features/admin-kyc/components/kyc-list.tsx')).toBe(false);
    expect(isAdminScreen(null)).toBe(false);
  });
});

describe('missingFromPrecache (the build check)', () => {
  const sw = (urls: string[]) =>
    `define(["./workbox-1"],function(s){"use strict";s.precacheAndRoute([${urls.map((url) => `{url:"${url}",revision:null}`).join(',')}],{}),s.cleanupOutdatedCaches()});`;

  it('reads the precache list of a generated sw.js', () => {
    expect([...precachedUrls(sw(['index.html', 'assets/a-1.js']))]).toEqual(['index.html', 'assets/a-1.js']);
    expect(() => precachedUrls('self.addEventListener("push", () => {})')).toThrow(/precacheAndRoute/);
  });

  it('names the app chunk an admin-* ignore pattern dropped (the Settings failure), and nothing when all are there', () => {
    const plan = planPrecache(bundle);
    const everything = bundle.flatMap((c) => [c.fileName, ...c.files]);
    const byOldPattern = everything.filter((file) => !/^assets\/(admin-|pdf)/.test(file));
    expect(missingFromPrecache(plan, precachedUrls(sw(byOldPattern)))).toEqual(['assets/admin-1.js']);
    const byPlan = everything.filter((file) => !plan.adminOnlyFiles.has(file));
    expect(missingFromPrecache(plan, precachedUrls(sw(byPlan)))).toEqual([]);
  });
});

describe('chunkFactsOf', () => {
  it('takes the chunks of a bundle with the stylesheets and assets Vite records for them', () => {
    const facts = chunkFactsOf({
      'assets/a-1.js': {
        type: 'chunk',
        fileName: 'assets/a-1.js',
        isEntry: true,
        facadeModuleId: '/app/web/main.tsx',
        imports: ['assets/b-1.js'],
        dynamicImports: [],
        viteMetadata: { importedCss: new Set(['assets/a-1.css']), importedAssets: new Set(['assets/font-1.woff2']) },
      },
      'assets/a-1.css': { type: 'asset' },
    } as never);
    expect(facts).toEqual([
      {
        fileName: 'assets/a-1.js',
        isEntry: true,
        facadeModuleId: '/app/web/main.tsx',
        imports: ['assets/b-1.js'],
        dynamicImports: [],
        files: ['assets/a-1.css', 'assets/font-1.woff2'],
      },
    ]);
  });
});
