// npm run seed — loads the demo data into an empty database (DATABASE_URL or the embedded one under DATA_DIR).
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemoData } from '../server/demo/index.ts';
import { loadConfig } from '../server/config.ts';
import { createFileStore } from '../server/modules/uploads/file-store.ts';
import { withDatabase } from './cli-database.ts';

await withDatabase(async ({ db }) => {
  if (!(await isDatabaseEmpty(db))) {
    console.error('The database already has users; demo data is only loaded into an empty database.');
    process.exitCode = 1;
    return;
  }
  const started = Date.now();
  const files = await createFileStore(loadConfig(), {
    info: (details, message) => console.log(message, details),
    warn: (details, message) => console.warn(message, details),
  });
  const summary = await seedDemoData(db, { files }).finally(() => files.close());
  console.log(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.label}: ${account.email} / ${account.password}`);
});
