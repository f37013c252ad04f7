import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support/app.ts';
import { acceptedEncoding, COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

// Issue 16 item 5: the API's JSON travels compressed to browsers that accept it.

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
  it('sends a list of places in gzip, which reads back as the same JSON', async () => {
    const plain = await get(SEARCH);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);

    const gzip = await get(SEARCH, 'gzip, deflate, br, zstd');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toMatch(/accept-encoding/i);
    expect(gzip.headers['content-type']).toMatch(/json/);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends brotli to a client that accepts only it, and plain JSON when neither', async () => {
    const brotli = await get(SEARCH, 'br, gzip;q=0');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(
      (await get(SEARCH)).json(),
    );

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
  it('prefers gzip, then brotli, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(acceptedEncoding('br, gzip;q=0')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding(['deflate', 'GZIP'])).toBe('gzip');
    expect(acceptedEncoding('*')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
