/**
 * The reference deployment (Dockerfile, compose.yaml, deploy/Caddyfile) cannot be built or run in CI: this checks what
 * can be checked without Docker. The app services set only settings the server reads, with values it accepts; the
 * proxy reaches both instances, keeps socket.io's WebSocket upgrades and its polling sessions on one instance; the
 * image runs the built server as a non-root user on Node 24 with a health check on the real health route.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { parse } from 'yaml';
import { CONFIG_ENV_KEYS, loadConfig } from '../config.ts';
import { MIGRATIONS_DIR, PROJECT_ROOT } from './paths.ts';

type Service = {
  build?: string | { context: string };
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  healthcheck?: { test: string[] };
};
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> };

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
const compose = parse(read('compose.yaml'), { merge: true }) as Compose;
const caddyfile = read('deploy/Caddyfile');
const dockerfile = read('Dockerfile');
const APP_SERVICES = ['app1', 'app2'];

/** The .env an operator writes from deploy/env.example: its blank secrets filled in, optional settings left blank. */
function exampleEnv(): Record<string, string> {
  const entries = read('deploy/env.example')
    .split('\n')
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => {
      const [key, ...value] = line.split('=');
      const secret = /PASSWORD|SECRET|TOKEN/.test(key!) ? `${key!.toLowerCase()}-0123456789abcdef` : '';
      return [key!, value.join('=') || secret] as const;
    });
  return Object.fromEntries(entries);
}

/** Compose's interpolation of `${VAR}`, `${VAR:-default}` and `${VAR:?error}` (and `$$`). */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\$|\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (whole, name: string | undefined, kind: string | undefined, rest: string) => {
    if (whole === '$$') return '$';
    const set = env[name!];
    if (set) return set;
    if (kind === '?') throw new Error(`${name}: ${rest}`);
    return kind === '-' ? rest : '';
  });
}

function appEnvironment(service: string): Record<string, string> {
  const env = exampleEnv();
  const declared = compose.services[service]!.environment ?? {};
  return Object.fromEntries(Object.entries(declared).map(([key, value]) => [key, interpolate(String(value), env)]));
}

/** The Dockerfile's last stage: the image that runs. */
function runtimeStage(): string {
  const stages = dockerfile.split(/^FROM\s/m);
  return `FROM ${stages[stages.length - 1]}`;
}

/** Files `tsc -p tsconfig.server.json` compiles: its own files and every relative import they reach (test helpers too). */
function serverBuildFiles(): string[] {
  const tsconfig = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(PROJECT_ROOT, 'tsconfig.server.json'), ts.sys.readFile).config, ts.sys, PROJECT_ROOT);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (fileName.startsWith('.')) visit(path.resolve(path.dirname(file), fileName));
    }
  };
  tsconfig.fileNames.forEach(visit);
  return [...seen].map((file) => path.relative(PROJECT_ROOT, file));
}

describe('compose.yaml', () => {
  it('runs two app instances of one image built from this repository', () => {
    const apps = APP_SERVICES.map((name) => compose.services[name]!);
    for (const app of apps) {
      expect(app.build).toBe('.');
      expect(app.image).toBe(apps[0]!.image);
    }
    expect(appEnvironment('app1')).toEqual(appEnvironment('app2'));
  });

  it('sets only settings the server reads', () => {
    for (const name of APP_SERVICES) {
      const unknown = Object.keys(compose.services[name]!.environment ?? {}).filter((key) => !CONFIG_ENV_KEYS.includes(key));
      expect(unknown, `${name} sets keys server/config.ts does not read`).toEqual([]);
    }
  });

  it('gives each instance a configuration the server accepts: PostgreSQL, Redis, the bucket, behind a proxy', () => {
    const config = loadConfig(appEnvironment('app1'));
    expect(config.databaseUrl).toMatch(/^postgres:\/\/tutorhood:[^@]+@postgres:5432\/tutorhood$/);
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.storage).toMatchObject({ kind: 's3', endpoint: 'http://minio:9000', forcePathStyle: true });
    expect(config.trustProxy).toBe(true);
    expect(config.admin?.email).toBe(exampleEnv().ADMIN_EMAIL);
    expect(config.metrics.token).toBeDefined();
    expect(config.publicUrl).toBe(exampleEnv().PUBLIC_URL);
    expect(config.env).toBe('production');
  });

  it('refuses to start without the secrets of the env file', () => {
    const declared = compose.services.app1!.environment ?? {};
    expect(() => interpolate(declared.ADMIN_PASSWORD!, {})).toThrow(/ADMIN_PASSWORD/);
    expect(() => interpolate(declared.DATABASE_URL!, {})).toThrow(/POSTGRES_PASSWORD/);
  });

  it('starts the instances after their database, Redis and bucket are ready, and the proxy after the instances', () => {
    for (const name of APP_SERVICES) {
      expect(compose.services[name]!.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        'minio-bucket': { condition: 'service_completed_successfully' },
      });
    }
    expect(compose.services.proxy!.depends_on).toEqual(
      Object.fromEntries(APP_SERVICES.map((name) => [name, { condition: 'service_healthy' }])),
    );
    for (const name of ['postgres', 'redis', 'minio']) expect(compose.services[name]!.healthcheck?.test.length).toBeGreaterThan(0);
  });

  it('keeps the database, the files and the certificates in named volumes', () => {
    const named = (service: string) => (compose.services[service]!.volumes ?? []).map((v) => v.split(':')[0]);
    expect(named('postgres')).toContain('postgres-data');
    expect(named('minio')).toContain('minio-data');
    expect(named('proxy')).toContain('caddy-data');
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['postgres-data', 'minio-data', 'caddy-data']));
  });
});

