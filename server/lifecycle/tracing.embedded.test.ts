import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describeTracing } from './testing/tracing-suite.ts';

let dataDir: string | undefined;

describeTracing('embedded database', {
  settings: async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tutorhood-tracing-'));
    return { DATA_DIR: dataDir };
  },
  cleanUp: async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  },
  databaseSpan: /^pglite\.query:[A-Z]+$/,
});
