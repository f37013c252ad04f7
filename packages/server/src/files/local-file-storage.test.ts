import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachmentDisposition } from './accepted-uploads.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

let directory: string;
beforeEach(async () => {
  directory = path.join(await mkdtemp(path.join(tmpdir(), 'espaces-storage-')), 'files');
});
afterEach(() => rm(path.dirname(directory), { recursive: true, force: true }));

describe('local file storage', () => {
  it('saves under a random key, reads back the same bytes, then deletes', async () => {
    const storage = createLocalFileStorage(directory);
    const content = Buffer.from('%PDF-1.4 contenu');
    const key = await storage.saveFile(content);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readdir(directory)).toEqual([key]);
    expect(await buffer((await storage.openFile(key))!)).toEqual(content);
    await storage.deleteFile(key);
    expect(await readdir(directory)).toEqual([]);
    expect(await storage.openFile(key)).toBeNull();
    await expect(storage.deleteFile(key)).resolves.toBeUndefined();
  });

  it('refuses a key that could leave the directory', async () => {
    const storage = createLocalFileStorage(directory);
    await expect(storage.openFile('../cookie-secret')).rejects.toThrow(RangeError);
    await expect(storage.deleteFile('../../etc/passwd')).rejects.toThrow(RangeError);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('Règlement (2026).pdf')).toBe(
      `attachment; filename="Reglement (2026).pdf"; filename*=UTF-8''R%C3%A8glement%20%282026%29.pdf`,
    );
    expect(attachmentDisposition('a"b\\c€.png')).toBe(
      `attachment; filename="a_b_c_.png"; filename*=UTF-8''a%22b%5Cc%E2%82%AC.png`,
    );
  });
});
