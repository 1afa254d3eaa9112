/**
 * PROFILE=1: every statement through PGlite, timed. A queue in front of PGlite's own lets us tell the wait for the
 * single connection from the statement's execution. And a CPU profile of the server thread, summed by library.
 */
import type { Profiler } from 'node:inspector';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';

export interface StatementStats {
  calls: number;
  execMs: number[];
  waitMs: number[];
}

export function profilePglite(client: PGlite) {
  const byStatement = new Map<string, StatementStats>();
  let active = false;
  let tail: Promise<unknown> = Promise.resolve();
  const original = client.query.bind(client);
  const patched = ((text: string, params?: unknown[], options?: unknown) => {
    const calledAt = performance.now();
    const run = tail.then(async () => {
      const startedAt = performance.now();
      try {
        return await (original as (t: string, p?: unknown[], o?: unknown) => Promise<unknown>)(text, params, options);
      } finally {
        if (active) {
          const key = label(text);
          const entry = byStatement.get(key) ?? { calls: 0, execMs: [], waitMs: [] };
          entry.calls++;
          entry.execMs.push(performance.now() - startedAt);
          entry.waitMs.push(startedAt - calledAt);
          byStatement.set(key, entry);
        }
      }
    });
    tail = run.catch(() => {});
    return run;
  }) as PGlite['query'];
  client.query = patched;
  return {
    byStatement,
    setActive(value: boolean) {
      active = value;
    },
  };
}

/** What a statement is, for the profile table. */
function label(text: string): string {
  const sql = text.replace(/\s+/g, ' ').trim();
  const known: [RegExp, string][] = [
    [/^insert into "messages"/i, 'insert message … returning'],
    [/from "users" left join "user_locations"/i, 'findPartner: users ⟕ user_locations'],
    [/from "blocks"/i, 'blockBetween: blocks'],
    [/from "connection_requests"/i, 'areConnected: connection_requests'],
    [/^select "id" from "messages"/i, 'hasWritten: messages'],
    [/from "requirements"/i, 'hasRequirement: requirements'],
    [/from "sessions"/i, 'session lookup'],
    [/socket_connections/i, 'presence: socket_connections'],
    [/^update "users" set "is_online"/i, 'presence: users.is_online'],
    [/connection_requests where from_user_id/i, 'presence: audience'],
  ];
  return known.find(([re]) => re.test(sql))?.[1] ?? sql.slice(0, 70);
}

/** A CPU profile of this (the server's) thread, through the inspector, between start() and stop(). */
export function cpuProfiler() {
  const session = new Session();
  let starting: Promise<unknown> | undefined;
  return {
    start() {
      session.connect();
      starting = (async () => {
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 1000 });
        await session.post('Profiler.start');
      })();
    },
    async stop(): Promise<Profiler.Profile | undefined> {
      if (!starting) return undefined;
      await starting;
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      return profile;
    },
  };
}

/**
 * Self time by library. Node internals (socket writes, file calls) are charged to the nearest caller outside node:,
 * so PGlite's file I/O counts as PGlite and websocket writes as socket.io.
 */
export function profileByLibrary(profile: Profiler.Profile): Map<string, number> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const library = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { url, functionName } = nodes.get(at)!.callFrame;
      if (functionName === '(idle)') return 'idle';
      if (functionName === '(garbage collector)') return 'garbage collector';
      if (functionName === '(program)') return 'native, unattributed';
      if (url.startsWith('wasm://') || url.includes('@electric-sql/pglite')) return 'PGlite (WASM Postgres, its JS glue, file I/O)';
      if (url.includes('drizzle-orm')) return 'drizzle-orm';
      if (/\/(socket\.io|socket\.io-parser|socket\.io-adapter|engine\.io|engine\.io-parser|ws)\//.test(url)) return 'socket.io, engine.io, ws';
      if (url.includes('/zod/')) return 'zod';
      if (url.includes('/server/') && !url.includes('node_modules')) return 'server code (services, repositories)';
      if (url.includes('/scripts/bench/')) return 'the bench’s SQL timer (PROFILE)';
      if (url.includes('/contract/')) return 'contract';
      if (url && !url.startsWith('node:')) return url.includes('node_modules/') ? `other: ${url.split('node_modules/').pop()!.split('/')[0]}` : 'other';
    }
    return 'node internals';
  };
  const byLibrary = new Map<string, number>();
  profile.samples?.forEach((id, i) => {
    const key = library(id);
    byLibrary.set(key, (byLibrary.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return byLibrary;
}
