// Writes .br and .gz next to each built text asset, so @fastify/static serves them without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve('dist/web');
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function walk(p) {
  for (const name of readdirSync(p)) {
    const file = path.join(p, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (TEXT.test(name) && statSync(file).size >= 1024) {
      const data = readFileSync(file);
      writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    }
  }
}
walk(dir);
