// Loaded with `--import` into the compiled server by `npm run bench:allocation`, never by
// `npm start`. Each SIGUSR2 opens or closes a measured window. At its close, one JSON line is
// appended to ALLOC_RESULTS: bytes allocated in the window (heap used at its end − at its start
// + what each collection freed, as V8's GCProfiler reports it: exact, whatever the collections'
// timing), bytes promoted (what scavenges added to the old generation), the collections by
// kind. With ALLOC_HEAP_PROFILE (a directory), V8's sampling heap profiler runs over the window,
// counting what collections freed too, and writes `<n>.heapprofile` there.
import { appendFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { getHeapStatistics, GCProfiler } from 'node:v8';

const OLD_GENERATION = new Set(['old_space', 'large_object_space']);
const oldGenerationUsed = (heap) =>
  heap.heapSpaceStatistics
    .filter((space) => OLD_GENERATION.has(space.spaceName))
    .reduce((total, space) => total + space.spaceUsedSize, 0);

const profileDirectory = process.env.ALLOC_HEAP_PROFILE;
const session = profileDirectory ? new Session() : null;
session?.connect();
let window = null;
let windows = 0;

process.on('SIGUSR2', async () => {
  if (window === null) {
    const profiler = new GCProfiler();
    profiler.start();
    window = { profiler, usedAtStart: getHeapStatistics().used_heap_size };
    await session?.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    return;
  }
  const usedAtEnd = getHeapStatistics().used_heap_size;
  const { statistics } = window.profiler.stop();
  const { usedAtStart } = window;
  window = null;
  let freed = 0;
  let promoted = 0;
  const collections = {};
  for (const { gcType, beforeGC, afterGC } of statistics) {
    freed += beforeGC.heapStatistics.usedHeapSize - afterGC.heapStatistics.usedHeapSize;
    if (gcType === 'Scavenge') promoted += oldGenerationUsed(afterGC) - oldGenerationUsed(beforeGC);
    collections[gcType] = (collections[gcType] ?? 0) + 1;
  }
  const allocated = usedAtEnd - usedAtStart + freed;
  appendFileSync(
    process.env.ALLOC_RESULTS,
    `${JSON.stringify({ allocated, promoted, collections })}\n`,
  );
  if (session) {
    const { profile } = await session.post('HeapProfiler.stopSampling');
    writeFileSync(join(profileDirectory, `${windows}.heapprofile`), JSON.stringify(profile));
  }
  windows++;
});
