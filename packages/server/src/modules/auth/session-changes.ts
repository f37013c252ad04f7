import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import type { SessionCache } from './session-cache.ts';

/**
 * Channel of drizzle/0014_session_changed_notifications.sql: a user id, or '*' for all. The
 * instances also send on it: '' (a round trip of one instance), `barrier:{token}` and the
 * answers `ack:{token}:{pid}` of every listener (`everyInstanceCaughtUp`).
 */
const CHANNEL = 'session_changed';
/**
 * `application_name` of a listening connection, as `pg_stat_activity` shows it: taken once its
 * LISTEN is done, so that every connection of that name hears a barrier.
 */
export const LISTENER_NAME = 'espaces-session-changes';
const CONNECTING_NAME = 'espaces-session-changes-connecting';
const BARRIER = 'barrier:';
const ACK = 'ack:';
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
  /**
   * Resolves once every instance listening to the database has seen every change committed
   * before the call, or after ANSWER_TIMEOUT_MS (logged): a sign-out or a password change
   * answers only when no instance may still serve the ended sessions from its cache.
   */
  everyInstanceCaughtUp(): Promise<void>;
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
    else if (payload && !payload.startsWith(BARRIER) && !payload.startsWith(ACK)) {
      cache.dropUser(payload);
    }
  };
  // drizzle keeps the driver's client; the Database type hides it.
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return followPglite(client, cache, onPayload);
  if (client instanceof pg.Pool) return followPostgres(client, cache, onPayload, onError);
  const done = () => Promise.resolve();
  return { caughtUp: done, everyInstanceCaughtUp: done, close: done };
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
  // The only instance on its database: its own changes are seen before they are answered.
  const done = () => Promise.resolve();
  return {
    caughtUp: done,
    everyInstanceCaughtUp: done,
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

  /** Barriers this instance waits on: the listeners (by pid) that have not answered yet. */
  const barriers = new Map<string, { waiting: Set<number>; passed: () => void }>();
  const onAck = (payload: string) => {
    const [token, pid] = payload.slice(ACK.length).split(':');
    const barrier = barriers.get(token ?? '');
    if (!barrier) return;
    barrier.waiting.delete(Number(pid));
    if (barrier.waiting.size === 0) barrier.passed();
  };

  const connect = async () => {
    const client = new pg.Client({
      ...pool.options,
      keepAlive: true,
      application_name: CONNECTING_NAME,
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
      if (message.channel !== CHANNEL) return;
      const payload = message.payload ?? '';
      if (payload.startsWith(ACK)) return onAck(payload);
      if (payload.startsWith(BARRIER)) {
        // Every notification before the barrier has been handled (dropped from the cache).
        const token = payload.slice(BARRIER.length);
        client
          .query(`SELECT pg_notify($1, $2 || pg_backend_pid())`, [CHANNEL, `${ACK}${token}:`])
          .catch(lose);
        return;
      }
      onPayload(payload);
    });
    client.on('error', lose);
    client.on('end', () => lose());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      await client.query(`SET application_name = '${LISTENER_NAME}'`);
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

  // Every listener hears a barrier after every change committed before it (notifications reach
  // each listener in commit order) and answers once it has handled them. A listener that comes
  // later starts with an empty cache; one that does not answer in time is logged.
  const everyInstanceCaughtUp = async () => {
    const current = listener;
    if (!current) return;
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    try {
      const { rows } = await current.client.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE application_name = $1 AND datname = current_database()`,
        [LISTENER_NAME],
      );
      const waiting = new Set(rows.map((row) => row.pid));
      const passed = new Promise<void>((resolve) => {
        barriers.set(token, { waiting, passed: resolve });
      });
      await current.client.query(`SELECT pg_notify($1, $2)`, [CHANNEL, `${BARRIER}${token}`]);
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          onError(
            `PostgreSQL : ${waiting.size} instance(s) sans réponse en ${ANSWER_TIMEOUT_MS} ms après une fin de session`,
          );
          resolve();
        }, ANSWER_TIMEOUT_MS);
      });
      await Promise.race([passed, late]);
    } catch (error) {
      current.lose(error as Error);
    } finally {
      clearTimeout(timer);
      barriers.delete(token);
    }
  };

  return {
    caughtUp,
    everyInstanceCaughtUp,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      cache.setListening(false);
      await listener?.client.end().catch(() => undefined);
    },
  };
}
