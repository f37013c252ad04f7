import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import type { SessionCache } from './session-cache.ts';

/** Channel of drizzle/0014_session_changed_notifications.sql: a user id, or '*' for all. */
const CHANNEL = 'session_changed';
/** `application_name` of the listening connection, as `pg_stat_activity` shows it. */
export const LISTENER_NAME = 'espaces-session-changes';
const RECONNECT_DELAY_MS = 1_000;
/** A listening connection this slow to answer is taken for lost (a cut without a sound). */
const ANSWER_TIMEOUT_MS = 2_000;
const HEARTBEAT_MS = 10_000;

export interface SessionChangeFeed {
  /**
   * Resolves once this process has seen every change committed before the call: a request
   * that revoked something answers only after its own instance dropped what it revoked.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/** Keeps the cache in line with the database; the cache serves nothing until it listens. */
export function followSessionChanges(
  db: Database,
  cache: SessionCache<unknown>,
  onError: (message: string) => void,
): SessionChangeFeed {
  const onPayload = (payload: string) => {
    if (payload === '*') cache.dropAll();
    else if (payload) cache.dropUser(payload);
  };
  // drizzle keeps the driver's client; the Database type hides it.
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return followPglite(client, cache, onPayload);
  if (client instanceof pg.Pool) return followPostgres(client, cache, onPayload, onError);
  return { caughtUp: () => Promise.resolve(), close: () => Promise.resolve() };
}

/**
 * PGlite has one connection, this process's: a notification reaches its listeners with the
 * answer to the COMMIT that sent it, before the writer goes on.
 */
function followPglite(
  client: PGlite,
  cache: SessionCache<unknown>,
  onPayload: (payload: string) => void,
): SessionChangeFeed {
  const unlisten = client.listen(CHANNEL, onPayload).then((stop) => {
    cache.setListening(true);
    return stop;
  });
  return {
    caughtUp: () => Promise.resolve(),
    close: async () => {
      cache.setListening(false);
      const stop = await unlisten.catch(() => null);
      if (stop && !client.closed) await stop();
    },
  };
}

/** A connection of its own, outside the pool, reconnected (and the cache emptied) when lost. */
function followPostgres(
  pool: pg.Pool,
  cache: SessionCache<unknown>,
  onPayload: (payload: string) => void,
  onError: (message: string) => void,
): SessionChangeFeed {
  let closed = false;
  let listener: { client: pg.Client; lose: (error?: Error) => void } | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({
      ...pool.options,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    let lost = false;
    const lose = (error?: Error) => {
      if (lost) return;
      lost = true;
      cache.setListening(false);
      if (listener?.client === client) listener = null;
      client.end().catch(() => undefined);
      if (closed) return;
      if (error) onError(`PostgreSQL : écoute des sessions perdue (${error.message})`);
      retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    };
    client.on('notification', (message) => {
      if (message.channel === CHANNEL) onPayload(message.payload ?? '');
    });
    client.on('error', lose);
    client.on('end', () => lose());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      return lose(error as Error);
    }
    if (closed) return void client.end().catch(() => undefined);
    listener = { client, lose };
    cache.setListening(true);
  };
  void connect();

  // Our own notification comes after every one committed before it, on the same queue. No
  // answer in time: the cache stops serving, so the caller need not wait any longer.
  const roundTrip = async () => {
    const current = listener;
    if (!current) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        current.lose(new Error(`pas de réponse en ${ANSWER_TIMEOUT_MS} ms`));
        resolve();
      }, ANSWER_TIMEOUT_MS);
    });
    const answered = current.client
      .query(`SELECT pg_notify('${CHANNEL}', '')`)
      .then(() => undefined, current.lose);
    await Promise.race([answered, late]);
    clearTimeout(timer);
  };

  // One round trip at a time on the connection: it serves every caller that came before it was
  // sent; callers coming while it is out (their commits may be later) share the next one.
  let inFlight: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const caughtUp = (): Promise<void> => {
    if (!inFlight) {
      inFlight = roundTrip().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    next ??= inFlight.then(() => {
      next = null;
      return caughtUp();
    });
    return next;
  };
  const heartbeat = setInterval(() => void caughtUp(), HEARTBEAT_MS).unref();

  return {
    caughtUp,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      cache.setListening(false);
      await listener?.client.end().catch(() => undefined);
    },
  };
}
