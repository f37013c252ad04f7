import { randomUUID } from 'node:crypto';
import { open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.ts';
import { ensurePrivateDirectory } from './private-files.ts';

// Keys are generated here (UUIDs); anything else is refused so that a key read back from the
// database can never point outside the directory.
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function pathOf(directory: string, key: string): string {
  if (!KEY.test(key)) throw new RangeError(`Invalid storage key: ${key}`);
  return path.join(directory, key);
}

/** FileStorage on a local directory (`FILES_DIR`, by default `$DATA_DIR/files`). */
export function createLocalFileStorage(directory: string): FileStorage {
  return {
    async saveFile(content) {
      await ensurePrivateDirectory(directory);
      const key = randomUUID();
      // 'wx': never overwrite, and readable by the server's user only.
      await writeFile(pathOf(directory, key), content, { flag: 'wx', mode: 0o600 });
      return key;
    },

    async openFile(key): Promise<Readable | null> {
      try {
        const handle = await open(pathOf(directory, key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async deleteFile(key) {
      await rm(pathOf(directory, key), { force: true });
    },
  };
}
