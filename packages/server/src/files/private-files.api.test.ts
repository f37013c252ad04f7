import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { PRIVATE_UMASK, protectDataDirectories } from './private-files.ts';

// Issue 10, item 6: the server starts on a data directory (as main.ts does) and everything
// under it — embedded database, uploads, cookie secret — is readable by its user only.

let dataDir: string;
let previousUmask: number;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'espaces-private-'));
  previousUmask = process.umask();
});
afterAll(async () => {
  process.umask(previousUmask);
  await rm(dataDir, { recursive: true, force: true });
});

/** Entries of `root` (itself included) that group or others may read, write or enter. */
async function sharedEntries(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const paths = [root, ...entries.map((entry) => path.join(entry.parentPath, entry.name))];
  const modes = await Promise.all(paths.map(async (file) => (await stat(file)).mode));
  return paths.filter((_, index) => (modes[index]! & 0o077) !== 0);
}

describe('files the server writes under DATA_DIR', () => {
  it('are its own: 0600 files and 0700 directories, older ones tightened at start', async () => {
    // An upload left world-writable by an older version.
    const olderUploads = path.join(dataDir, 'files');
    await mkdir(olderUploads);
    await chmod(olderUploads, 0o777);
    const olderUpload = path.join(olderUploads, 'ancien-document');
    await writeFile(olderUpload, 'ancien');
    await chmod(olderUpload, 0o666);

    process.umask(PRIVATE_UMASK);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: '/none' });
    await protectDataDirectories([config.dataDir, config.filesDir]);
    const database = await prepareDatabase({ dataDir: config.dataDir, seedDemo: false });
    const app = await buildApp({ config, db: database.db, logger: false });
    const response = await app.inject({ method: 'GET', url: '/api/search/places' });
    expect(response.statusCode).toBe(200);
    const key = await createLocalFileStorage(config.filesDir).saveFile(Buffer.from('%PDF-1.4'));
    await app.close();
    await database.close();

    const databaseFiles = await readdir(path.join(dataDir, 'db'), { recursive: true });
    expect(databaseFiles.length).toBeGreaterThan(100);
    expect(await readdir(config.filesDir)).toEqual(expect.arrayContaining([key]));
    expect((await stat(path.join(dataDir, 'cookie-secret'))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(config.filesDir, key))).mode & 0o777).toBe(0o600);
    expect((await stat(olderUpload)).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dataDir, 'db'))).mode & 0o777).toBe(0o700);
    expect(await sharedEntries(dataDir)).toEqual([]);
  });
});
