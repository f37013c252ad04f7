// Run before `vite` and `vite build`: writes what the web app learns at build time.
// - src/generated/credits.json: the open-source components shipped (the /credits page);
// - src/generated/build-id.json and public/version.json: the build's identifier, baked into
//   the bundle and served beside it, so an open tab can tell a newer deployment (docs/routes.md).
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { collectCredits } from './credits.ts';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const generatedDir = `${webDir}src/generated`;

const credits = collectCredits(rootDir.replace(/\/$/, ''), [
  `${rootDir}packages/web`,
  `${rootDir}packages/server`,
]);
const version = JSON.stringify({ buildId: `${new Date().toISOString()}-${randomUUID()}` });

mkdirSync(generatedDir, { recursive: true });
writeFileSync(`${generatedDir}/credits.json`, `${JSON.stringify(credits)}\n`);
writeFileSync(`${generatedDir}/build-id.json`, `${version}\n`);
writeFileSync(`${webDir}public/version.json`, `${version}\n`);
console.log(`build-info: ${credits.length} composants libres recensés.`);
