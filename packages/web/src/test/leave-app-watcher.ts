import { afterEach, beforeEach, vi } from 'vitest';
import { replaceLeaveApp } from '../lib/leave-app.ts';

/**
 * jsdom cannot load another site's page: in the calling test file, every hand-over to another
 * page (a provider's, a sign-out's) is watched instead of made. Answers the watcher.
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
