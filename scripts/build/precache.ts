// What the service worker precaches (vite.config.ts, installableApp): every file a signed-in or signed-out screen of
// the app can load, and none that only the admin screens load. Decided from the bundle's import graph, not from file
// names (a name is the first module's: `admin-….js` was once also a small chunk that Settings imports), and checked
// after the service worker is written: the build fails when a file the app can load is missing from its precache.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What the precache plan needs of one chunk of the bundle (file names relative to the output directory). */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  /** The module the chunk stands for when something imports it lazily (a route's screen). */
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** Stylesheets and other files (fonts, images) the chunk needs. */
  files: readonly string[];
}

/** The admin area's lazily loaded screens: web/app/routes/admin-*.tsx. */
export const isAdminScreen = (moduleId: string | null): boolean => !!moduleId && /[\\/]web[\\/]app[\\/]routes[\\/]admin-[\w-]+\.tsx$/.test(moduleId);

export interface PrecachePlan {
  /** Every file the app's entries load or can load (static and lazy imports), except through an admin screen. */
  appFiles: Set<string>;
  /** The files only admin screens load: left out of the precache. */
  adminOnlyFiles: Set<string>;
}

/**
 * Walks the chunk graph from the entries. A lazy import of an admin screen is not followed, so what only admin screens
 * load is never reached; a chunk that an admin screen and any other screen share is.
 */
export function planPrecache(chunks: readonly ChunkFacts[], isAdminRoot: (chunk: ChunkFacts) => boolean = (chunk) => isAdminScreen(chunk.facadeModuleId)): PrecachePlan {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const appFiles = new Set<string>();
  const stack = chunks.filter((chunk) => chunk.isEntry && !isAdminRoot(chunk)).map((chunk) => chunk.fileName);
  while (stack.length > 0) {
    const fileName = stack.pop()!;
    if (appFiles.has(fileName)) continue;
    appFiles.add(fileName);
    const chunk = byName.get(fileName);
    if (!chunk) continue;
    for (const file of chunk.files) appFiles.add(file);
    stack.push(...chunk.imports);
    for (const lazy of chunk.dynamicImports) {
      const target = byName.get(lazy);
      // Not in the bundle: a pure-CSS chunk Vite dropped (its stylesheet is preloaded instead, and precached as a file).
      if (target && !isAdminRoot(target)) stack.push(lazy);
    }
  }
  const adminOnlyFiles = new Set<string>();
  for (const chunk of chunks) {
    for (const file of [chunk.fileName, ...chunk.files]) if (!appFiles.has(file)) adminOnlyFiles.add(file);
  }
  return { appFiles, adminOnlyFiles };
}

/** The URLs a Workbox-generated sw.js precaches (`precacheAndRoute([{url:"…",revision:…},…])`), without a leading slash. */
export function precachedUrls(serviceWorker: string): Set<string> {
  const list = /precacheAndRoute\(\s*(\[[\s\S]*?\])\s*(?:,|\))/.exec(serviceWorker)?.[1];
  if (!list) throw new Error('sw.js has no precacheAndRoute([...]) list');
  return new Set([...list.matchAll(/url:\s*"([^"]+)"/g)].map(([, url]) => url!.replace(/^\//, '')));
}

/** The app's files (JavaScript and stylesheets: what a screen fails without) missing from the precache, sorted. */
export function missingFromPrecache(plan: PrecachePlan, precached: ReadonlySet<string>): string[] {
  return [...plan.appFiles].filter((file) => /\.(m?js|css)$/.test(file) && !precached.has(file)).sort();
}

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

/** The bundle's chunks as ChunkFacts. */
export function chunkFactsOf(bundle: Record<string, { type: string }>): ChunkFacts[] {
  return Object.values(bundle)
    .filter((file): file is OutputChunkLike => file.type === 'chunk')
    .map((chunk) => ({
      fileName: chunk.fileName,
      isEntry: chunk.isEntry,
      facadeModuleId: chunk.facadeModuleId,
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      files: [...(chunk.viteMetadata?.importedCss ?? []), ...(chunk.viteMetadata?.importedAssets ?? [])],
    }));
}

/**
 * The web build's precache plan: `manifestTransform` (for Workbox's `manifestTransforms`) leaves the admin-only files
 * out of sw.js, and the plugin fails the build when sw.js misses a file the app can load.
 */
export function precacheEveryAppFile() {
  let plan: PrecachePlan | null = null;
  let outDir = '';
  const plugin: Plugin = {
    name: 'tutorhood:precache-every-app-file',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Last: Vite drops the JavaScript chunk of a stylesheet imported lazily (a pure-CSS chunk, like the Hindi font's)
    // in its own generateBundle; the plan must not count a file that is never written.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        plan = planPrecache(chunkFactsOf(bundle));
      },
    },
    // After vite-plugin-pwa has written sw.js (its closeBundle runs in the normal order).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!plan) return;
        const missing = missingFromPrecache(plan, precachedUrls(await readFile(path.join(outDir, 'sw.js'), 'utf8')));
        if (missing.length > 0) this.error(`the service worker does not precache ${missing.length} file(s) the app can load: ${missing.join(', ')}`);
      },
    },
  };
  /** Workbox manifestTransform: drops what only the admin screens load. */
  const manifestTransform = async <T extends { url: string }>(entries: T[]) => {
    if (!plan) throw new Error('the precache plan runs after the bundle is generated');
    const adminOnly = plan.adminOnlyFiles;
    return { manifest: entries.filter((entry) => !adminOnly.has(entry.url.replace(/^\//, ''))), warnings: [] as string[] };
  };
  return { plugin, manifestTransform };
}
