/**
 * The bench's HTTP client in a worker thread: it has its own event loop (and core), as a real client is another
 * machine, so the request, decompression and JSON parsing on the client side are not counted against the server's
 * event loop. It speaks node:http on one keep-alive socket (fetch added ~0.5 ms a request of its own, and more for
 * compressed bodies, measured against the same server). Jobs run one after another on keep-alive connections; the worker's entry is this file
 * (import.meta.url), which runs workerMain when loaded off the main thread.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface HttpJob {
  url: string;
  token: string;
  encoding: string;
}

export interface HttpResult {
  ms: number;
  status: number;
  /** Rows answered: a JSON array's length, a page object's list length, 1 for an HTML page. */
  count: number;
  /** The body when the status was not 200, for the error message. */
  error?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** GET with node:http on a keep-alive socket; the body decompressed as a browser's network stack would. */
function get(job: HttpJob): Promise<{ status: number; body: string; json: boolean }> {
  return new Promise((resolve, reject) => {
    // An empty token is a signed-out visitor: no Authorization header at all.
    const headers = { 'accept-encoding': job.encoding, ...(job.token ? { authorization: `Bearer ${job.token}` } : {}) };
    const request = http.get(job.url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        try {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, body: body.toString('utf8'), json: /json/.test(response.headers['content-type'] ?? '') });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    request.on('error', reject);
  });
}

async function runJob(job: HttpJob): Promise<HttpResult> {
  const t0 = performance.now();
  const { status, body, json } = await get(job);
  const ms = performance.now() - t0;
  if (status !== 200) return { ms, status, count: 0, error: body.slice(0, 500) };
  if (!json) return { ms, status: 200, count: 1 };
  return { ms, status: 200, count: countOf(JSON.parse(body) as unknown) };
}

/** Rows answered: a JSON array's length, or the length of the one array a page object carries (results, reviews). */
function countOf(parsed: unknown): number {
  if (Array.isArray(parsed)) return parsed.length;
  if (parsed && typeof parsed === 'object') {
    const list = Object.values(parsed).find(Array.isArray);
    return list ? list.length : 1;
  }
  return 0;
}

function workerMain() {
  const port = parentPort!;
  port.on('message', (jobs: HttpJob[]) => {
    void (async () => {
      const results: HttpResult[] = [];
      for (const job of jobs) results.push(await runJob(job));
      port.postMessage(results);
    })();
  });
}

/** tsx registers its loader on the main thread only: the worker registers it, then imports this file. */
export function startHttpClient() {
  const api = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(code, { eval: true });
  let failed: Error | undefined;
  worker.on('error', (error) => (failed = error));
  return {
    /** Runs the jobs in order in the worker; resolves with one result per job. */
    run(jobs: HttpJob[]): Promise<HttpResult[]> {
      if (failed) return Promise.reject(failed);
      return new Promise((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        worker.once('error', onError);
        worker.once('message', (results: HttpResult[]) => {
          worker.off('error', onError);
          resolve(results);
        });
        worker.postMessage(jobs);
      });
    },
    close: () => worker.terminate(),
  };
}
export type HttpClient = ReturnType<typeof startHttpClient>;

if (!isMainThread) workerMain();
