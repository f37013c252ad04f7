import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.ts';
import { ensurePrivateDirectory, restrictTreeToOwner } from '../files/private-files.ts';
import * as schema from './schema.ts';

export interface OpenPgliteOptions {
  /** Directory of the data files; undefined means in memory. */
  dataDir?: string;
  /** A data directory dump (`client.dumpDataDir()`) to start from instead of running initdb. */
  loadDataDir?: Blob;
}

export interface PgliteHandle extends DatabaseHandle {
  engine: 'pglite';
  client: PGlite;
}

/** Embedded PostgreSQL (DESIGN §2), with btree_gist for the exclusion constraints. */
export async function openPglite(options: OpenPgliteOptions): Promise<PgliteHandle> {
  const { dataDir } = options;
  if (dataDir !== undefined) await ensurePrivateDirectory(dataDir);
  const client = await PGlite.create({ ...options, extensions: { btree_gist } });
  // PGlite copies its initial cluster and rewrites some caches with world-readable modes of
  // its own, whatever the umask: the data stays the server user's alone (issue 10, item 6).
  const keepPrivate = async () => {
    if (dataDir !== undefined) await restrictTreeToOwner(dataDir);
  };
  await keepPrivate();
  const db = drizzle(client, { schema });
  return {
    db,
    engine: 'pglite',
    client,
    close: async () => {
      await client.close();
      await keepPrivate();
    },
  };
}
