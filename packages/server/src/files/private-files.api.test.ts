import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { PRIVATE_UMASK, protectDataDirectories } from './private-files.ts';

// The server starts on a data directory (as main.ts does) and everything
// under it — embedded database, uploads, cookie secret, test seal — is readable by its user only.

let dataDir: string;
let config: AppConfig;
let previousUmask: number;
let olderUpload: string;
let uploadKey: string;
let searchStatus: number;

/** Start as main.ts does on a data directory an older version left world-writable. */
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'espaces-private-'));
  previousUmask = process.umask();
  const olderUploads = path.join(dataDir, 'files');
  await mkdir(olderUploads);
  await chmod(olderUploads, 0o777);
  olderUpload = path.join(olderUploads, 'ancien-document');
  await writeFile(olderUpload, 'ancien');
  await chmod(olderUpload, 0o666);

  process.umask(PRIVATE_UMASK);
  config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: '/none' });
  await protectDataDirectories([config.dataDir, config.filesDir]);
  const database = await prepareDatabase({ dataDir: config.dataDir, seedDemo: false });
  const app = await buildApp({ config, db: database.db, logger: false });
  searchStatus = (await app.inject({ method: 'GET', url: '/api/search/places' })).statusCode;
  uploadKey = await createLocalFileStorage(config.filesDir).saveFile(Buffer.from('%PDF-1.4'));
  await app.close();
  await database.close();
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
const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('files the server writes under DATA_DIR', () => {
  it('keeps the embedded database private: 0700 directories, no file open to others', async () => {
    expect(searchStatus).toBe(200);
    const databaseDir = path.join(dataDir, 'db');
    expect((await readdir(databaseDir, { recursive: true })).length).toBeGreaterThan(100);
    expect(await modeOf(databaseDir)).toBe(0o700);
    expect(await sharedEntries(dataDir)).toEqual([]);
  });

  it('writes uploads, the cookie secret and the test seal 0600', async () => {
    expect(await modeOf(path.join(config.filesDir, uploadKey))).toBe(0o600);
    expect(await modeOf(path.join(dataDir, 'cookie-secret'))).toBe(0o600);
    expect(await modeOf(path.join(dataDir, 'pdf-seal-test.p12'))).toBe(0o600);
  });

  it('tightens what an older version left open', async () => {
    expect(await modeOf(olderUpload)).toBe(0o600);
    expect(await modeOf(config.filesDir)).toBe(0o700);
  });
});
