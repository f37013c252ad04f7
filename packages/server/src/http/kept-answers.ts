import type { Encoding } from './compression.ts';

/** What was read, with the version of the data it was read from (db/indicator-versions.ts). */
export interface Versioned {
  version: string;
  /** The version keys of its data, summed again by each check. */
  keys: string;
}

/** An answer as sent, computed from data of a version. */
export interface KeptReport extends Versioned {
  /** The JSON, encoded once: every request sends these bytes. */
  body: Buffer;
  /** The body compressed per encoding, each the first time a client accepts it. */
  encoded: Map<Encoding, Buffer>;
}

/** How many answers a cache keeps (scopes × periods asked lately), the oldest dropped first. */
const KEPT_ANSWERS = 256;

/** Moments on one counter: an asker's arrival, a read's start. */
let lastMoment = 0;
const momentNow = (): number => ++lastMoment;

/**
 * Reads of a value that all began after their caller asked, at most one in flight per key:
 * a caller can take a read in flight only if it was sent after the caller arrived (`askedAt`);
 * an earlier one may predate a commit the caller must see, so it waits for the next one, which
 * every caller arriving meanwhile shares. Fifty askers at once thus cost one or two reads, not
 * fifty, and each answer is still as new as the moment its asker arrived.
 */
export function createReadsAfterAsking<T>() {
  const inFlight = new Map<string, { sentAt: number; value: Promise<T> }>();
  const queued = new Map<string, Promise<T>>();

  const launch = (key: string, read: () => Promise<T>): Promise<T> => {
    const sentAt = momentNow();
    const value = read();
    inFlight.set(key, { sentAt, value });
    const settled = () => {
      if (inFlight.get(key)?.value === value) inFlight.delete(key);
    };
    value.then(settled, settled);
    return value;
  };

  return {
    /** A read sent after `askedAt` (by default now): the one in flight if it was, else the next. */
    after(key: string, read: () => Promise<T>, askedAt = momentNow()): Promise<T> {
      const running = inFlight.get(key);
      if (running === undefined) return launch(key, read);
      if (running.sentAt > askedAt) return running.value;
      let next = queued.get(key);
      if (next === undefined) {
        const ignore = () => undefined;
        next = running.value.then(ignore, ignore).then(() => {
          queued.delete(key);
          return launch(key, read);
        });
        queued.set(key, next);
      }
      return next;
    },
    /** The read in flight, whenever it was sent. */
    inFlight: (key: string): Promise<T> | undefined => inFlight.get(key)?.value,
  };
}

/**
 * The answers an instance computed, each served again while the data it read has not changed:
 * the current version of its keys is read first, by a statement sent after the request arrived
 * (docs/performance.md#mechanisms). Askers of one answer share one computation sent after they
 * arrived: after a change, fifty askers would otherwise compute it fifty times, one after another
 * on PGlite's single connection.
 */
export function createReportCache<T extends Versioned = KeptReport>(limit = KEPT_ANSWERS) {
  const kept = new Map<string, T>();
  // By keys, not by request: answers of one scope over other periods share their checks.
  const versionNow = createReadsAfterAsking<string>();
  const computations = createReadsAfterAsking<T>();

  const keep = (key: string, report: T) => {
    kept.delete(key);
    kept.set(key, report);
    if (kept.size > limit) kept.delete(kept.keys().next().value!);
  };

  return {
    async serve(
      key: string,
      readVersion: (keys: string) => Promise<string>,
      compute: () => Promise<T>,
    ): Promise<T> {
      const askedAt = momentNow();
      // Kept, or computed while this asker waits: either way checked after it came, a version
      // read costing far less than a second computation.
      const candidate = kept.get(key) ?? (await computations.inFlight(key)?.catch(() => undefined));
      if (candidate) {
        const version = await versionNow.after(
          candidate.keys,
          () => readVersion(candidate.keys),
          askedAt,
        );
        if (candidate.version === version) {
          keep(key, candidate);
          return candidate;
        }
      }
      // Read after the asker came: as new as it needs, even if newer still.
      const report = await computations.after(key, compute, askedAt);
      keep(key, report);
      return report;
    },
  };
}
