/**
 * bench:load's HTTP side: an open-loop schedule (request k leaves at start + k / rate, whatever happened to the ones
 * before it) over a mix of the signed-in reads a screen makes, each as a random bench user, on keep-alive
 * connections, timed to the last byte.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchUser } from '../chat/clients.ts';

export interface RouteSpec {
  name: string;
  /** Out of the sum of weights. */
  weight: number;
  path: (viewer: { student: boolean }) => string;
}

/** The mix: what the home, chat, find and requirements screens ask for. */
export const ROUTES: RouteSpec[] = [
  { name: 'GET /api/auth/me', weight: 3, path: () => '/api/auth/me' },
  { name: 'GET /api/conversations', weight: 2, path: () => '/api/conversations' },
  { name: 'GET /api/nearby/users', weight: 2, path: () => '/api/nearby/users?radius=10&limit=20' },
  {
    name: 'GET /api/search/… (find)',
    weight: 2,
    path: ({ student }) => (student ? '/api/search/teachers?subject=Mathematics&limit=24' : '/api/search/students?limit=24'),
  },
  { name: 'GET /api/requirements', weight: 1, path: () => '/api/requirements?limit=24' },
];

export interface RouteResult {
  ms: number[];
  errors: Record<string, number>;
}

export interface HttpLoad {
  /** Latencies and errors of requests that left while measuring was on. */
  results: Map<string, RouteResult>;
  setMeasuring(on: boolean): void;
  /** Stops scheduling and waits for the requests in flight. */
  stop(): Promise<void>;
}

export function startHttpLoad(options: { url: string; users: BenchUser[]; pairs: number; rate: number; maxInFlight: number }): HttpLoad {
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxInFlight });
  const results = new Map(ROUTES.map((r) => [r.name, { ms: [], errors: {} } as RouteResult]));
  const wheel = ROUTES.flatMap((route) => Array.from({ length: route.weight }, () => route));
  let measuring = false;
  let running = true;
  let inFlight = 0;
  const pending = new Set<Promise<void>>();

  function request(k: number): Promise<void> {
    const route = wheel[k % wheel.length]!;
    const userIndex = (k * 7919) % options.users.length;
    const viewer = options.users[userIndex]!;
    const result = measuring ? results.get(route.name)! : undefined;
    const fail = (code: string) => {
      if (result) result.errors[code] = (result.errors[code] ?? 0) + 1;
    };
    if (inFlight >= options.maxInFlight) {
      fail('CLIENT_BUSY');
      return Promise.resolve();
    }
    inFlight++;
    const started = performance.now();
    return new Promise<void>((resolve) => {
      const req = http.get(
        {
          host: target.hostname,
          port: target.port,
          path: route.path({ student: userIndex < options.pairs }),
          agent,
          headers: { authorization: `Bearer ${viewer.token}`, 'accept-encoding': 'br, gzip, deflate' },
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            if (res.statusCode === 200) result?.ms.push(performance.now() - started);
            else fail(`HTTP ${res.statusCode}`);
            resolve();
          });
          res.on('error', (error: NodeJS.ErrnoException) => {
            fail(error.code ?? 'RESPONSE_ERROR');
            resolve();
          });
        },
      );
      req.setTimeout(30_000, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      req.on('error', (error: NodeJS.ErrnoException) => {
        fail(error.code ?? 'REQUEST_ERROR');
        resolve();
      });
    }).finally(() => inFlight--);
  }

  const schedule = (async () => {
    const interval = 1000 / options.rate;
    const start = performance.now();
    for (let k = 0; running; k++) {
      const wait = start + k * interval - performance.now();
      if (wait >= 1) await sleep(wait);
      if (!running) break;
      const done = request(k);
      pending.add(done);
      void done.finally(() => pending.delete(done));
    }
  })();

  return {
    results,
    setMeasuring(on) {
      measuring = on;
    },
    async stop() {
      running = false;
      await schedule;
      await Promise.all(pending);
      agent.destroy();
    },
  };
}
