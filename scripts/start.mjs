// `npm start`: builds what is missing or stale (the web app; the domain and the server compiled
// to JavaScript once), then serves app + API from the compiled server (docs/operations.md#running).
import { spawn } from 'node:child_process';
import {
  buildServerIfStale,
  COMPILED_SERVER_ARGUMENTS,
  modifiedAt,
  newest,
  root,
  run,
} from './compiled-server.mjs';

// What the web build reads: a checkout that changed any of it serves the new app, not the last build.
const webBuilt = modifiedAt(`${root}packages/web/dist/index.html`);
const webSources = Math.max(
  newest(`${root}packages/web/src`),
  newest(`${root}packages/web/public`),
  newest(`${root}packages/web/scripts`),
  newest(`${root}packages/domain/src`),
  modifiedAt(`${root}packages/web/index.html`),
  modifiedAt(`${root}packages/web/vite.config.ts`),
);
if (webBuilt < webSources) {
  run('npm', ['run', 'build', '-w', '@espaces/web'], 'Construction de l’application web…');
}
buildServerIfStale();

const server = spawn(process.execPath, COMPILED_SERVER_ARGUMENTS, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
