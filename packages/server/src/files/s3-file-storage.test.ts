import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_S3_BUCKET, startFakeS3, type FakeS3 } from '../../test/support/fake-s3.ts';
import { createS3Client, createS3FileStorage } from './s3-file-storage.ts';

let s3: FakeS3;
beforeEach(async () => {
  s3 = await startFakeS3();
});
afterEach(() => s3.close());

const storageOn = (fake: FakeS3) =>
  createS3FileStorage(createS3Client(fake.settings), FAKE_S3_BUCKET);

describe('S3 file storage (the official client against an in-process S3 endpoint)', () => {
  it('saves under a random key in the bucket, reads back the same bytes, then deletes', async () => {
    const storage = storageOn(s3);
    const content = Buffer.from('%PDF-1.4 contenu accentué é');
    const key = await storage.saveFile(content);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect([...s3.objects.keys()]).toEqual([`/${FAKE_S3_BUCKET}/${key}`]);
    expect(s3.objects.get(`/${FAKE_S3_BUCKET}/${key}`)).toEqual(content);
    expect(await buffer((await storage.openFile(key))!)).toEqual(content);

    await storage.deleteFile(key);
    expect(s3.objects.size).toBe(0);
    expect(await storage.openFile(key)).toBeNull();
    await expect(storage.deleteFile(key)).resolves.toBeUndefined();
  });

  it('signs every request with the configured keys and region', async () => {
    const storage = storageOn(s3);
    await storage.openFile(await storage.saveFile(Buffer.from('x')));
    expect(s3.requests.map((request) => request.method)).toEqual(['PUT', 'GET']);
    for (const { authorization } of s3.requests) {
      expect(authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=ESPACESTESTKEY\/\d{8}\/fr-par\/s3\/aws4_request, /,
      );
    }
  });

  it('refuses a key that is not one of its own before any request', async () => {
    const storage = storageOn(s3);
    await expect(storage.openFile('../autre-bucket/secret')).rejects.toThrow(RangeError);
    await expect(storage.deleteFile('a/b')).rejects.toThrow(RangeError);
    expect(s3.requests).toEqual([]);
  });

  it('reports a bucket that cannot be reached instead of answering « no such file »', async () => {
    const storage = storageOn(s3);
    const key = await storage.saveFile(Buffer.from('x'));
    await s3.close();
    await expect(storage.openFile(key)).rejects.toThrow();
    s3 = await startFakeS3(); // for afterEach
  });
});
