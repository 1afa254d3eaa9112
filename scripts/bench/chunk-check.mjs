// node scripts/bench/chunk-check.mjs [dir] — checks the built chunks (default dist/web/assets): every static import of
// every chunk names a file that exists, and no chunks import each other in a cycle (a cycle made the toaster download
// the whole signed-in shell). Exit 1 on any problem. Also prints the landing page's scripts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? 'dist/web/assets');
const chunks = readdirSync(dir).filter((name) => name.endsWith('.js'));
const graph = new Map();
const problems = [];
for (const name of chunks) {
  const code = readFileSync(path.join(dir, name), 'utf8');
  const imports = new Set();
  // Static imports and re-exports of other chunks: `import … from"./x.js"`, `import"./x.js"`, `export … from"./x.js"`.
  for (const [, specifier] of code.matchAll(/(?:^|[;\s})])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    const target = path.basename(specifier);
    if (!existsSync(path.join(dir, target))) problems.push(`${name} imports ${specifier}, which is missing`);
    imports.add(target);
  }
  graph.set(name, imports);
}

// Cycles: depth-first search with the path on the stack.
const state = new Map();
const stack = [];
function visit(name) {
  state.set(name, 'open');
  stack.push(name);
  for (const next of graph.get(name) ?? []) {
    if (state.get(next) === 'open') problems.push(`cycle: ${[...stack.slice(stack.indexOf(next)), next].join(' → ')}`);
    else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(name, 'done');
}
for (const name of chunks) if (!state.has(name)) visit(name);

const edges = [...graph.values()].reduce((sum, set) => sum + set.size, 0);
console.log(`${chunks.length} chunks, ${edges} static imports between them`);
const landing = path.join(dir, '..', 'prerendered', 'landing.en.html');
if (existsSync(landing)) {
  const scripts = [...readFileSync(landing, 'utf8').matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  console.log(`prerendered landing page scripts: ${scripts.join(', ') || 'none'}`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('every import resolves; no cycles');
