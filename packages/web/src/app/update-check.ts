import { useEffect, useState } from 'react';

/** The deployed build is checked every hour (docs/routes.md#page-flows). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/**
 * Background tabs throttle timers, so a tab left alone may miss its hourly checks: coming back
 * to it after this long checks at once.
 */
export const LONG_IDLE_MS = 15 * 60 * 1000;

// Written by scripts/build-info.ts with public/version.json; a glob so that a fresh clone
// type-checks and tests before any build (no identifier: no check).
const generated = import.meta.glob<{ buildId: string }>('../generated/build-id.json', {
  eager: true,
  import: 'default',
});

/** The identifier of the build this page was loaded from. */
export const LOADED_BUILD_ID: string | null = Object.values(generated)[0]?.buildId ?? null;

/** The identifier of the build deployed now, or null when it cannot be read. */
export async function fetchDeployedBuildId(): Promise<string | null> {
  // no-store: whatever cache headers the server sends, the answer must be today's.
  const response = await fetch('/version.json', { cache: 'no-store' });
  if (!response.ok) return null;
  const body = (await response.json()) as { buildId?: unknown };
  return typeof body.buildId === 'string' ? body.buildId : null;
}

/**
 * True once the deployed build differs from `loadedBuildId`: checked every hour, and on window
 * focus when the last check is older than LONG_IDLE_MS.
 */
export function useNewVersionAvailable(
  loadedBuildId: string | null,
  fetchBuildId: () => Promise<string | null> = fetchDeployedBuildId,
): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (loadedBuildId === null || available) return;
    let cancelled = false;
    let lastCheck = Date.now();
    const check = () => {
      lastCheck = Date.now();
      fetchBuildId().then(
        (deployed) => {
          if (!cancelled && deployed !== null && deployed !== loadedBuildId) setAvailable(true);
        },
        // Offline or a server restarting: the next check will tell.
        () => undefined,
      );
    };
    const checkAfterLongIdle = () => {
      if (Date.now() - lastCheck >= LONG_IDLE_MS) check();
    };
    const timer = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    window.addEventListener('focus', checkAfterLongIdle);
    return () => {
      cancelled = true;
      clearInterval(timer);
      window.removeEventListener('focus', checkAfterLongIdle);
    };
  }, [loadedBuildId, fetchBuildId, available]);
  return available;
}
