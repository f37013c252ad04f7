import { randomUUID } from 'node:crypto';
import { open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkedStorageKey, type FileStorage } from './file-storage.ts';
import { ensurePrivateDirectory } from './private-files.ts';

function pathOf(directory: string, key: string): string {
  return path.join(directory, checkedStorageKey(key));
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
