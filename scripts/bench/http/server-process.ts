/**
 * The real server (server/server.ts through tsx) in a child process of its own, as it runs in production: its own
 * event loop and core, its logs at LOG_LEVEL going to a file. PROFILE=1 starts it with --cpu-prof.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Profiler } from 'node:inspector';


export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** SIGTERM, then wait for the exit (and, with a profile, for the file). */
  stop(): Promise<Profiler.Profile | undefined>;
}

export async function startServer(options: {
  env: Record<string, string>;
  workDir: string;
  profile: boolean;
  /** The checkout whose server/server.ts runs (APP_DIR: compare another version with the same bench). */
  appDir: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const logFile = path.join(options.workDir, 'server.log');
  const out = openSync(logFile, 'a');
  const profileDir = path.join(options.workDir, 'cpu-profile');
  const args = [...(options.profile ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), '--import', 'tsx', 'server/server.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: options.appDir,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (gone) throw new Error(`the server exited during start; its log: ${logFile}\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within 120 s; its log: ${logFile}`);
    }
    await sleep(100);
  }

  return {
    url,
    pid: child.pid!,
    async stop() {
      if (!gone) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      if (!options.profile) return undefined;
      const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
      return file ? (JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as Profiler.Profile) : undefined;
    },
  };
}
