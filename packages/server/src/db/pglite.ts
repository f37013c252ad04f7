import {
  parse,
  PGlite,
  protocol,
  type ParserOptions,
  type QueryOptions,
  type Results,
  type Transaction as PgliteTransaction,
} from '@electric-sql/pglite';
import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.ts';
import { ensurePrivateDirectory, restrictTreeToOwner } from '../files/private-files.ts';

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

/**
 * Embedded PostgreSQL (docs/operations.md#pglite), with btree_gist for the exclusion constraints.
 */
export async function openPglite(options: OpenPgliteOptions): Promise<PgliteHandle> {
  const { dataDir } = options;
  if (dataDir !== undefined) await ensurePrivateDirectory(dataDir);
  const client = await PGlite.create({ ...options, extensions: { btree_gist } });
  // PGlite copies its initial cluster and rewrites some caches with world-readable modes of
  // its own, whatever the umask: the data stays the server user's alone
  // (docs/security.md#uploads-and-files).
  const keepPrivate = async () => {
    if (dataDir !== undefined) await restrictTreeToOwner(dataDir);
  };
  await keepPrivate();
  // drizzle's driver calls only `query` and `transaction` on its client.
  // Every statement is prepared (preparingClient): plan each once. PostgreSQL's default keeps
  // planning a statement at every call while its generic plan's estimate is higher than its
  // custom plans', which on the region data kept the search with availability on a custom plan
  // (12 ms of planning and a scan of the whole windows index per request, 3.7 ms generic).
  // PGlite has one session, this process's: the setting holds until it closes.
  await client.exec('SET plan_cache_mode = force_generic_plan');
  const db = drizzle({ client: preparingClient(client) as unknown as PGlite });
  // Code that follows PGlite itself (LISTEN, session-changes.ts) finds the real client here.
  (db as unknown as { $client: PGlite }).$client = client;
  const stopMaintenance = scheduleMaintenance(client);
  return {
    db,
    engine: 'pglite',
    client,
    close: async () => {
      stopMaintenance();
      await client.close();
      await keepPrivate();
    },
  };
}

/** 02:00 UTC, 03:00 or 04:00 in Paris: when the fewest requests wait behind the maintenance. */
const MAINTENANCE_HOUR_UTC = 2;

/**
 * PGlite runs PostgreSQL in single-user mode, without autovacuum: nothing else removes the dead
 * rows of updates and deletes (bookings, sessions, rate limits) or refreshes the planner's
 * statistics as the data grows. Region data: 0.8 s, during which the process answers nothing.
 */
export async function maintainPglite(client: PGlite): Promise<void> {
  await client.exec('VACUUM (ANALYZE)');
}

/** Runs maintainPglite every night while the database is open; returns the stop function. */
function scheduleMaintenance(client: PGlite): () => void {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const next = new Date();
    next.setUTCHours(MAINTENANCE_HOUR_UTC, 0, 0, 0);
    if (next.getTime() <= Date.now()) next.setUTCDate(next.getUTCDate() + 1);
    timer = setTimeout(() => {
      maintainPglite(client)
        .catch((error: unknown) =>
          console.error(`PGlite : maintenance de nuit en échec (${String(error)})`),
        )
        .finally(() => {
          if (!client.closed) schedule();
        });
    }, next.getTime() - Date.now());
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}

/**
 * How many statements stay prepared in the embedded database, the least recently used closed
 * first: clients choose how many values their filters list, so texts are unbounded.
 */
export const MAX_PGLITE_STATEMENTS = 256;

interface Prepared {
  name: string;
  /** Parameter types PostgreSQL inferred, to serialise the values as PGlite does. */
  paramTypes: number[];
}

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/**
 * What drizzle's PGlite driver is given: PGlite's own `query` parses, analyses and plans every
 * statement at every call (the unnamed statement, five protocol round trips into the
 * WebAssembly), and drizzle's `.prepare(name)` is ignored there. Here each text is parsed once
 * into a named statement, then bound and executed in one call, so PostgreSQL keeps its plan
 * (generic after five custom ones when no worse, as node-postgres gets with named statements).
 */
