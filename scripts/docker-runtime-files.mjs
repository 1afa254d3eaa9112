#!/usr/bin/env node
// Copies what the Dockerfile's runtime stage copies, from this checkout's build, into a folder, so a server started
// there proves the image's file list is enough (docs/operations.md, "Reference deployment"). The list is read from the
// Dockerfile's `COPY --from=build` lines: there is one list. node_modules is copied as `npm prune --omit=dev` leaves
// it: the lock file's packages not marked dev, those installed for this platform.
//
//   npm run build && node scripts/docker-runtime-files.mjs /tmp/tutorhood-image
//   cd /tmp/tutorhood-image && NODE_ENV=production DATABASE_URL=postgres://… node dist/server/server/server.js
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_WORKDIR = '/app';

/** [source in the build stage, destination in the runtime stage] of each `COPY --from=build` of the last stage. */
export function runtimeCopies(dockerfile) {
  const stages = dockerfile.split(/^FROM\s/m);
  const last = stages[stages.length - 1];
  return [...last.matchAll(/^COPY\s+--from=build\s+(\S+)\s+(\S+)\s*$/gm)].map((m) => [m[1], m[2]]);
}

/** Paths (relative to the checkout) of the production packages, as `npm prune --omit=dev` keeps them. */
function productionPackages() {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key.startsWith('node_modules/') && !entry.dev)
    .map(([key]) => key)
    .filter((key) => existsSync(path.join(root, key)));
}

function main(target) {
  if (!target) {
    console.error('usage: node scripts/docker-runtime-files.mjs <empty folder>');
    process.exit(2);
  }
  const into = path.resolve(target);
  rmSync(into, { recursive: true, force: true });
  mkdirSync(into, { recursive: true });
  const copies = runtimeCopies(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  for (const [source, destination] of copies) {
    const relative = path.posix.relative(BUILD_WORKDIR, source);
    const to = path.join(into, path.posix.relative('.', destination));
    if (relative === 'node_modules') {
      for (const pkg of productionPackages()) cpSync(path.join(root, pkg), path.join(into, pkg), { recursive: true, dereference: true });
    } else {
      cpSync(path.join(root, relative), to, { recursive: true, dereference: true });
    }
    console.log(`${source} → ${destination}`);
  }
  mkdirSync(path.join(into, 'data'), { recursive: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv[2]);
