/**
 * QUERY_PROFILE=1 (embedded only): the server's time inside PGlite per statement over the measured load. PGlite
 * runs each protocol exchange synchronously on the server's thread (execProtocolRawSync), so its wall time is CPU
 * time of the server; a CPU profile cannot say which statement it was (the async callers are not on the stack).
 */
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';

interface StatementCost {
  calls: number;
  ms: number;
}

const decoder = new TextDecoder();

/**
 * The SQL of a protocol buffer, if any: a simple Query ('Q'), a Parse ('P'; a named one is remembered by its name),
 * or a Bind ('B') of a statement prepared earlier under a name (server/db/pglite-statements.ts).
 */
function createStatementReader() {
  const named = new Map<string, string>();
  return (buffer: Uint8Array): string | undefined => {
    let at = 0;
    while (at + 5 <= buffer.length) {
      const type = buffer[at]!;
      const length = new DataView(buffer.buffer, buffer.byteOffset + at + 1, 4).getInt32(0);
      const body = buffer.subarray(at + 5, at + 1 + length);
      if (type === 0x51) return decoder.decode(body.subarray(0, body.indexOf(0)));
      if (type === 0x50 || type === 0x42) {
        const firstEnd = body.indexOf(0);
        const second = decoder.decode(body.subarray(firstEnd + 1, body.indexOf(0, firstEnd + 1)));
        if (type === 0x42) return named.get(second);
        const name = decoder.decode(body.subarray(0, firstEnd));
        if (name) named.set(name, second);
        return second;
      }
      at += 1 + length;
    }
    return undefined;
  };
}

export function profileQueries(pglite: PGlite) {
  const costs = new Map<string, StatementCost>();
  let measuring = false;
  let last = '(unknown)';
  const statementOf = createStatementReader();
  const target = pglite as unknown as { execProtocolRawSync(message: Uint8Array): Uint8Array };
  const original = target.execProtocolRawSync.bind(pglite);
  target.execProtocolRawSync = (message: Uint8Array) => {
    const sql = statementOf(message);
    if (!measuring) return original(message);
    if (sql !== undefined) last = sql.replace(/\s+/g, ' ').trim();
    const t0 = performance.now();
    try {
      return original(message);
    } finally {
      const cost = costs.get(last) ?? { calls: 0, ms: 0 };
      if (sql !== undefined) cost.calls += 1;
      cost.ms += performance.now() - t0;
      costs.set(last, cost);
    }
  };
  return {
    start() {
      costs.clear();
      measuring = true;
    },
    /** Stops counting until resume() (work between measured phases). */
    pause() {
      measuring = false;
    },
    resume() {
      measuring = true;
    },
    /** The statements by time spent, most first. */
    stop(top = 25): string[] {
      measuring = false;
      const total = [...costs.values()].reduce((sum, c) => sum + c.ms, 0);
      const lines = [`PGlite: ${total.toFixed(0)} ms in ${[...costs.values()].reduce((s, c) => s + c.calls, 0)} statements`];
      for (const [sql, c] of [...costs].sort((a, b) => b[1].ms - a[1].ms).slice(0, top)) {
        lines.push(`${c.ms.toFixed(0).padStart(7)} ms ${String(c.calls).padStart(6)} × ${(c.ms / Math.max(1, c.calls)).toFixed(3)} ms  ${sql.slice(0, 160)}`);
      }
      return lines;
    },
  };
}