describe('deploy/Caddyfile', () => {
  const proxy = /^\s*reverse_proxy\s+([^{\n]+)\{([^}]*)\}/m.exec(caddyfile);

  it('is the file the proxy service mounts', () => {
    expect(compose.services.proxy!.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('forwards every path (socket.io included) to both instances on their port', () => {
    expect(proxy).not.toBeNull();
    const [upstreamsText] = proxy!.slice(1) as [string, string];
    const port = appEnvironment('app1').PORT;
    expect(upstreamsText.trim().split(/\s+/)).toEqual(APP_SERVICES.map((name) => `${name}:${port}`));
    // No path matcher before the upstreams: /socket.io/ and /api go the same way as the pages.
    expect(upstreamsText.trim().startsWith('/')).toBe(false);
    expect(caddyfile.match(/^\s*reverse_proxy\b/gm)).toHaveLength(1);
  });

  it('passes WebSocket upgrades through and keeps long-polling sessions on one instance', () => {
    const block = proxy![2];
    // Caddy forwards Upgrade/Connection as they come; removing either would break socket.io's WebSocket.
    expect(block).not.toMatch(/header_up\s+-(Upgrade|Connection)\b/i);
    // The client falls back to long-polling, whose requests must all reach the instance holding the session.
    expect(read('web/lib/socket.ts')).toMatch(/transports:\s*\[[^\]]*'polling'/);
    expect(block).toMatch(/^\s*lb_policy\s+cookie\b/m);
  });

  it('takes a draining instance out of rotation by its readiness route, and hides /metrics', () => {
    expect(proxy![2]).toMatch(/^\s*health_uri\s+\/api\/ready\s*$/m);
    expect(read('server/modules/health/health.routes.ts')).toContain("'/ready'");
    expect(caddyfile).toMatch(/^\s*respond\s+\/metrics\s+404\s*$/m);
  });
});

describe('Dockerfile', () => {
  it('runs the built server on Node 24 as the unprivileged node user', () => {
    const runtime = runtimeStage();
    expect(runtime).toMatch(/^FROM node:24-[a-z-]+ AS runtime$/m);
    const users = [...runtime.matchAll(/^USER\s+(\S+)/gm)].map((m) => m[1]);
    expect(users.at(-1)).toBe('node');
    expect(runtime).toMatch(/^ENV NODE_ENV=production\b/m);
    const serveScript = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve!;
    const entry = serveScript.split(' ').at(-1)!;
    expect(runtime).toContain(`CMD ["node", "--enable-source-maps", "${entry}"]`);
  });

  it('checks health on the route the server answers', () => {
    const healthcheck = /^HEALTHCHECK\b(?:[^\n]*\\\n)*[^\n]*/m.exec(runtimeStage())?.[0] ?? '';
    expect(healthcheck).toContain("/api/health'");
    expect(read('server/modules/health/health.routes.ts')).toContain("'/health'");
    expect(read('server/app.ts')).toContain("app.register(healthRoutes, { prefix: '/api'");
  });

  it('sends the build every file it compiles or reads (.dockerignore leaves them in the context)', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    // Docker drops a path when a pattern matches it or one of its parent folders.
    const dropped = (file: string) =>
      file.split('/').some((_, i, parts) => ignored.some((pattern) => path.matchesGlob(parts.slice(0, i + 1).join('/'), pattern)));
    const compiled = serverBuildFiles();
    expect(compiled.length).toBeGreaterThan(100);
    const buildInputs = ['package.json', 'package-lock.json', 'index.html', 'vite.config.ts', 'scripts/precompress.mjs', 'tsconfig.base.json', 'tsconfig.server.json', 'tsconfig.web.json', 'web/main.tsx', 'public'];
    expect([...compiled, ...buildInputs].filter(dropped)).toEqual([]);
    expect(['node_modules', 'dist', '.env', 'data'].every(dropped)).toBe(true);
  });

  it('builds with the project build (precompressed assets) and ships the migrations, no test browsers', () => {
    expect(dockerfile).toMatch(/^RUN npm run build && npm prune --omit=dev\b/m);
    expect((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.build).toContain('scripts/precompress.mjs');
    const copies = [...runtimeStage().matchAll(/^COPY\s+--from=build\s+(\S+)\s+(\S+)$/gm)].map((m) => m[2]);
    expect(copies).toContain(`./${path.relative(PROJECT_ROOT, MIGRATIONS_DIR)}`);
    expect(runtimeStage()).not.toMatch(/chromium|playwright/i);
  });
});
