import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support/app.ts';
import { loadConfig } from '../config.ts';

const SCRIPT = 'export const page = "accueil";'.repeat(20);
const HASHED = '/assets/index-C1pIUmrk.js';

const INDEX = '<!doctype html><title>Espaces Partagés</title>';

/** A built web app in miniature: index.html and one hashed asset, with their compressed twins. */
function writeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'espaces-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, HASHED), SCRIPT);
  writeFileSync(join(dir, `${HASHED}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, `${HASHED}.gz`), gzipSync(SCRIPT));
  return dir;
}

let distDir: string;
let context: TestContext;
beforeAll(() => {
  distDir = writeDist();
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
beforeEach(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
    WEB_DIST_DIR: distDir,
  });
  context = await createTestApp({ config });
});
afterEach(() => context.close());

const get = (url: string, acceptEncoding?: string) =>
  context.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('Web app delivery', () => {
  it('sends a hashed asset in brotli when the browser accepts it, cached for good', async () => {
    const response = await get(HASHED, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await get(HASHED, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get(HASHED);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('has index.html and unhashed files revalidated on every use', async () => {
    for (const url of ['/', '/recherche', '/index.html', '/favicon.svg']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/recherche')).body).toContain('<title>Espaces Partagés</title>');
  });

  it('sends index.html in brotli at every page address', async () => {
    const response = await get('/recherche', 'gzip, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/html/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });

  it('keeps unknown API paths as hydra 404s', async () => {
    const response = await get('/api/nimporte-quoi', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json()['hydra:description']).toBe('Ressource introuvable.');
  });
});
