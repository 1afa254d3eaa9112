#!/usr/bin/env node
// The two-command entry point: `npm start` and `npm test` (and `npm run dev`).
// Plain Node with no dependencies: it runs before anything is installed, on whatever Node the machine has (20 or later).
// The project runs on Node 24 LTS from the npm registry's `node` package (pinned in package.json): once installed, this
// script re-runs itself on node_modules/.bin/node, so the build, the tests, the benchmarks and the server never run on
// the machine's Node.
import { spawnSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { slowestTests } from './slowest-tests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
/**
 * TypeScript 7 (the native compiler, installed as `typescript-native`) checks and builds: 3–4× less CPU than TypeScript 6,
 * which stays only because typescript-eslint's parser needs its compiler API. Both link a `tsc` bin, so call this one by path.
 */
const typescriptCompiler = path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');
const REQUIRED_NODE_MAJOR = 24;
const nodeMajor = Number(process.versions.node.split('.')[0]);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env, ...options });
  return result.status ?? 1;
}

/**
 * Checks that do not depend on each other, run together so both cores work (each tsc and eslint uses one): each one's
 * output is printed whole, in order, once all have ended. Resolves to their exit statuses.
 */
async function concurrentSteps(steps) {
  console.log(`\n• ${steps.map((step) => step.name).join(', ')} (together)`);
  const results = await Promise.all(
    steps.map(
      ({ command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const chunks = [];
          const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          child.on('error', (error) => chunks.push(Buffer.from(`${error}\n`)));
          child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString(), seconds: Math.round((Date.now() - started) / 1000) }));
        }),
    ),
  );
  steps.forEach(({ name }, i) => {
    const { status, output, seconds } = results[i];
    console.log(`\n• ${name}`);
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    console.log(`  (${name}: ${seconds} s${status === 0 ? '' : `, exit ${status}`})`);
  });
  return results.map((result) => result.status);
}

function must(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/**
 * Installs when node_modules is missing or was installed from another package-lock.json, with `npm ci`: exactly the
 * locked versions, and a lock file out of step with package.json fails here rather than in a deploy. The lock lists
 * every platform's optional binaries (e.g. @tailwindcss/oxide-darwin-arm64), so it installs on any machine.
 */
function ensureInstalled() {
  const lock = readFileSync(path.join(root, 'package-lock.json'));
  const hash = createHash('sha256').update(lock).digest('hex');
  const stamp = path.join(root, 'node_modules', '.tutorhood-lock-hash');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log('• Installing dependencies…');
  must('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(stamp, hash);
}

function newestMtime(entries) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules') visit(path.join(p, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  entries.forEach((e) => visit(path.join(root, e)));
  return newest;
}

const BUILD_INPUTS = [
  'web', 'contract', 'server', 'index.html', 'vite.config.ts', 'package-lock.json',
  'tsconfig.base.json', 'tsconfig.server.json', 'tsconfig.web.json', 'scripts/precompress.mjs',
];

/** Builds the web app and the server when a source is newer than the last build. */
function isBuilt() {
  const stamp = path.join(root, 'dist', '.build-stamp');
  const built = existsSync(stamp) ? Number(readFileSync(stamp, 'utf8')) : 0;
  return built > 0 && newestMtime(BUILD_INPUTS) <= built;
}

function ensureBuilt() {
  const stamp = path.join(root, 'dist', '.build-stamp');
  if (isBuilt()) return;
  console.log('• Building web app and server…');
  const started = Date.now();
  rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  must(bin('vite'), ['build', '--logLevel', 'warn']);
  must(process.execPath, ['scripts/precompress.mjs']);
  must(typescriptCompiler, ['-p', 'tsconfig.server.json']);
  writeFileSync(stamp, String(Date.now()));
  console.log(`  (build: ${Math.round((Date.now() - started) / 1000)} s)`);
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p) => p && existsSync(p));
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Debian's Chromium, and its headless shell that runs most browser tests on less CPU (playwright.config.ts), through
 * apt-get when missing and we are root; never a downloaded browser. Without root, the tests run in whichever is there.
 */
