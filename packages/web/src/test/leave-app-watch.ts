import { afterEach, beforeEach, vi } from 'vitest';
import { replaceLeaveApp } from '../lib/leave-app.ts';

/**
 * jsdom cannot load another site's page (the payment provider's, a provider's logout): the
 * hand-over is watched, not made. Call at the top of a test file; answers the watcher.
 */
export function watchLeaveApp() {
  const leaveAppFor = vi.fn<(url: string) => void>();
  let pageLoad: (url: string) => void;
  beforeEach(() => {
    pageLoad = replaceLeaveApp(leaveAppFor);
  });
  afterEach(() => {
    replaceLeaveApp(pageLoad);
    leaveAppFor.mockClear();
  });
  return leaveAppFor;
}
