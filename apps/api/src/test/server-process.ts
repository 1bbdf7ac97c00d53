import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { inject } from 'vitest';

/** The repository's root (this file is apps/api/src/test/server-process.ts). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
declare module 'vitest' {
  export interface ProvidedContext {
    /** The server compiled for this run by apps/api/test-build.mjs (Vitest's global set-up). */
    serverMain: string;
    /** The restart tests' worker processes, compiled with it (src/zips/test-worker.ts, src/mail/test-worker.ts). */
    zipTestWorker: string;
    mailTestWorker: string;
  }
}

/**
 * Node's arguments that start the server: compiled once for the run (apps/api/test-build.mjs, with build.mjs,
 * as `npm start` runs it: ADR 37), not from source through tsx, which compiled it again in every process.
 */
export function serverArgs(): string[] {
  return ['--enable-source-maps', inject('serverMain')];
}

/** Node's arguments that start one of the restart tests' worker processes, compiled once for the run. */
export function testWorkerArgs(worker: 'zipTestWorker' | 'mailTestWorker'): string[] {
  return ['--enable-source-maps', inject(worker)];
}

export interface ServerProcessOptions {
  /** Environment of the server on top of this process's (PORT and HOST are filled in). */
  env: Record<string, string | undefined>;
  /** How long the server may take to listen. @default 60_000 */
  startTimeoutMs?: number;
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** The server's own process id (node running the compiled server, no wrapper). */
  pid: number;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** Sends a signal and waits for the process to end; answers its exit code or signal. */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A port nothing listens on right now (the server is told to use it: PORT=0 is not reported back). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server, compiled (`node --enable-source-maps <serverMain>`, see `serverArgs`), on 127.0.0.1 and a free port, and waits for its IPC message `{ type: 'listening' }`. Rejects with the
 * server's output if it exits or does not listen in time.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs(), {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });

  const timeoutMs = options.startTimeoutMs ?? 60_000;
  try {
    const listening = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server did not listen within ${timeoutMs} ms`)),
        timeoutMs,
      );
      child.on('message', (message: { type?: string; port?: number }) => {
        if (message?.type !== 'listening') return;
        clearTimeout(timer);
        // The port it reports, when it reports the real one; else the one it was given.
        resolve(typeof message.port === 'number' && message.port > 0 ? message.port : port);
      });
      void exited.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (code ${code}, signal ${signal}) before listening`));
      });
    });
    return {
      url: `http://127.0.0.1:${listening}`,
      port: listening,
      pid: child.pid!,
      child,
      output: () => output,
      async kill(signal) {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        return exited;
      },
    };
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
}
