import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { PGLITE_EXTENSIONS } from '../db/client.ts';
import { describeNotificationDurability } from './testing/notification-durability-suite.ts';

let dataDir: string | undefined;

describeNotificationDurability('embedded', {
  settings: async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tutorhood-notify-durability-'));
    const template = new Blob([await readFile(inject('templateFile'))]);
    const seeded = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: template, extensions: PGLITE_EXTENSIONS });
    await seeded.close();
    return { DATA_DIR: dataDir };
  },
  cleanUp: async () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  },
});
