import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../bare-server.mjs', import.meta.url));

/**
 * The physical limit of the machine (docs/performance.md#how-to-measure): Fastify with one JSON
 * route and no plugin, in its own process, so that neither the app's backlog (PGlite blocks the
 * app's event loop) nor the load generator slows it; measured alternately with the app.
 */
export async function startBareServer(): Promise<{ address: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const address = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { address, process: child };
}
