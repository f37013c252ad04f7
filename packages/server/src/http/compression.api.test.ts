import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support/app.ts';
import { acceptedEncoding, COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

// The API's JSON travels compressed to browsers that accept it.

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const get = (url: string, acceptEncoding?: string) =>
  context.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

const SEARCH = '/api/search/places?itemsPerPage=30';

describe('Compression of the API’s answers', () => {
  it('sends a list of places in brotli to browsers, which reads back as the same JSON', async () => {
    const plain = await get(SEARCH);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);

    const brotli = await get(SEARCH, 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/json/);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  });

  it('sends gzip to a client that accepts only it, and plain JSON when neither', async () => {
    const gzip = await get(SEARCH, 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe((await get(SEARCH)).body);

    for (const refused of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const response = await get(SEARCH, refused);
      expect(response.headers['content-encoding'], refused).toBeUndefined();
      expect(response.json<object>(), refused).toHaveProperty('hydra:member');
    }
  });

  it('leaves small answers as they are', async () => {
    const config = await get('/api/config', 'br');
    expect(config.statusCode).toBe(200);
    expect(config.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(config.headers['content-encoding']).toBeUndefined();
  });
});

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('br, gzip;q=0')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding(['deflate', 'GZIP'])).toBe('gzip');
    expect(acceptedEncoding(['gzip', 'BR'])).toBe('br');
    expect(acceptedEncoding('*')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
