/**
 * The one polling loop of the server's background work (docs/architecture.md#jobs): a pass at
 * once, then one `intervalMs` after each pass ends, so passes never overlap. Its timers never
 * keep the process alive by themselves.
 */
export interface Poller {
  /** Runs a pass now unless one is under way; the next one follows `intervalMs` after it. */
  runNow: () => void;
  isPassing: () => boolean;
  /** Stops polling; resolves once the pass in progress (if any) has finished. */
  stop: () => Promise<void>;
}

/** `pass` must not throw: each pass logs its own failures and leaves the work to the next. */
export function startPoller(pass: () => Promise<void>, intervalMs: number): Poller {
  let stopped = false;
  let passing = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const runNow = () => {
    if (passing || stopped) return;
    clearTimeout(timer);
    passing = true;
    running = pass().finally(() => {
      passing = false;
      if (stopped) return;
      timer = setTimeout(runNow, intervalMs);
      timer.unref();
    });
  };

  runNow();
  return {
    runNow,
    isPassing: () => passing,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
