import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { EARLY_REQUESTS } from '../../web/app/early-requests.ts';
import { SIGNED_IN_SCREENS } from '../../web/app/first-screen-namespaces.ts';
import { SERVICE_WORKER_URL, SW_REGISTER_DELAY_MS } from '../../web/pwa/register-timing.ts';

/** Where the prerendered landing pages go inside the web build; server/plugins/static-web.ts serves them at `/`. */
export const PRERENDER_DIR = 'prerendered';
export const prerenderedLandingFile = (language: string) => `${PRERENDER_DIR}/landing.${language}.html`;

/**
 * The sign-in and registration pages, by the route module each path shows: index.html plus modulepreloads of that
 * route's chunks and its catalogues in one language, so they download with the entry instead of after it.
 */
export const AUTH_PAGES = { login: 'login.tsx', 'register-student': 'register-student.tsx', 'register-teacher': 'register-teacher.tsx' } as const;
/** The namespaces the auth pages show (a missing one is skipped). */
export const AUTH_NAMESPACES = ['common', 'auth', 'layout', 'errors'];

/**
 * The template of a public tutor profile (`/tutors/{slug}`) per language: the server puts the profile into it
 * (server/modules/tutor-profiles/profile-page.document.ts). Its app tags wait for the first paint, as an auth page's,
 * and preload the public shell's and the profile screen's chunks and the screen's catalogues in that language.
 */
export const profileTemplateFile = (language: string) => `${PRERENDER_DIR}/profile.${language}.html`;
const PROFILE_ROUTES = ['public-shell.tsx', 'tutor-profile.tsx'];
const PROFILE_NAMESPACES = ['common', 'layout', ...(SIGNED_IN_SCREENS['tutors'] ?? [])];

/** A tag of index.html the app needs to start, re-created by the landing script when a session is stored. */
interface AppTag {
  name: 'script' | 'link';
  attributes: Record<string, string>;
}

/** web/build/prerender-entry.tsx's output (its bundle is imported at build time; the web types stay in the web). */
interface PrerenderedPage {
  language: string;
  title: string | null;
  html: string;
  texts: Record<string, unknown>;
  homePreview: Record<string, string>;
}
interface PrerenderEntry {
  languages: readonly string[];
  renderLanding(language: string): Promise<PrerenderedPage>;
  renderAuthPage(language: string, page: keyof typeof AUTH_PAGES): Promise<{ title: string; html: string }>;
}
/**
 * Hides the static landing while the app starts (the script adds the class when a session is stored). The static
 * copy of the home (web/lib/signed-in-preview.ts) lies over the app's root, out of the flow: whatever the app draws
 * before its home, nothing moves (a layout shift) until the copy goes.
 */
const BOOT_STYLE =
  '<style>html.tutorhood-app [data-prerendered]{display:none}[data-signed-in-preview]{position:absolute;top:0;left:0;width:100%}</style>';
/** Hides a static sign-in or registration page from a visitor with a stored session (the app sends them home). */
const AUTH_BOOT_STYLE = '<style>html.tutorhood-app [data-prerendered-auth]{display:none}</style>';

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, , value] of tag.matchAll(/\s([\w:-]+)(="([^"]*)")?/g)) attributes[name!] = value ?? '';
  return attributes;
}

/**
 * index.html without the app: its scripts and modulepreloads come out (the landing script adds them back for a
 * signed-in visitor), the stylesheet and everything else stays.
 */