function ensureChromium() {
  let found = findChromium();
  const packages = [...(found ? [] : ['chromium', 'fonts-liberation']), ...(existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell'])];
  if (packages.length > 0 && process.getuid?.() === 0) {
    console.log(`• Installing Debian's ${packages.join(', ')} with apt-get…`);
    run('apt-get', ['update', '-qq']);
    must('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    found = findChromium();
  }
  if (!found) {
    console.error('✖ No Chromium found for the browser tests. Install Debian\'s `chromium` package, or set CHROMIUM_PATH to a Chromium/Chrome binary.');
    process.exit(1);
  }
  process.env.CHROMIUM_PATH = found;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** "file › test" for every failed test of a Vitest JSON report. */
function failedVitestTests(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${path.relative(process.cwd(), file.name)} › ${test.fullName}`),
  );
}

/** "file › title" for every unexpected result of a Playwright JSON report, with its first error line. */
function failedPlaywrightTests(report) {
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      // Every error of the first failed attempt, its first line each: a timeout and the step it stopped are both named.
      const errors = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.errors?.length || r.error);
      const messages = errors?.errors?.length ? errors.errors.map((e) => e.message ?? '') : [errors?.error?.message ?? ''];
      const firstLines = messages.map((m) => stripVTControlCharacters(m).split('\n').find((line) => line.trim())?.trim() ?? '').filter(Boolean);
      const said = [...new Set(firstLines)].join(' | ');
      failed.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}${said ? ` — ${said}` : ''}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top-level suites are the spec files; their titles are the file names, already in spec.file.
  for (const fileSuite of report?.suites ?? []) walk(fileSuite, []);
  return failed;
}

/**
 * A long step run in the background, its output kept and printed whole once `print` is called (after the step that
 * streams meanwhile has ended), so two steps' lines never interleave. Resolves to its exit status and seconds.
 */
function backgroundStep(name, command, args, options = {}) {
  const started = Date.now();
  const chunks = [];
  const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  const ended = new Promise((resolve) => {
    child.on('error', (error) => chunks.push(Buffer.from(`${error}\n`)));
    child.on('close', (code) => resolve({ status: code ?? 1, seconds: Math.round((Date.now() - started) / 1000) }));
  });
  return {
    ended,
    print: async () => {
      const { status, seconds } = await ended;
      console.log(`\n• ${name} (ran beside the browser tests)`);
      const output = Buffer.concat(chunks).toString();
      if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      console.log(`  (${name}: ${seconds} s${status === 0 ? '' : `, exit ${status}`})`);
      return status;
    },
  };
}

/**
 * The checks, arranged for a 2-core machine (measured: the browser phase alone keeps about 1.5 cores busy, Vitest
 * about 1.8, each check one): lint, the typechecks and the build together; then Vitest in the background while the
 * browser tests stream, so each fills the other's idle time. Every step's output is printed whole.
 */
async function test() {
  ensureInstalled();
  ensureChromium();
  const reports = fs_tmp('tutorhood-test-');
  const tally = { passed: 0, failed: 0, skipped: 0 };
  const countStep = (status) => (status === 0 ? tally.passed++ : tally.failed++);

  const needsBuild = !isBuilt();
  const [lint, ...checks] = await concurrentSteps([
    { name: 'Lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
    ...['tsconfig.json', 'tsconfig.web.json', 'tsconfig.e2e.json'].map((project) => ({ name: `Typecheck (${project})`, command: typescriptCompiler, args: ['-p', project] })),
    ...(needsBuild ? [{ name: 'Build (web app and server)', command: process.execPath, args: [fileURLToPath(import.meta.url), 'build'] }] : []),
  ]);
  const typecheck = checks.slice(0, 3);
  const build = needsBuild ? checks[3] : 0;
  countStep(typecheck.every((status) => status === 0) ? 0 : 1);
  countStep(lint);

  const vitestJson = path.join(reports, 'vitest.json');
  // With its usual two workers: one (measured) left the whole run 86 s longer, Vitest then ending last.
  const vitestStep = backgroundStep('Unit and API tests (Vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);

  const playwrightJson = path.join(reports, 'playwright.json');
  let e2eStatus = 1;
  if (build === 0) {
    console.log('\n• Browser tests (Playwright), with Vitest running beside them');
    const started = Date.now();
    e2eStatus = await new Promise((resolve) => {
      const child = spawn(bin('playwright'), ['test'], { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson } });
      child.on('error', () => resolve(1));
      child.on('close', (code) => resolve(code ?? 1));
    });
    console.log(`  (Browser tests (Playwright): ${Math.round((Date.now() - started) / 1000)} s)`);
  } else console.log('\n✖ The build failed: no browser tests');

  const vitestStatus = await vitestStep.print();
  const vitest = readJson(vitestJson);
  if (vitest) {
    tally.passed += vitest.numPassedTests;
    tally.failed += vitest.numFailedTests;
    tally.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
    if (vitestStatus !== 0 && vitest.numFailedTests === 0) tally.failed++;
  } else if (vitestStatus !== 0) tally.failed++;

  const e2e = readJson(playwrightJson);
  if (e2e?.stats) {
    tally.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    tally.failed += e2e.stats.unexpected;
    tally.skipped += e2e.stats.skipped;
    if (e2eStatus !== 0 && e2e.stats.unexpected === 0) tally.failed++;
  } else if (e2eStatus !== 0) tally.failed++;

  rmSync(reports, { recursive: true, force: true });
  const slowest = slowestTests(vitest, e2e);
  if (slowest.length > 0) console.log(`\nThe ten slowest tests:\n${slowest.join('\n')}`);
  // CI shows only the end of the output: name what failed there, so a failure far up the log is never anonymous.
  const failures = [...failedVitestTests(vitest), ...failedPlaywrightTests(e2e), ...(build === 0 ? [] : ['the build'])];
  if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✖ ${name}`).join('\n')}`);
  console.log('\n(typecheck and lint count as one test each)');
  console.log(`${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
  process.exit(tally.failed === 0 ? 0 : 1);
}

function fs_tmp(prefix) {
  const dir = path.join(os.tmpdir(), `${prefix}${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

function start() {
  ensureInstalled();
  ensureBuilt();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/server/server.js'], { stdio: 'inherit', env: process.env });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code) => process.exit(code ?? 0));
}

function dev() {
  ensureInstalled();
  const apiPort = process.env.DEV_API_PORT ?? '3001';
  must(bin('concurrently'), [
    '--kill-others-on-fail', '--names', 'api,web', '--prefix-colors', 'blue,magenta',
    `PORT=${apiPort} NODE_ENV=development ${bin('tsx')} watch --clear-screen=false server/server.ts`,
    `VITE_API_PROXY_TARGET=http://localhost:${apiPort} ${bin('vite')} --port ${process.env.PORT ?? '3000'} --strictPort`,
  ]);
}

/**
 * Re-runs this script on the project's Node 24 (node_modules/.bin/node) when started on an older one, and refuses to go
 * on when that did not work. node_modules/.bin goes first on PATH, so every `#!/usr/bin/env node` tool started from here
 * (vitest, playwright, tsc, eslint, npm itself) and every plain `node` in their commands runs on Node 24 as well.
 */
function onProjectNode() {
  const binDir = path.join(root, 'node_modules', '.bin');
  if (!(process.env.PATH ?? '').split(path.delimiter).includes(binDir)) process.env.PATH = `${binDir}${path.delimiter}${process.env.PATH ?? ''}`;
  if (nodeMajor >= REQUIRED_NODE_MAJOR) return;
  const projectNode = bin('node');
  if (process.env.TUTORHOOD_REEXEC || !existsSync(projectNode)) {
    console.error(`✖ Node ${process.version} is too old and ${projectNode} is missing or not Node ${REQUIRED_NODE_MAJOR}: run \`npm ci\` (its \`node\` package installs Node ${REQUIRED_NODE_MAJOR}).`);
    process.exit(1);
  }
  const child = spawn(projectNode, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TUTORHOOD_REEXEC: '1' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return 'handed-over';
}

const command = process.argv[2];
if (command === 'install') ensureInstalled();
else if (['start', 'test', 'dev', 'build'].includes(command)) {
  ensureInstalled();
  if (onProjectNode() !== 'handed-over') {
    console.log(`• Node ${process.version} (${process.execPath})`);
    if (command === 'start') start();
    else if (command === 'test') await test();
    else if (command === 'dev') dev();
    else ensureBuilt();
  }
} else {
  console.error('usage: node scripts/setup.mjs start|test|dev|install|build');
  process.exit(2);
}
