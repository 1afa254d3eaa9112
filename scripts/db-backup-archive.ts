/**
 * The embedded backup's file: a gzip'd tar (ustar) that `tar -xzf` also opens. It holds `pglite.tar` (PGlite's
 * own `dumpDataDir` of DATA_DIR/pglite), `files/uploads/…` and `files/private/…` (the local file store) and
 * `backup.json` (what and when). Written and read in memory: an embedded database is small enough, and a server
 * database is backed up with pg_dump instead.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

export interface ArchiveEntry {
  /** Relative, with forward slashes. */
  name: string;
  data: Buffer;
}

export const BACKUP_FORMAT = 'tutorhood-embedded-backup/1';
/** The local file store's folders under DATA_DIR (server/modules/uploads/local-file-store.ts): public images, KYC. */
export const FILE_FOLDERS = ['uploads', 'private'] as const;

const BLOCK = 512;

function octal(value: number, width: number) {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** ustar splits names over 100 bytes into a prefix (≤ 155) and a name (≤ 100) at a slash. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`path too long for the backup archive: ${name}`);
}

function header(name: string, size: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  block.write(base, 0, 100);
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime / 1000), 12), 136);
  block.write('        ', 148); // checksum counted as spaces
  block.write('0', 156); // regular file
  block.write('ustar\0', 257);
  block.write('00', 263);
  block.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

export function packArchive(entries: ArchiveEntry[], mtime = Date.now()): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry.name, entry.data.length, mtime), entry.data);
    const pad = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return gzipSync(Buffer.concat(parts));
}

const text = (block: Buffer, start: number, length: number) => block.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '');

export function unpackArchive(gzipped: Buffer): ArchiveEntry[] {
  const tar = gunzipSync(gzipped);
  const entries: ArchiveEntry[] = [];
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((b) => b === 0)) break;
    const base = text(block, 0, 100);
    const prefix = text(block, 345, 155);
    const size = parseInt(text(block, 124, 12).trim() || '0', 8);
    const type = text(block, 156, 1);
    offset += BLOCK;
    if (type === '0' || type === '') entries.push({ name: prefix ? `${prefix}/${base}` : base, data: Buffer.from(tar.subarray(offset, offset + size)) });
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

/** Every file under `dir`, named `<as>/<relative path>`; nothing when the folder does not exist. */
export async function collectFiles(dir: string, as: string): Promise<ArchiveEntry[]> {
  let names: string[];
  try {
    names = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((d) => d.isFile())
      .map((d) => path.relative(dir, path.join(d.parentPath, d.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  names.sort();
  return Promise.all(names.map(async (name) => ({ name: `${as}/${name.split(path.sep).join('/')}`, data: await readFile(path.join(dir, name)) })));
}

/** Writes entries under `prefix/` into `root`, refusing names that would leave it. */
export async function extractFiles(entries: ArchiveEntry[], prefix: string, root: string): Promise<number> {
  let count = 0;
  for (const entry of entries) {
    if (!entry.name.startsWith(`${prefix}/`)) continue;
    const target = path.resolve(root, entry.name.slice(prefix.length + 1));
    if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`unsafe path in the backup: ${entry.name}`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, entry.data, { mode: 0o640 });
    count++;
  }
  return count;
}
