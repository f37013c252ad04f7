/** A report as sent, with the version of the data it was computed from. */
export interface KeptReport {
  version: string;
  body: string;
}

/** How many reports an instance keeps (scopes × periods asked lately), the oldest dropped first. */
const KEPT_REPORTS = 256;

/**
 * The reports an instance computed, each served again while the data it read has not changed:
 * the caller reads the current version first (docs/decisions.md). Concurrent askers of one
 * report wait for the computation already running and take it when it read their version.
 */
export function createReportCache(limit = KEPT_REPORTS) {
  const kept = new Map<string, KeptReport>();
  const running = new Map<string, Promise<KeptReport>>();

  const keep = (key: string, report: KeptReport) => {
    kept.delete(key);
    kept.set(key, report);
    if (kept.size > limit) kept.delete(kept.keys().next().value!);
  };

  return {
    async serve(key: string, version: string, compute: () => Promise<KeptReport>): Promise<string> {
      const hit = kept.get(key);
      if (hit?.version === version) {
        keep(key, hit);
        return hit.body;
      }
      const pending = running.get(key);
      if (pending) {
        const other = await pending.catch(() => null);
        if (other?.version === version) return other.body;
      }
      const computing = compute();
      running.set(key, computing);
      try {
        // Read after `version` was: as new as the asker needs, even if newer still.
        const report = await computing;
        keep(key, report);
        return report.body;
      } finally {
        if (running.get(key) === computing) running.delete(key);
      }
    },
  };
}
