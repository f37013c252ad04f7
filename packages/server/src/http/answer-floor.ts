import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until `floorMs` have passed since `startedAt` (a `performance.now()` reading): an
 * answer whose two paths differ by a few statements leaves at the same moment on both, so its
 * time tells nothing of which path ran. Work longer than the floor is not shortened: the paths
 * must also do the same costly work.
 */
export async function answerNoSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const left = startedAt + floorMs - performance.now();
  if (left > 0) await sleep(left);
}
