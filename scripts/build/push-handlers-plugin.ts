// Builds the service worker's Web Push handlers (web/pwa/push-handlers.worker.ts) into one classic script,
// dist/web/push-handlers.js, which the Workbox-generated sw.js loads with importScripts (vite.config.ts). Its name is
// fixed because sw.js names it; it is precached with a revision (a change to it changes sw.js, so browsers update),
// and the server sends it with `Cache-Control: no-cache` (server/plugins/static-web.ts).
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

export const PUSH_HANDLERS_FILE = 'push-handlers.js';
const entry = fileURLToPath(new URL('../../web/pwa/push-handlers.worker.ts', import.meta.url));

export function pushHandlersScript(): Plugin {
  return {
    name: 'tutorhood:push-handlers-script',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async generateBundle() {
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          emptyOutDir: false,
          minify: true,
          sourcemap: false,
          target: 'es2020',
          lib: { entry, formats: ['iife'], name: 'tutorhoodPushHandlers', fileName: () => PUSH_HANDLERS_FILE },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') this.error('the push handlers script was not built');
      this.emitFile({ type: 'asset', fileName: PUSH_HANDLERS_FILE, source: chunk.code });
    },
  };
}
