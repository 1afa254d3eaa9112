// Preloaded into a spawned server (NODE_OPTIONS=--import): prints each OpenTelemetry package, and each module-loading
// hook OpenTelemetry instruments with, the first time the process resolves a file of it (by import or by require),
// with the package that asked for it, so a test can tell exactly what tracing code was loaded.
import { registerHooks } from 'node:module';

const WATCHED = /\/node_modules\/(@opentelemetry\/[^/]+|import-in-the-middle|require-in-the-middle)\//;
const PACKAGE = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*\/node_modules\/)/;
const seen = new Set();

process.stderr.write('opentelemetry-probe: watching\n');
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    const name = WATCHED.exec(resolved.url)?.[1];
    const by = PACKAGE.exec(context.parentURL ?? '')?.[1] ?? 'the app';
    if (name && !seen.has(`${name} ${by}`)) {
      seen.add(`${name} ${by}`);
      process.stderr.write(`opentelemetry-probe: ${name} loaded by ${by}\n`);
    }
    return resolved;
  },
});
