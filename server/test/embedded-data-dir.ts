import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { PGLITE_EXTENSIONS, wrapPglite } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import type { DurabilitySetup } from '../lifecycle/testing/durability-suite.ts';

/**
 * A migrated embedded database in `dataDir/pglite` (where the server and the scripts look for it), started from the
 * run's migrated template: a fresh PGlite directory costs an initdb, seconds. When the run has no embedded template
 * (the PostgreSQL pass migrates a server database instead), it is created and migrated here. The caller closes it.
 */
export async function openSeededEmbeddedDatabase(dataDir: string): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  const pgliteDir = path.join(dataDir, 'pglite');
  const templateFile = inject('templateFile');
  if (templateFile && existsSync(templateFile)) {
    const template = new Blob([await readFile(templateFile)]);
    return PGlite.create(pgliteDir, { loadDataDir: template, extensions: PGLITE_EXTENSIONS });
  }
  const client = await PGlite.create(pgliteDir, { extensions: PGLITE_EXTENSIONS });
  await runMigrations(wrapPglite(client));
  return client;
}

/** A spawned server's embedded database in a DATA_DIR of its own (openSeededEmbeddedDatabase); removed by cleanUp. */
export function embeddedDataDir(prefix: string): DurabilitySetup {
  let dataDir: string | undefined;
  return {
    settings: async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
      await (await openSeededEmbeddedDatabase(dataDir)).close();
      return { DATA_DIR: dataDir };
    },
    cleanUp: async () => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
