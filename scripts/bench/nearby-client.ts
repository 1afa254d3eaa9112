/**
 * The bench's HTTP client in a worker thread: it has its own event loop (and core), as a real client is another
 * machine, so fetch, decompression and JSON parsing on the client side are not counted against the server's
 * event loop. Jobs run one after another on keep-alive connections; the worker's entry is this file
 * (import.meta.url), which runs workerMain when loaded off the main thread.
 */
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

export interface HttpJob {
  url: string;
  token: string;
  encoding: string;
}

export interface HttpResult {
  ms: number;
  status: number;
  /** The length of the JSON array answered (0 for anything else). */
  count: number;
  /** The body when the status was not 200, for the error message. */
  error?: string;
}

async function runJob(job: HttpJob): Promise<HttpResult> {
  const t0 = performance.now();
  const response = await fetch(job.url, { headers: { authorization: `Bearer ${job.token}`, 'accept-encoding': job.encoding } });
  const body = await response.text();
  const ms = performance.now() - t0;
  if (response.status !== 200) return { ms, status: response.status, count: 0, error: body.slice(0, 500) };
  const parsed = JSON.parse(body) as unknown;
  return { ms, status: 200, count: Array.isArray(parsed) ? parsed.length : 0 };
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
