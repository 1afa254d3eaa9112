import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemoData } from './demo/index.ts';
import { ensureAdmin } from './modules/admin/admin-accounts.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createFileStore } from './modules/uploads/file-store.ts';

/** Start-up data tasks: demo data on an empty database, then the configured admin. Returns lines to print. */
export async function startupTasks(app: FastifyInstance, config: AppConfig, database: DatabaseHandle): Promise<string[]> {
  const lines: string[] = [];
  // Seed first: creating the configured admin would make the database non-empty.
  if (config.demoData && (await isDatabaseEmpty(database.db))) {
    const started = Date.now();
    const files = await createFileStore(config, app.log);
    try {
      const summary = await seedDemoData(database.db, { files });
      app.log.info({ ...summary, ms: Date.now() - started }, 'demo data loaded');
    } finally {
      files.close();
    }
  }
  if (config.admin) {
    const result = await ensureAdmin(database.db, config.admin);
    if (result === 'conflict') {
      app.log.error(`ADMIN_EMAIL ${config.admin.email} belongs to a non-admin account; no admin was created`);
    } else {
      lines.push(`  Admin (ADMIN_EMAIL): ${config.admin.email} (${result === 'created' ? 'created' : 'already present'})`);
    }
  }
  // Only when the demo accounts are really there (an existing database is never seeded).
  const demoAdmin = DEMO_ACCOUNTS.find((a) => a.userType === 'admin')!;
  if (config.demoData && (await createAuthRepository(database.db).findByEmail(demoAdmin.email))) {
    lines.push(
      '  Demo logins:',
      ...DEMO_ACCOUNTS.map((a) => `    ${a.label.padEnd(8)} ${a.email} / ${a.password}${a.userType === 'admin' ? '  (at /admin)' : ''}`),
    );
  }
  return lines;
}
