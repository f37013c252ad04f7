// Writes the OpenAPI document of the application to the file given as argument, without a
// listening server or a real database: `npm run lint:openapi` lints what this writes.
import { writeFile } from 'node:fs/promises';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite } from '../src/db/pglite.ts';

const target = process.argv[2];
if (!target) throw new Error('Usage: write-openapi.ts <file.json>');
const database = await openPglite({});
const config = loadConfig({
  NODE_ENV: 'test',
  COOKIE_SECRET: 'openapi-document-openapi-document-42',
  APP_URL: process.env.APP_URL ?? 'https://espaces.example.fr',
  WEB_DIST_DIR: '/nonexistent',
});
const app = await buildApp({ config, db: database.db, logger: false });
await app.ready();
await writeFile(target, JSON.stringify(app.swagger(), null, 2));
await app.close();
await database.close();
