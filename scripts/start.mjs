// `npm start`: builds what is missing or stale (the web app; the domain and the server compiled
// to JavaScript once, issue 16), then serves app + API from the compiled server (DESIGN §3).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(command, args, message) {
  console.log(message);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Newest modification time under a directory (0 when it does not exist). */
function newest(directory) {
  if (!existsSync(directory)) return 0;
  return readdirSync(directory, { recursive: true }).reduce(
    (latest, entry) => Math.max(latest, statSync(join(directory, entry)).mtimeMs),
    0,
  );
}

// What the web build reads: a checkout that changed any of it serves the new app, not the last build.
const webBuilt = statSyncOrZero(`${root}packages/web/dist/index.html`);
const webSources = Math.max(
  newest(`${root}packages/web/src`),
  newest(`${root}packages/web/public`),
  newest(`${root}packages/web/scripts`),
  newest(`${root}packages/domain/src`),
  statSyncOrZero(`${root}packages/web/index.html`),
  statSyncOrZero(`${root}packages/web/vite.config.ts`),
);
if (webBuilt < webSources) {
  run('npm', ['run', 'build', '-w', '@espaces/web'], 'Construction de l’application web…');
}
const serverBuilt = statSyncOrZero(`${root}packages/server/dist/main.js`);
const sources = Math.max(
  newest(`${root}packages/server/src`),
  newest(`${root}packages/domain/src`),
);
if (serverBuilt < sources) {
  run('npm', ['run', 'build:server'], 'Compilation du serveur…');
}

function statSyncOrZero(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

// The condition makes @espaces/domain resolve to its compiled JavaScript (packages/domain/dist).
const server = spawn(
  process.execPath,
  ['--conditions=espaces-compiled', '--enable-source-maps', 'packages/server/dist/main.js'],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
