import { inject } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from './testing/scratch-database.ts';
import { describeTracing } from './testing/tracing-suite.ts';

let database: ScratchDatabase | undefined;

describeTracing('PostgreSQL', {
  settings: async () => {
    database = await createScratchDatabase(inject('testDatabaseUrl'));
    return { DATABASE_URL: database.url, WORKERS: '1' };
  },
  cleanUp: async () => database?.drop(),
  databaseSpan: /^pg\.query:\S+ tutorhood_lifecycle_/,
});
