import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compressionPlugin, { MAX_INLINE_COMPRESSED_BYTES, MIN_COMPRESSED_BYTES, negotiateEncoding } from './compression.ts';

const rows = (bytes: number) => {
  const list: { id: number; name: string }[] = [];
  while (JSON.stringify(list).length < bytes) list.push({ id: list.length, name: `Teacher number ${list.length}` });
  return list;
};
const page = rows(40_000);
const huge = rows(MAX_INLINE_COMPRESSED_BYTES * 2);

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(compressionPlugin);
  app.get('/page', async () => page);
  app.get('/huge', async () => huge);
  app.get('/small', async () => ({ ok: true }));
  app.get('/varied', async (_request, reply) => reply.header('Vary', 'Origin').send(page));
  app.get('/encoded', async (_request, reply) => reply.header('Content-Encoding', 'br').type('application/json').send(Buffer.from('already')));
  app.get('/png', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 1)));
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('response compression', () => {
  it('sends a JSON page brotli-compressed when the client takes br, with its length and Vary', async () => {
    const response = await get('/page', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(page).length / 5);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(page);
  });

  it('sends gzip to a client that takes only gzip (or x-gzip), and nothing compressed to one that takes neither', async () => {
    for (const header of ['gzip', 'x-gzip', 'br;q=0, gzip;q=0.5']) {
      const response = await get('/page', header);
      expect(response.headers['content-encoding'], header).toBe('gzip');
      expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(page);
    }
    for (const header of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const response = await get('/page', header);
      expect(response.headers['content-encoding'], String(header)).toBeUndefined();
      expect(response.json()).toEqual(page);
    }
  });

  it('leaves bodies under the threshold as they are', async () => {
    const response = await get('/small', 'br');
    expect(response.body.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });

  it('streams bodies above the inline limit through @fastify/compress', async () => {
    const response = await get('/huge', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(huge);
  });

  it('keeps a Vary the route set, leaves encoded bodies and images alone', async () => {
    expect((await get('/varied', 'br')).headers.vary).toBe('Origin, Accept-Encoding');
    const encoded = await get('/encoded', 'gzip');
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.body).toBe('already');
    const png = await get('/png', 'br');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
  });

  it('negotiates by q-value, brotli first', () => {
    expect(negotiateEncoding('gzip, br')).toBe('br');
    expect(negotiateEncoding('br;q=0.1, gzip')).toBe('gzip');
    expect(negotiateEncoding('BR')).toBe('br');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});
