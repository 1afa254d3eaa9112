import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { PGLITE_EXTENSIONS } from '../db/client.ts';
import type { DurabilitySetup } from '../lifecycle/testing/durability-suite.ts';

/**
 * A spawned server's embedded database in a DATA_DIR of its own, started from the run's migrated template (a fresh
 * PGlite directory costs an initdb, seconds, on the first start); removed by cleanUp.
 */
export function embeddedDataDir(prefix: string): DurabilitySetup {
  let dataDir: string | undefined;
  return {
    settings: async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
      const template = new Blob([await readFile(inject('templateFile'))]);
      const seeded = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: template, extensions: PGLITE_EXTENSIONS });
      await seeded.close();
      return { DATA_DIR: dataDir };
    },
    cleanUp: async () => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