function preparingClient(client: PGlite): {
  query: Query;
  transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
} {
  const prepared = new Map<string, Prepared>();
  // drizzle hands each of its queries one fixed set of parsers; PGlite merged it into its own
  // (every type, arrays included) at every call.
  type Parsers = PGlite['parsers'];
  const mergedParsers = new WeakMap<ParserOptions, Parsers>();
  const parsersOf = (options: QueryOptions): Parsers => {
    if (!options.parsers) return client.parsers;
    let merged = mergedParsers.get(options.parsers);
    if (!merged) {
      merged = { ...client.parsers, ...options.parsers };
      mergedParsers.set(options.parsers, merged);
    }
    return merged;
  };
  let named = 0;

  const run = async <T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ): Promise<Results<T>> => {
    try {
      let statement = prepared.get(text);
      if (statement) {
        // Most recently used last: the first key is the one to close.
        prepared.delete(text);
        prepared.set(text, statement);
      } else {
        statement = await prepare(text, options);
      }
      const { paramTypes } = statement;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[index]!;
        const serialize = options.serializers?.[type] ?? client.serializers[type];
        return serialize ? serialize(value) : String(value);
      });
      const messages = await client.execProtocolStream(
        concat([
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false, onNotice: options.onNotice },
      );
      const parsing = { ...options, parsers: undefined };
      return parse.parseResults(messages, parsersOf(options), parsing)[0] as Results<T>;
    } catch (error) {
      // As PGlite's own query: the statement and its values travel with the error.
      if (error instanceof Error)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  };

  const prepare = async (text: string, options: QueryOptions): Promise<Prepared> => {
    const name = `pglite_${++named}`;
    const closing: Uint8Array[] = [];
    if (prepared.size >= MAX_PGLITE_STATEMENTS) {
      const [oldest, { name: closed }] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(oldest);
      closing.push(protocol.serialize.close({ type: 'S', name: closed }));
    }
    // One call, Sync last: after an error PostgreSQL skips to it, so the session stays usable.
    const messages = await client.execProtocolStream(
      concat([
        ...closing,
        protocol.serialize.parse({ name, text, types: options.paramTypes }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(text, statement);
    return statement;
  };

  // PGlite's locks, taken as its own `query` and `transaction` take them. Each statement is
  // synchronous WebAssembly, and its result starts the next waiting statement in the same turn
  // of the event loop: under load such a chain never let the loop turn, and connections opened
  // meanwhile waited seconds to be read (facility list at 50 connections: a third of them
  // unanswered for 3 s, p99 1.5–2.2 s, while the app's own handling stayed under 130 ms). A turn
  // before each statement: p99 0.34–0.68 s at the same throughput; a turn every 10 ms of
  // statements left some connections behind (p99 up to 1.06 s).
  const exclusive = <T>(work: () => Promise<T>) =>
    client._runExclusiveQuery(async () => {
      await nextLoopTurn();
      return work();
    });
  const canPrepare = (options?: QueryOptions) => options?.blob === undefined;

  return {
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      if (!canPrepare(options)) return client.query<T>(text, params, options);
      return client._runExclusiveTransaction(async () => {
        const results = await exclusive(() => run<T>(text, params, options));
        await client.syncToFs();
        return results;
      });
    },
    transaction: (callback) =>
      client.transaction((tx) => {
        const query: Query = async <T>(
          text: string,
          params?: unknown[],
          options?: QueryOptions,
        ) => {
          if (!canPrepare(options)) return tx.query<T>(text, params, options);
          if (tx.closed) throw new Error('Transaction is closed');
          return exclusive(() => run<T>(text, params, options));
        };
        return callback({
          query,
          sql: (...args) => tx.sql(...args),
          exec: (text, options) => tx.exec(text, options),
          rollback: () => tx.rollback(),
          listen: (channel, listener) => tx.listen(channel, listener),
          get closed() {
            return tx.closed;
          },
        });
      }),
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
