// npm run db:restore -- <file> [--force]   (a file written by npm run db:backup)
/**
 * Restores an embedded backup into DATA_DIR: the database and the local uploads. Like the backup it takes the data
 * directory's lock, so it refuses while a server runs there. Into a data directory that already holds a database it
 * restores only with --force, and then moves what was there aside (DATA_DIR/replaced-<time>/), never deleting it.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { embeddedConfig, fail, fileArgument, loadPglite, lockForCommand } from './db-cli.ts';
import { BACKUP_FORMAT, extractFiles, FILE_FOLDERS, unpackArchive } from './db-backup-archive.ts';

const REPLACED = ['pglite', ...FILE_FOLDERS] as const;

const { file, force } = fileArgument('usage: npm run db:restore -- <file> [--force]   (--force replaces a database already in DATA_DIR)');
const config = embeddedConfig(
  'DATABASE_URL is set: restore a PostgreSQL server with pg_restore, for example\n' +
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" tutorhood.dump\n' +
  '(docs/operations.md). This command restores the embedded database from npm run db:backup.',
);

let entries;
try {
  entries = unpackArchive(await readFile(path.resolve(file)));
} catch (error) {
  fail(`Cannot read ${path.resolve(file)} as a backup: ${(error as Error).message}`);
}
const manifestEntry = entries.find((e) => e.name === 'backup.json');
const database = entries.find((e) => e.name === 'pglite.tar');
const manifest = manifestEntry ? (JSON.parse(manifestEntry.data.toString('utf8')) as { format?: string; createdAt?: string }) : undefined;
if (manifest?.format !== BACKUP_FORMAT || !database) fail(`${path.resolve(file)} is not a backup written by npm run db:backup.`);

await mkdir(config.dataDir, { recursive: true });
const release = await lockForCommand(config.dataDir, 'Stop the server before restoring into its data directory.');

try {
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (existsSync(pgliteDir)) {
    if (!force) {
      fail(
        `${config.dataDir} already holds a database. Pass --force to restore anyway: what is there now is moved to ` +
          `${path.join(config.dataDir, 'replaced-<time>')}/ first, not deleted.`,
        2,
      );
    }
    const aside = path.join(config.dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await mkdir(aside);
    for (const name of REPLACED) {
      if (existsSync(path.join(config.dataDir, name))) await rename(path.join(config.dataDir, name), path.join(aside, name));
    }
    console.log(`Moved the current database and files aside to ${aside}`);
  }
  const { PGlite, extensions } = await loadPglite();
  const client = await PGlite.create(pgliteDir, { loadDataDir: new Blob([database.data]), extensions });
  let users = 0;
  try {
    const counted = await client.query<{ n: number }>(
      `select case when to_regclass('public.users') is null then 0 else (select count(*)::int from users) end as n`,
    );
    users = counted.rows[0]?.n ?? 0;
    await client.exec('checkpoint');
  } finally {
    await client.close();
  }
  let files = 0;
  for (const folder of FILE_FOLDERS) files += await extractFiles(entries, `files/${folder}`, path.join(config.dataDir, folder));
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir}: the database (${users} users) and ` +
      `${files} uploaded file(s). Start the server as usual.`,
  );
} finally {
  await release();
}
