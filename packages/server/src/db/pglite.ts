import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.ts';
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
  const client = await PGlite.create({ ...options, extensions: { btree_gist } });
  const db = drizzle(client, { schema });
  return { db, engine: 'pglite', client, close: () => client.close() };
}
