import { inject } from 'vitest';
import { describeNotificationDurability } from './testing/notification-durability-suite.ts';
import { createScratchDatabase, type ScratchDatabase } from './testing/scratch-database.ts';

let database: ScratchDatabase | undefined;

// Two server processes share the queue: each email is still sent once (FOR UPDATE SKIP LOCKED).
describeNotificationDurability('PostgreSQL', {
  workers: 2,
  settings: async () => {
    database = await createScratchDatabase(inject('testDatabaseUrl'));
    return { DATABASE_URL: database.url };
  },
  cleanUp: async () => database?.drop(),
});
