/**
 * The clients in a worker thread: the plan comes as workerData, the hooks are messages. The worker's entry is this
 * file (import.meta.url), which runs workerMain when loaded off the main thread.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { runClients, type ClientHooks, type ClientPlan, type ClientResults, type ConnectResult } from './clients.ts';
import type { PhaseSpec } from './options.ts';

type FromWorker =
  | { type: 'connected'; result: ConnectResult }
  | { type: 'phase'; spec: PhaseSpec; edge: 'start' | 'end' }
  | { type: 'done'; results: ClientResults };

async function workerMain() {
  const port = parentPort!;
  const post = (message: FromWorker) => port.postMessage(message);
  const results = await runClients(workerData as ClientPlan, {
    connected: (result) =>
      new Promise<void>((resolve) => {
        port.once('message', () => resolve()); // 'go'
        post({ type: 'connected', result });
      }),
    phase: (spec, edge) => post({ type: 'phase', spec, edge }),
  });
  post({ type: 'done', results });
}

/** tsx registers its loader on the main thread only: the worker registers it, then imports this file. */
export function runClientsInWorker(plan: ClientPlan, hooks: ClientHooks): Promise<ClientResults> {
  const api = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(code, { eval: true, workerData: plan });
  return new Promise((resolve, reject) => {
    let results: ClientResults | undefined;
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'connected') {
        hooks.connected(message.result).then(
          () => worker.postMessage('go'),
          (error: unknown) => {
            reject(error instanceof Error ? error : new Error(String(error)));
            void worker.terminate();
          },
        );
      } else if (message.type === 'phase') {
        hooks.phase(message.spec, message.edge);
      } else {
        results = message.results;
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => (results ? resolve(results) : reject(new Error(`client worker exited with code ${code}`))));
  });
}

if (!isMainThread) await workerMain();
