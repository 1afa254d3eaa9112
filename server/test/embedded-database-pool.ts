import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, wrapPglite, type DatabaseHandle } from '../db/client.ts';
import { readTemplateState, resetToTemplate, type TemplateState } from './template-reset.ts';

/**
 * Embedded databases loaded from the run's migrated template, kept started in this process and lent out one at a
 * time. Loading one costs ~0.8 s of CPU (the template's tar read into memory, postgres started); a returned one is
 * reset to the template's exact state instead (template-reset.ts) and lent again. The test files of a Vitest worker
 * share this module (the api project does not isolate them), so a worker keeps a few started databases for all of
 * its files.
 */

/** Started databases kept idle at most: a file rarely holds more than two at once. */
const MAX_IDLE = 2;

interface TemplatePool {
  templateFile: string;
  template: Promise<Blob>;
  /** Read from the first database loaded from the template, before it is lent. */
  state: TemplateState | undefined;
  idle: PGlite[];
}

/** One loan of a started database: what the borrower started on it that outlives the loan unless stopped. */
interface Loan {
  returned: boolean;
  /** The borrower closed the database itself: it is gone, not returned. */
  closedByBorrower: boolean;
  stopListening: Set<() => Promise<void>>;
  stopNotifications: Set<() => void>;
}

const pools = new Map<string, TemplatePool>();
const clientsOfHandles = new WeakMap<DatabaseHandle, PGlite>();
/** PGlite's own parsers and serializers (by type oid) as loaded; a borrower's additions are removed on return. */
const loadedCodecs = new WeakMap<PGlite, { parsers: PGlite['parsers']; serializers: PGlite['serializers'] }>();

function poolOf(templateFile: string): TemplatePool {
  let pool = pools.get(templateFile);
  if (!pool) {
    pool = { templateFile, template: readFile(templateFile).then((bytes) => new Blob([bytes])), state: undefined, idle: [] };
    pools.set(templateFile, pool);
  }
  return pool;
}

async function loadFromTemplate(pool: TemplatePool): Promise<PGlite> {
  const client = await PGlite.create({ loadDataDir: await pool.template, extensions: PGLITE_EXTENSIONS });
  loadedCodecs.set(client, { parsers: { ...client.parsers }, serializers: { ...client.serializers } });
  pool.state ??= await readTemplateState(client);
  return client;
}

/** The started database behind a handle lent by this pool (for tests of the pool itself). */
export function pooledClientOf(handle: DatabaseHandle): PGlite | undefined {
  return clientsOfHandles.get(handle);
}

/** Started databases waiting to be lent from the template in `templateFile`. */
export function idleDatabaseCount(templateFile: string): number {
  return pools.get(templateFile)?.idle.length ?? 0;
}

/**
 * A database in the template's state: a returned one reset, else a new one loaded from the template. Closing the
 * handle returns it (reset first); calls through the handle after that fail as on a closed database.
 */
export async function openPooledDatabase(templateFile: string): Promise<DatabaseHandle> {
  const pool = poolOf(templateFile);
  const client = pool.idle.pop() ?? (await loadFromTemplate(pool));
  const loan: Loan = { returned: false, closedByBorrower: false, stopListening: new Set(), stopNotifications: new Set() };
  const handle = wrapPglite(guardedClient(client, loan));
  const pooled: DatabaseHandle = {
    ...handle,
    async close() {
      if (loan.returned) return;
      loan.returned = true;
      await giveBack(pool, client, loan);
    },
  };
  clientsOfHandles.set(pooled, client);
  return pooled;
}

/**
 * The started database as its borrower sees it: closed once returned, with the listeners it adds remembered so that
 * those still listening when it is returned can be stopped. Closing it closes the database for good.
 */
function guardedClient(client: PGlite, loan: Loan): PGlite {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return loan.returned || target.closed;
      if (loan.returned) throw new Error('PGlite is closed');
      if (property === 'close') {
        return async () => {
          loan.closedByBorrower = true;
          await target.close();
        };
      }
      if (property === 'listen') {
        return async (...args: Parameters<PGlite['listen']>) => {
          const stop = await target.listen(...args);
          const tracked = async (...stopArgs: Parameters<typeof stop>) => {
            if (!loan.stopListening.delete(tracked)) return;
            await stop(...stopArgs);
          };
          loan.stopListening.add(tracked);
          return tracked;
        };
      }
      if (property === 'onNotification') {
        return (callback: Parameters<PGlite['onNotification']>[0]) => {
          const stop = target.onNotification(callback);
          const tracked = () => {
            loan.stopNotifications.delete(tracked);
            stop();
          };
          loan.stopNotifications.add(tracked);
          return tracked;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function giveBack(pool: TemplatePool, client: PGlite, loan: Loan) {
  if (loan.closedByBorrower || client.closed) return;
  try {
    for (const stop of [...loan.stopListening]) await stop();
    for (const stop of [...loan.stopNotifications]) stop();
    restoreCodecs(client);
    const outcome = await resetToTemplate(client, pool.state!);
    if (outcome === 'reset' && pool.idle.length < MAX_IDLE) {
      pool.idle.push(client);
      return;
    }
  } catch (error) {
    await client.close();
    throw error;
  }
  await client.close();
}

function restoreCodecs(client: PGlite) {
  const loaded = loadedCodecs.get(client)!;
  for (const [codecs, original] of [
    [client.parsers, loaded.parsers],
    [client.serializers, loaded.serializers],
  ] as const) {
    for (const key of Object.keys(codecs)) if (!(key in original)) delete (codecs as Record<string, unknown>)[key];
    Object.assign(codecs, original);
  }
}
