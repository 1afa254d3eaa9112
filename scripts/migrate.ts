// npm run db:migrate — applies the committed migrations to the configured database (the server also does it at start).
import { withDatabase } from './cli-database.ts';

await withDatabase(async (database) => {
  console.log(`Migrations applied to the ${database.kind} database.`);
});
