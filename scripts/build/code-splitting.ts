// The web build's code splitting (vite.config.ts): which chunk each module goes to, which dynamic imports need no
// modulepreload links, and a check that no chunks import each other in a cycle.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { SHELL, SIGNED_IN_SCREENS, SIGNED_OUT_SCREENS } from '../../web/app/first-screen-namespaces.ts';
import { AUTH_NAMESPACES } from '../prerender/landing-plugin.ts';

const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));

/** What the chunking below needs of rolldown's module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): ModuleFacts | null;
}
interface ModuleFacts {
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  exports: readonly string[];
}

/**
 * The part of the app a lazy root belongs to: the entry (main.tsx), the landing page, the signed-out forms, the
 * signed-in shell with the home screen (the first screen after sign-in), the admin area, or another screen.
 */
function areaOfRoot(id: string): string {
  const file = id.startsWith(webRoot) ? id.slice(webRoot.length) : id;
  // The entry's second stage (React DOM, the router; web/app/start.tsx) is loaded with it, as one.
  if (file === 'main.tsx') return 'entry';
  if (file === 'app/start.tsx') return 'start';
  if (file === 'app/routes/app-shell.tsx' || file === 'app/routes/home.tsx') return 'shell';
  // A tutor's public profile opens signed out in the public shell, without the signed-in shell: what it shares with
  // the shell goes to a chunk of its own (`shared-public`), not into the shell's.
  if (file === 'app/routes/public-shell.tsx' || file === 'app/routes/tutor-profile.tsx') return 'public';
  const route = /^app\/routes\/([\w-]+)\.tsx$/.exec(file)?.[1];
  if (route === 'landing' || /^(login|register-[\w-]+|forgot-password|reset-password|admin-[\w-]+)$/.test(route ?? '')) return route!;
  return `screen:${file}`;
}

/** The id an import specifier of a module resolved to (relative paths, and packages by their folder). */
function resolvedImport(from: string, info: ModuleFacts, specifier: string): string | undefined {
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(from), specifier);
    return info.importedIds.find((id) => id === target);
  }
  return info.importedIds.find((id) => id.includes(`/node_modules/${specifier}/`));
}

/** `a, b as c, type d` → the names imported: a, b, d. */
function importedNamesIn(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!)
    .filter(Boolean);
}

/**
 * A package's re-export index (lucide-react, radix-ui, date-fns): exported name → the module that defines it. Walking
 * all of an index's imports would make every icon look used by every screen; a screen uses the few it names.
 */
