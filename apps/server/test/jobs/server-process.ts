import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const NPM_START = fileURLToPath(new URL('../../../../scripts/start.mjs', import.meta.url));

/** `tsx`: src/main.ts through tsx; `npm-start`: scripts/start.mjs, the compiled server (built first when stale). */
export type Launch = 'tsx' | 'npm-start';

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> (meaningless for --role=worker). */
  url: string;
  output(): string;
  /** Resolves with the exit code or signal. */
  exited: Promise<string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server entry (`node --import tsx src/main.ts`, or `npm start`'s script) and
 * resolves once it is ready: listening for HTTP roles, "worker started" for --role=worker.
 */
export async function startServer(env: Record<string, string>, role: 'all' | 'api' | 'worker' = 'all', timeoutMs = 60_000, launch: Launch = 'tsx'): Promise<ServerProcess> {
  const port = await freePort();
  const args = launch === 'tsx' ? ['--import', 'tsx', MAIN] : [NPM_START];
  const child = spawn(process.execPath, [...args, `--role=${role}`], {
    // No grace on SIGTERM unless a test asks for one: running jobs go back to the queue at once.
    env: { ...process.env, NODE_ENV: 'test', SERVE_WEB: 'false', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), SHUTDOWN_GRACE_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  const ready = role === 'worker' ? /"msg":"worker started"/ : /Server listening/;
  const deadline = Date.now() + timeoutMs;
  while (!ready.test(output)) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Stops a server process: SIGTERM (graceful) or SIGKILL (a crash). */
export async function stopServer(server: ServerProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<string> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}
