import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { TOKEN_MIN_LENGTH } from './contract/constants.ts';
import { codeSplittingGroups, noChunkCycles, preloadDependencies } from './scripts/build/code-splitting.ts';
import { precacheEveryAppFile } from './scripts/build/precache.ts';
import { PUSH_HANDLERS_FILE, pushHandlersScript } from './scripts/build/push-handlers-plugin.ts';
import { prerenderLanding } from './scripts/prerender/landing-plugin.ts';

/** Where `vite` (dev server) forwards API and socket traffic; the Fastify app serves both in production. */
const apiTarget = process.env.VITE_API_PROXY_TARGET ?? 'http://localhost:3000';
const webRoot = fileURLToPath(new URL('./web/', import.meta.url));

/**
 * index.html gets a tiny script (`async`, a file of its own: the CSP allows no inline script) that, when a session
 * token is stored, asks for the signed-in shell's chunks right away, in parallel with the entry, instead of after the
 * entry has downloaded and run. Signed out it does nothing, so the landing page loads no more than before.
 */
function preloadSignedInShell(): Plugin {
  return {
    name: 'tutorhood:preload-signed-in-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const shell = chunks.find((chunk) => `${webRoot}app/routes/app-shell.tsx` in chunk.modules);
      const html = bundle['index.html'];
      if (!entry || !shell || html?.type !== 'asset') return;
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string, into = new Set<string>()) => {
        if (into.has(start)) return into;
        into.add(start);
        for (const next of byName.get(start)?.imports ?? []) closure(next, into);
        return into;
      };
      const start = chunks.find((chunk) => `${webRoot}app/start.tsx` in chunk.modules);
      const loadedByEntry = closure(entry.fileName);
      // The app's second stage (web/app/start.tsx: React DOM, the router) is imported by the entry once it has run:
      // preloaded from the HTML with the entry's own chunks, it downloads alongside them instead of after.
      const startFiles = start ? [...closure(start.fileName)].filter((file) => !loadedByEntry.has(file)) : [];
      const page0 = String(html.source);
      const entryTag = page0.match(/<script type="module"[^>]*><\/script>/)?.[0];
      if (entryTag && startFiles.length > 0) {
        const links = startFiles.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`).join('');
        html.source = page0.replace(entryTag, `${entryTag}${links}`);
      }
      for (const file of startFiles) loadedByEntry.add(file);
      const files = [...closure(shell.fileName)].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`);
      // One link per task: inserting a modulepreload link starts its fetch, ~2 ms of a phone's main thread (in
      // Lighthouse's trace of the signed-in home all ~25 in one insertion took 86 ms, and four 34–62 ms).
      const source =
        `(function(){try{var t=localStorage.getItem('token');if(!t||t==='null'||t==='undefined')return;var h=${JSON.stringify(files)};` +
        `(function n(i){var l=document.createElement('link');l.rel='modulepreload';l.href=h[i];document.head.appendChild(l);if(i+1<h.length)setTimeout(n,0,i+1)})(0)}catch(e){}})();\n`;
      const fileName = `assets/preload-signed-in-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const tag = `<script async src="/${fileName}"></script>`;
      const page = String(html.source);
      html.source = page.includes('<meta charset="UTF-8" />') ? page.replace('<meta charset="UTF-8" />', `$&\n    ${tag}`) : page.replace('<head>', `$&${tag}`);
    },
  };
}

/**
 * The installable app (issue 17): web app manifest and a Workbox service worker (dist/web/sw.js) that precaches the
 * app shell, so the app opens offline. API data is never cached here (web/pwa/saved-copy.ts keeps the last
 * conversations, marked as a saved copy). A new version waits for "Reload" (web/pwa/update-prompt.ts); the
 * registration is a chunk loaded after the page's load event (web/pwa/start.ts).
 * What it precaches is planned from the bundle's import graph (scripts/build/precache.ts): every file a non-admin screen
 * can load, none that only the admin screens load; the build fails when sw.js misses one.
 */
const precache = precacheEveryAppFile();
function installableApp() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Tutorhood',
      short_name: 'Tutorhood',
      description: 'Find verified tutors near you in India, online or in person, and message them.',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#4f46e5',
      background_color: '#ffffff',
      categories: ['education'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The shell: index.html, every chunk and stylesheet (both languages' catalogues too), fonts and images; never
      // source maps or the .br/.gz copies. Not what only the admin screens load (their chunks and pdf.js, their KYC PDF
      // previews, 400 KB): left out by the import graph, not by name (scripts/build/precache.ts).
      globPatterns: ['**/*.{js,css,html,woff2,svg,png,webp,ico}'],
      // The Devanagari web font is for Hindi pages only (web/i18n/index.ts): not fetched for everyone at install, but
      // kept once a Hindi page has loaded it (the runtime cache below), so Hindi offline has it too.
      globIgnores: ['**/*.map', '**/prerendered/**', '**/noto-sans-devanagari-*.woff2'],
      manifestTransforms: [precache.manifestTransform],
      // Every app path opens index.html from the cache; the server's own paths never do.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/$/, /^\/api(\/|$)/, /^\/uploads\//, /^\/socket\.io\//, /^\/(sitemap\.xml|robots\.txt)$/],
      // `/` is the prerendered landing page in the visitor's language: asked from the server first, then the last
      // copy, then (never loaded online yet) the app's index.html.
      directoryIndex: null,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'landing-page',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 1 },
            precacheFallback: { fallbackURL: '/index.html' },
          },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/noto-sans-devanagari-'),
          handler: 'CacheFirst',
          options: { cacheName: 'devanagari-font', expiration: { maxEntries: 8 } },
        },
      ],
      cleanupOutdatedCaches: true,
      // Each hashed file is precached under its name; index.html and the icons are checked by their revision.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 1_500_000,
      // Web Push: the `push` and `notificationclick` handlers (web/pwa/push-handlers.ts), built to a script of their own.
      importScripts: [`/${PUSH_HANDLERS_FILE}`],
    },
    devOptions: { enabled: false },
  });
}

/** iOS takes its home-screen icon from this link, not from the manifest. */
function appleTouchIcon(): Plugin {
  return {
    name: 'tutorhood:apple-touch-icon',
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }, injectTo: 'head' }],
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadSignedInShell(), pushHandlersScript(), installableApp(), appleTouchIcon(), prerenderLanding({ tokenMinLength: TOKEN_MIN_LENGTH }), noChunkCycles(), precache.plugin],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./web', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist/web',
    modulePreload: { resolveDependencies: preloadDependencies },
    emptyOutDir: true,
    sourcemap: true,
    // Testimonial avatars stay separate files so the browser lazy-loads them instead of parsing them in JS.
    assetsInlineLimit: (file) => (file.includes('/assets/avatars/') ? false : undefined),
    rolldownOptions: {
      output: {
        // A group takes only its own modules, never their dependencies (pulled in, the entry's would move into the
        // signed-in chunks).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: codeSplittingGroups,
        },
      },
    },
  },
});
