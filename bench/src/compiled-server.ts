import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import {
  buildServerIfStale,
  COMPILED_SERVER_ARGUMENTS,
  root,
} from '../../scripts/compiled-server.mjs';

export interface CompiledServer {
  address: string;
  /** User + system CPU time of the server's process so far, in microseconds. */
  cpuMicroseconds(): number;
  /** The server process's id (signals to a probe). */
  pid: number;
  /** Stops it as `npm start` is stopped (SIGTERM) and waits until it has exited. */
  stop(): Promise<void>;
}

/** Clock ticks per second of /proc's CPU times (10 ms resolution at 100: a scenario's rounds
 * are summed before dividing). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The server `npm start` runs — compiled first when stale, the same Node arguments, configured
 * through the environment — in its own process: its CPU time is its own, not the bench's.
 * Its request log (production's, a line a request) goes to /dev/null; errors still show.
 */
export async function startCompiledServer(
  environment: NodeJS.ProcessEnv,
  /** Node flags added before production's (the allocation bench's `--import` of its probe). */
  nodeArguments: string[] = [],
): Promise<CompiledServer> {
  buildServerIfStale();
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArguments, ...COMPILED_SERVER_ARGUMENTS], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...environment, HOST: '127.0.0.1', PORT: String(port) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A bench that fails half-way must not leave a server behind on the database.
  const stopWithBench = () => child.kill();
  process.once('exit', stopWithBench);
  const address = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (;;) {
      const response = await fetch(`${address}/api/config`).catch(() => null);
      if (response?.ok) return true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  if (!(await Promise.race([ready, exited.then(() => false)]))) {
    throw new Error(`the compiled server exited (${child.exitCode ?? child.signalCode})`);
  }
  return {
    address,
    pid: child.pid!,
    cpuMicroseconds() {
      // Fields 14 and 15 (utime, stime) counted after the command's closing parenthesis.
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
    },
    async stop() {
      process.off('exit', stopWithBench);
      child.kill('SIGTERM');
      await exited;
    },
  };
}
