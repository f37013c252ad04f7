import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` heavy children to mount now: `perStage` at first, `perStage` more after
 * each commit, each stage in a transition of its own. React slices a render but
 * never a commit: the booking list's eight selects and date inputs mounted at once made one task
 * of 22–25 ms of main thread, over the 12.5 ms that block at Lighthouse's 4× slowdown. The caller
 * draws the others' placeholders meanwhile, so nothing moves.
 */
export function useMountedInStages(count: number, perStage: number): number {
  const [mounted, setMounted] = useState(perStage);
  useEffect(() => {
    if (mounted < count) startTransition(() => setMounted(mounted + perStage));
  }, [mounted, count, perStage]);
  return Math.min(mounted, count);
}
