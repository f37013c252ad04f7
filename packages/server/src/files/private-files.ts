import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Data and uploads belong to the server's user alone (docs/security.md#uploads-and-files): files
 * 0600, directories 0700. The umask covers what Node and the server create; PGlite writes its
 * cluster with modes of its own (0666), so its tree is also tightened explicitly.
 */
export const PRIVATE_UMASK = 0o077;
const PRIVATE_DIRECTORY_MODE = 0o700;
const GROUP_AND_OTHER_BITS = 0o077;

/** Creates `directory` (and missing parents) 0700, and tightens it if it already existed. */
export async function ensurePrivateDirectory(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  await chmod(directory, PRIVATE_DIRECTORY_MODE);
}

/** Removes group and other permissions from `root` and everything under it. */
export async function restrictTreeToOwner(root: string): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() || entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all([root, ...paths].map(restrictToOwner));
}

async function restrictToOwner(file: string): Promise<void> {
  const { mode } = await stat(file);
  if ((mode & GROUP_AND_OTHER_BITS) !== 0) await chmod(file, mode & 0o7777 & ~GROUP_AND_OTHER_BITS);
}

/** At start (main.ts), after the umask: a data directory of an older version is tightened. */
export async function protectDataDirectories(directories: readonly string[]): Promise<void> {
  for (const directory of directories) {
    await ensurePrivateDirectory(directory);
    await restrictTreeToOwner(directory);
  }
}
