import { inject } from 'vitest';
import { describeDurability } from './testing/durability-suite.ts';
import { createScratchDatabase, type ScratchDatabase } from './testing/scratch-database.ts';

let database: ScratchDatabase | undefined;

describeDurability('PostgreSQL', {
  settings: async () => {
    database = await createScratchDatabase(inject('testDatabaseUrl'));
    return { DATABASE_URL: database.url, WORKERS: '1' };
  },
  cleanUp: async () => database?.drop(),
});
