// npm run db:backup -- <file>   (embedded database; a PostgreSQL server is backed up with pg_dump)
/**
 * A consistent copy of the embedded database and the local uploads in one file. It takes the data directory's lock,
 * so it refuses while a server runs on it (PGlite has no second connection: a copy of the files beside a running
 * server could miss or tear writes in flight). Stop the server, back up (a second or two), start it again.
 */
import { existsSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { embeddedConfig, fail, fileArgument, loadPglite, lockForCommand } from './db-cli.ts';
import { BACKUP_FORMAT, collectFiles, FILE_FOLDERS, packArchive, type ArchiveEntry } from './db-backup-archive.ts';

const { file, force } = fileArgument('usage: npm run db:backup -- <file> [--force]   (--force overwrites an existing file)');
const config = embeddedConfig(
  'DATABASE_URL is set: back up a PostgreSQL server with its own tools, for example\n' +
  '  pg_dump --format=custom --file=tutorhood.dump "$DATABASE_URL"\n' +
  'and restore with pg_restore (docs/operations.md).',
);
const target = path.resolve(file);
if (existsSync(target) && !force) fail(`${target} exists. Pass --force to overwrite it.`, 2);
const pgliteDir = path.join(config.dataDir, 'pglite');
if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) fail(`No embedded database in ${config.dataDir} (set DATA_DIR).`);

const release = await lockForCommand(config.dataDir, 'The backup needs the data directory to itself: stop the server, run the backup, start the server again.');

try {
  const started = Date.now();
  const { PGlite, extensions } = await loadPglite();
  const client = await PGlite.create(pgliteDir, { extensions });
  let database: Buffer;
  let users = 0;
  try {
    await client.exec('checkpoint');
    const counted = await client.query<{ n: number }>(
      `select case when to_regclass('public.users') is null then 0 else (select count(*)::int from users) end as n`,
    );
    users = counted.rows[0]?.n ?? 0;
    database = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
  const files: ArchiveEntry[] = [];
  for (const folder of FILE_FOLDERS) files.push(...(await collectFiles(path.join(config.dataDir, folder), `files/${folder}`)));
  const manifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), dataDir: config.dataDir, users, files: files.length };
  const archive = packArchive([
    { name: 'backup.json', data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
    { name: 'pglite.tar', data: database },
    ...files,
  ]);
  const partial = `${target}.partial`;
  await writeFile(partial, archive, { mode: 0o600 });
  await rename(partial, target);
  console.log(
    `Backed up ${config.dataDir} to ${target}: the database (${users} users) and ${files.length} uploaded file(s), ` +
      `${(archive.length / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s.\n` +
      `Restore with: npm run db:restore -- ${file}`,
  );
} finally {
  await release();
}
