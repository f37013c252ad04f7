// What `npm start` (start.mjs) and `npm run bench` share: when the compiled server is stale, and
// how it is run, so that the bench measures what production runs
// (docs/decisions.md#runtime-and-build).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Node's arguments from the repository's root. The condition makes @espaces/domain resolve to
 * its compiled JavaScript (packages/domain/dist). */
export const COMPILED_SERVER_ARGUMENTS = [
  '--conditions=espaces-compiled',
  '--enable-source-maps',
  'packages/server/dist/main.js',
];

/** Runs a command from the root, announced by `message`; its failure ends this process. */
export function run(command, args, message) {
  console.log(message);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Newest modification time under a directory (0 when it does not exist). */
export function newest(directory) {
  if (!existsSync(directory)) return 0;
  return readdirSync(directory, { recursive: true }).reduce(
    (latest, entry) => Math.max(latest, statSync(join(directory, entry)).mtimeMs),
    0,
  );
}

export function modifiedAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/** Compiles the domain and the server when any of their sources is newer than the last build. */
export function buildServerIfStale() {
  const built = modifiedAt(`${root}packages/server/dist/main.js`);
  const sources = Math.max(
    newest(`${root}packages/server/src`),
    newest(`${root}packages/domain/src`),
  );
  if (built < sources) run('npm', ['run', 'build:server'], 'Compilation du serveur…');
}
