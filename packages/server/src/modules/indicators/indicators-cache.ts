import type { Encoding } from '../../http/compression.ts';

/** A report as sent, with the version of the data it was computed from. */
export interface KeptReport {
  version: string;
  /** The version keys of its data (`data_version.keys`), summed again by each check. */
  keys: string;
  /** The JSON, encoded once: every request sends these bytes. */
  body: Buffer;
  /** The body compressed per encoding, each the first time a client accepts it. */
  encoded: Map<Encoding, Buffer>;
}

/** How many reports an instance keeps (scopes × periods asked lately), the oldest dropped first. */
const KEPT_REPORTS = 256;

/**
 * Reads of a value that all began after their caller asked, at most one in flight per key:
 * a caller who finds one in flight cannot take its answer (its snapshot may predate a commit
 * the caller must see), so it waits for the next one, which every caller arriving meanwhile
 * shares. Fifty askers at once thus cost two reads, not fifty, and each answer is still as new
 * as the moment its asker arrived.
 */
export function createReadsAfterAsking<T>() {
  const inFlight = new Map<string, Promise<T>>();
  const queued = new Map<string, Promise<T>>();

  const launch = (key: string, read: () => Promise<T>): Promise<T> => {
    const started = read();
    inFlight.set(key, started);
    const settled = () => {
      if (inFlight.get(key) === started) inFlight.delete(key);
    };
    started.then(settled, settled);
    return started;
  };

  return (key: string, read: () => Promise<T>): Promise<T> => {
    const running = inFlight.get(key);
    if (running === undefined) return launch(key, read);
    let next = queued.get(key);
    if (next === undefined) {
      const ignore = () => undefined;
      next = running.then(ignore, ignore).then(() => {
        queued.delete(key);
        return launch(key, read);
      });
      queued.set(key, next);
    }
    return next;
  };
}

/**
 * The reports an instance computed, each served again while the data it read has not changed:
 * the current version of its keys is read first, by a statement sent after the request arrived
 * (docs/decisions.md). Concurrent askers of one report wait for the computation already running
 * and take it when it read their version.
 */
export function createReportCache(limit = KEPT_REPORTS) {
  const kept = new Map<string, KeptReport>();
  const running = new Map<string, Promise<KeptReport>>();
  // By keys, not by request: reports of one scope over other periods share their checks.
  const versionNow = createReadsAfterAsking<string>();

  const keep = (key: string, report: KeptReport) => {
    kept.delete(key);
    kept.set(key, report);
    if (kept.size > limit) kept.delete(kept.keys().next().value!);
  };
  const settled = (report: Promise<KeptReport> | undefined) =>
    report?.catch(() => undefined) ?? Promise.resolve(undefined);

  return {
    async serve(
      key: string,
      readVersion: (keys: string) => Promise<string>,
      compute: () => Promise<KeptReport>,
    ): Promise<KeptReport> {
      // Before this asker came, or while it waits: either way checked after it came.
      const candidate = kept.get(key) ?? (await settled(running.get(key)));
      if (candidate) {
        const version = await versionNow(candidate.keys, () => readVersion(candidate.keys));
        if (candidate.version === version) {
          keep(key, candidate);
          return candidate;
        }
        // A version says nothing of another set of keys: two sets can give the same sums.
        const other = await settled(running.get(key));
        if (other?.keys === candidate.keys && other.version === version) return other;
      }
      const computing = compute();
      running.set(key, computing);
      try {
        // Read after the asker came: as new as it needs, even if newer still.
        const report = await computing;
        keep(key, report);
        return report;
      } finally {
        if (running.get(key) === computing) running.delete(key);
      }
    },
  };
}