function splitTemplate(template: string): { page: string; app: AppTag[] } {
  const app: AppTag[] = [];
  let page = template.replace(/[ \t]*<script\b([^>]*)>\s*<\/script>\n?/g, (tag, attrs: string) => {
    if (/type="application\/json"/.test(attrs)) return tag;
    app.push({ name: 'script', attributes: attributesOf(attrs) });
    return '';
  });
  page = page.replace(/[ \t]*<link\b([^>]*rel="modulepreload"[^>]*)>\n?/g, (_tag, attrs: string) => {
    app.push({ name: 'link', attributes: attributesOf(attrs) });
    return '';
  });
  return { page, app };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script type="application/json">: no "</script" can end the block early. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function landingHtml(template: { page: string; app: AppTag[] }, rendered: PrerenderedPage, bootScript: string, tokenMinLength: number) {
  const data = { language: rendered.language, tokenMinLength, app: template.app, carousel: rendered.texts, homePreview: rendered.homePreview, earlyRequests: EARLY_REQUESTS,
    serviceWorker: { url: SERVICE_WORKER_URL, delayMs: SW_REGISTER_DELAY_MS } };
  const head =
    `${BOOT_STYLE}\n    <script type="application/json" id="tutorhood-boot">${jsonBlock(data)}</script>\n` +
    `    <script src="/${bootScript}"></script>\n  </head>`;
  const page = template.page.replace(/<html lang="[^"]*"/, `<html lang="${rendered.language}"`).replace('</head>', head);
  return (rendered.title === null ? page : page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`))
    .replace('<div id="root"></div>', `<div id="root"><div data-prerendered>${rendered.html}</div></div>`);
}

/** The chunks a route module's chunk needs that the entry does not already load (the route's own first). */
function routeChunks(bundle: Rollup.OutputBundle, routeFile: string): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string, into = new Set<string>()) => {
    if (into.has(start)) return into;
    into.add(start);
    for (const next of byName.get(start)?.imports ?? []) closure(next, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const route = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(`/web/app/routes/${routeFile}`));
  if (!entry || !route) return [];
  const loadedByEntry = closure(entry.fileName);
  return [...closure(route.fileName)].filter((file) => !loadedByEntry.has(file));
}

/** The chunk holding a catalogue (web/i18n/locales/<language>/<namespace>.json), if the build has one. */
export function catalogueChunk(bundle: Rollup.OutputBundle, language: string, namespace: string): string | undefined {
  const suffix = `/web/i18n/locales/${language}/${namespace}.json`;
  const holds = (file: Rollup.OutputChunk) => Object.keys(file.modules).some((id) => id.replace(/\\/g, '/').endsWith(suffix));
  return Object.values(bundle).find((file) => file.type === 'chunk' && holds(file))?.fileName;
}

/**
 * An auth page: index.html with the page's markup in #root (marked data-prerendered-auth; the app takes it over,
 * web/app/prerendered-page.ts) and its title. The app's tags (entry, modulepreloads, and those of the page's route
 * and catalogues) are not in the HTML: web/build/auth-boot.js adds them right after the first paint, so the page paints
 * from HTML and CSS alone instead of waiting behind the app's code (which also started executing before that paint).
 */
function authPageHtml(
  template: { page: string; app: AppTag[] },
  language: string,
  files: string[],
  rendered: { title: string; html: string },
  bootScript: string,
  tokenMinLength: number,
): string {
  const preloads: AppTag[] = files.map((file) => ({ name: 'link', attributes: { rel: 'modulepreload', crossorigin: '', href: `/${file}` } }));
  const data = { tokenMinLength, app: [...preloads, ...template.app] };
  const head =
    `${AUTH_BOOT_STYLE}\n    <script type="application/json" id="tutorhood-auth-boot">${jsonBlock(data)}</script>\n` +
    `    <script src="/${bootScript}"></script>\n  </head>`;
  return template.page
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
    .replace('</head>', head)
    .replace('<div id="root"></div>', `<div id="root"><div data-prerendered-auth>${rendered.html}</div></div>`);
}

/**
 * A profile page's template: index.html whose app tags web/build/auth-boot.js adds after the first paint (the server's
 * copy of the profile paints from HTML and CSS alone), the app's own first, then the profile's chunks. #root stays
 * empty for the server to fill.
 */
function profileTemplateHtml(template: { page: string; app: AppTag[] }, language: string, files: string[], bootScript: string, tokenMinLength: number): string {
  const loaded = new Set(template.app.map((tag) => tag.attributes['src'] ?? tag.attributes['href']));
  const preloads: AppTag[] = files
    .filter((file) => !loaded.has(`/${file}`))
    .map((file) => ({ name: 'link', attributes: { rel: 'modulepreload', crossorigin: '', href: `/${file}` } }));
  const data = { tokenMinLength, app: [...template.app, ...preloads] };
  const head =
    `    <script type="application/json" id="tutorhood-auth-boot">${jsonBlock(data)}</script>\n` +
    `    <script src="/${bootScript}"></script>\n  </head>`;
  return template.page.replace(/<html lang="[^"]*"/, `<html lang="${language}"`).replace('</head>', head);
}

/**
 * Prerenders the landing page (`/`) in every UI language during the client build: a server-side bundle of
 * web/build/prerender-entry.tsx renders it with react-dom/server into copies of the built index.html, emitted as
 * dist/web/prerendered/landing.<language>.html. Those pages carry one tiny classic script (web/build/landing-boot.js)
 * instead of the app's JavaScript, so a first visit paints the landing page from HTML and CSS alone.
 */
export function prerenderLanding({ tokenMinLength }: { tokenMinLength: number }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tutorhood:prerender-landing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    // After index.html is final (the shell preload plugin edits it, also `post`): the pages are assets of this build.
    async generateBundle(_options, bundle) {
      const emitScript = (name: string) => {
        const source = readFileSync(path.resolve(config.root, `web/build/${name}.js`), 'utf8');
        const fileName = `assets/${name}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        return fileName;
      };
      const bootScript = emitScript('landing-boot');
      const authBootScript = emitScript('auth-boot');
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('prerender: index.html is not in the bundle');
      const template = splitTemplate(String(index.source));

      // Per process: several builds of this tree may run at once.
      const ssrDir = path.resolve(config.root, `node_modules/.tutorhood-prerender-${process.pid}`);
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        plugins: [react()],
        resolve: { alias: config.resolve.alias },
        build: {
          ssr: path.resolve(config.root, 'web/build/prerender-entry.tsx'),
          outDir: ssrDir,
          emptyOutDir: true,
          assetsInlineLimit: config.build.assetsInlineLimit,
          rolldownOptions: {
            // The catalogues are imported eagerly here and lazily by web/i18n: expected, not worth a warning.
            onLog(level, log, handler) {
              if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
            },
          },
        },
      });
      try {
        const entry = (await import(`${pathToFileURL(path.join(ssrDir, 'prerender-entry.js')).href}?${Date.now()}`)) as PrerenderEntry;
        for (const language of entry.languages) {
          const rendered = await entry.renderLanding(language);
          this.emitFile({ type: 'asset', fileName: prerenderedLandingFile(language), source: landingHtml(template, rendered, bootScript, tokenMinLength) });
          for (const [page, routeFile] of Object.entries(AUTH_PAGES) as [keyof typeof AUTH_PAGES, string][]) {
            const catalogues = AUTH_NAMESPACES.map((namespace) => catalogueChunk(bundle, language, namespace)).filter((file) => file !== undefined);
            const files = [...routeChunks(bundle, routeFile), ...catalogues];
            const source = authPageHtml(template, language, files, await entry.renderAuthPage(language, page), authBootScript, tokenMinLength);
            this.emitFile({ type: 'asset', fileName: `${PRERENDER_DIR}/${page}.${language}.html`, source });
          }
          const profileFiles = new Set([
            ...PROFILE_ROUTES.flatMap((routeFile) => routeChunks(bundle, routeFile)),
            ...PROFILE_NAMESPACES.map((namespace) => catalogueChunk(bundle, language, namespace)).filter((file) => file !== undefined),
          ]);
          const profileSource = profileTemplateHtml(template, language, [...profileFiles], authBootScript, tokenMinLength);
          this.emitFile({ type: 'asset', fileName: profileTemplateFile(language), source: profileSource });
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