function reExportIndex(graph: ModuleGraph, id: string): Map<string, string> | null {
  const info = id.includes('/node_modules/') ? graph.getModuleInfo(id) : null;
  if (!info?.code) return null;
  const byName = new Map<string, string>();
  const add = (name: string, specifier: string) => {
    const target = resolvedImport(id, info, specifier);
    if (target) byName.set(name, target);
  };
  const namespaces = new Map<string, string>();
  for (const [, local, specifier] of info.code.matchAll(/import\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["']/g)) namespaces.set(local!, specifier!);
  for (const [, list, specifier] of info.code.matchAll(/export\s*\{([^}]*)\}\s*(?:from\s*["']([^"']+)["'])?/g)) {
    for (const item of list!.split(',')) {
      const [local, exported = local] = item.trim().split(/\s+as\s+/);
      if (!local) continue;
      if (specifier) add(exported!, specifier);
      else if (namespaces.has(local)) add(exported!, namespaces.get(local)!);
    }
  }
  for (const [, name, specifier] of info.code.matchAll(/export\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["']/g)) add(name!, specifier!);
  for (const [, specifier] of info.code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
    const target = resolvedImport(id, info, specifier!);
    for (const name of (target && graph.getModuleInfo(target)?.exports) || []) byName.set(name, target!);
  }
  return byName.size >= 10 ? byName : null;
}

/** The names a module imports (or re-exports) from another; null when it takes the whole module or cannot be read. */
function namesImported(from: string, info: ModuleFacts, target: string): string[] | null {
  if (!info.code) return null;
  const names: string[] = [];
  const statements = /(import|export)\s*(?:([\w$]+)\s*,?\s*)?(\*\s*as\s+[\w$]+|\{[^}]*\})?\s*from\s*["']([^"']+)["']/g;
  for (const [, keyword, defaultName, bindings, specifier] of info.code.matchAll(statements)) {
    if (resolvedImport(from, info, specifier!) !== target) continue;
    if (bindings?.startsWith('*')) return null;
    if (defaultName && keyword === 'import') names.push('default');
    if (bindings) names.push(...importedNamesIn(bindings.slice(1, -1)));
  }
  return names.length > 0 ? names : null;
}

/** For every module, the areas whose roots import it statically (directly or through other modules). */
function areasByModule(graph: ModuleGraph): Map<string, Set<string>> {
  const areas = new Map<string, Set<string>>();
  const indexes = new Map<string, Map<string, string> | null>();
  const indexOf = (id: string) => {
    if (!indexes.has(id)) indexes.set(id, reExportIndex(graph, id));
    return indexes.get(id)!;
  };
  const mark = (id: string, area: string) => {
    if (!areas.has(id)) areas.set(id, new Set());
    areas.get(id)!.add(area);
  };
  const roots = [`${webRoot}main.tsx`];
  const knownRoots = new Set(roots);
  while (roots.length > 0) {
    const root = roots.pop()!;
    const area = areaOfRoot(root);
    const stack = [root];
    const visited = new Set<string>();
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (visited.has(id)) continue;
      visited.add(id);
      mark(id, area);
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      for (const dependency of info.importedIds) {
        const index = indexOf(dependency);
        const names = index ? namesImported(id, info, dependency) : null;
        if (!index || !names || names.some((name) => !index.has(name))) {
          stack.push(dependency);
          continue;
        }
        mark(dependency, area);
        for (const name of names) stack.push(index.get(name)!);
      }
      for (const lazy of info.dynamicallyImportedIds) {
        if (!knownRoots.has(lazy)) {
          knownRoots.add(lazy);
          roots.push(lazy);
        }
      }
    }
  }
  return areas;
}

/**
 * Which chunk a module of the app's start, the signed-in shell and home goes to (null: rolldown's automatic splitting):
 * - `entry-deps`: everything the entry (main.tsx) imports; `start-deps`: what the second stage (app/start.tsx) imports
 *   besides (React DOM stays a chunk of its own, evaluated in a task of its own). Left to rolldown, they were ~20
 *   files of 0.5–8 KB, each a request and a script to compile on every page of the app;
 * - `app-shell`: used by the shell and home and, besides them, only by other signed-in screens (which always load
 *   with the shell);
 * - `shared-…`: also used by pages that load without the shell (landing, signed-out forms, admin screens): with that
 *   page when it is one (the admin screens counted as one), else in `shared-common` (a few KB in all);
 * - `zod`, `react-hook-form`: the validation and form libraries, whole, for every page that uses them;
 * - `toast-view`: the toaster (sonner), a chunk the shell's chunk imports (`grep -l toast-view app-shell-*.js`).
 * Without this the signed-in home loaded 76 files, most under 1 KB.
 */
/** React DOM and its scheduler: the entry imports them in a task of their own (web/main.tsx). */
const REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;
/** The lucide icons web/lib/toast-view.tsx draws (keep in step with its imports). */
const TOAST_ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](circle-alert|circle-check|info|x)\.m?js$/;

function signedInChunk(id: string, areas: ReadonlySet<string> | undefined): string | null {
  if (!areas) return null;
  if (areas.has('entry') || areas.has('start')) {
    if (REACT_DOM.test(id) || id === `${webRoot}main.tsx` || id === `${webRoot}app/start.tsx`) return null;
    return areas.has('entry') ? 'entry-deps' : 'start-deps';
  }
  if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
  if (/[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/.test(id)) return 'react-hook-form';
  if (!areas.has('shell')) return null;
  // The toaster's own chunk, a static import of the shell's: loaded with it, never at the moment of an error.
  if (id === `${webRoot}lib/toast-view.tsx` || /[\\/]node_modules[\\/]sonner[\\/]/.test(id)) return 'toast-view';
  // The pages that load without the shell; the admin screens count as one (they share their own shell).
  const outside = [...new Set([...areas].filter((area) => area !== 'shell' && !area.startsWith('screen:')).map((area) => (area.startsWith('admin-') ? 'admin' : area)))];
  // Its icons too: left in the shell's chunk they made the two chunks import each other, and a toast on an admin
  // screen download the whole signed-in shell. One another page draws too (the dialogs' X) goes with that page's
  // shared chunk, which the toaster's imports already: in the toaster's, that chunk would import it back.
  if (TOAST_ICONS.test(id) && outside.length === 0) return 'toast-view';
  if (outside.length === 0) return 'app-shell';
  // Used by one other kind of page: with it (the admin area's and the landing page's are 30–70 KB). Used by several
  // (a few KB in all): one chunk for all of them rather than a file per combination. The public profile's share of
  // such a page's chunk is a chunk of its own (`shared-admin-public`: the dialog), so neither loads the other's part.
  const others = outside.filter((area) => area !== 'public');
  if (others.length === 0) return 'shared-public';
  if (others.length > 1) return 'shared-common';
  return others.length < outside.length ? `shared-${others[0]}-public` : `shared-${others[0]}`;
}

const graphAreas = new WeakMap<ModuleGraph, Map<string, Set<string>>>();
/** A codeSplitting group for the chunks `signedInChunk` names `prefix` (every name it returns is a chunk of its own). */
function chunkGroup(prefix: string) {
  return {
    debugName: prefix,
    name: (id: string, graph: ModuleGraph) => {
      if (!graphAreas.has(graph)) graphAreas.set(graph, areasByModule(graph));
      const name = signedInChunk(id, graphAreas.get(graph)!.get(id));
      return name?.startsWith(prefix) ? name : null;
    },
  };
}

/**
 * The build fails when chunks import each other in a cycle: legal for ES modules, but a chunk then runs before one it
 * imports has, and reads its exports uninitialised when it uses them at load (the chunk groups above can make one).
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'tutorhood:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.imports] as const] : [])));
      const done = new Set<string>();
      const visit = (file: string, path: string[]): void => {
        if (path.includes(file)) this.error(`chunks import each other: ${[...path.slice(path.indexOf(file)), file].join(' → ')}`);
        if (done.has(file)) return;
        for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
        done.add(file);
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
}

/** socket.io's client and the packages only it uses. */
const SOCKET_IO_CLIENT = /[\\/]node_modules[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io[\\/]component-emitter)[\\/]/;

/**
 * The parts a screen loads after it has shown, at an idle moment (web/app/deferred.tsx) or in the background: their
 * dynamic imports insert no modulepreload links. Each link cost ~2 ms of a phone's main thread to insert (Lighthouse's
 * trace of the signed-in home: the support chat's four made one 50–80 ms task), for a download nobody waits for; the
 * import fetches the chunk, then its few dependencies.
 */
const OPTIONAL_PARTS = /^assets\/(support-chat|location-verification-card|saved-copy|register-service-worker|socket-io)-[\w-]+\.js$/;
/**
 * A message catalogue's chunk (catalogueChunk below) needs no modulepreload link either: its import fetches it at once,
 * and its only dependency (rolldown's runtime) is loaded already. Inserting the link was most of i18next's first load
 * task in Lighthouse's trace of the signed-in home.
 */
const CATALOGUES = /^assets\/catalogues?-[\w-]+\.js$/;

/**
 * The message catalogues every signed-in start loads (the shell's and the home's, and the chat's and support's, which
 * the shell's live parts show): one chunk per language, not a file each. A catalogue a signed-out page shows too stays
 * a file of its own, so that page downloads no signed-in texts. Every catalogue chunk is named `catalogue(s)-…`.
 */
const SIGNED_OUT_NAMESPACES = new Set(['landing', ...AUTH_NAMESPACES, ...Object.values(SIGNED_OUT_SCREENS).flat()]);
const SIGNED_IN_START_NAMESPACES = new Set([...SHELL, ...(SIGNED_IN_SCREENS[''] ?? []), 'chat', 'support'].filter((ns) => !SIGNED_OUT_NAMESPACES.has(ns)));
function catalogueChunk(id: string): string | null {
  const [, language, namespace] = /[\\/]web[\\/]i18n[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json$/.exec(id) ?? [];
  if (!language || !namespace) return null;
  return SIGNED_IN_START_NAMESPACES.has(namespace) ? `catalogues-${language}-signed-in` : `catalogue-${language}-${namespace}`;
}

/** rolldown's codeSplitting groups (each name a group returns is a chunk of its own). */
export const codeSplittingGroups = [
  ...['entry-deps', 'start-deps', 'zod', 'react-hook-form', 'toast-view', 'shared-', 'app-shell'].map(chunkGroup),
  // The real-time client, loaded by the shell once its first screen shows (web/lib/socket.ts).
  { debugName: 'socket-io', name: (id: string) => (SOCKET_IO_CLIENT.test(id) ? 'socket-io' : null) },
  { debugName: 'catalogues', name: catalogueChunk },
];

/** The modulepreload links a dynamic import of `filename` inserts (none for optional parts and catalogues). */
export const preloadDependencies = (filename: string, deps: string[]): string[] =>
  OPTIONAL_PARTS.test(filename) || CATALOGUES.test(filename) ? [] : deps;
