// Loaded with `--import` into the compiled server by `npm run bench:allocation` when
// ALLOC_HEAP_PROFILE names a directory: SIGUSR2 starts V8's sampling heap profiler, counting
// what collections freed too (what a request allocates, not only what survives), and the next
// SIGUSR2 writes the profile as `<n>.heapprofile` there. Never loaded by `npm start`.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

const directory = process.env.ALLOC_HEAP_PROFILE;
const session = new Session();
session.connect();
let sampling = false;
let written = 0;
process.on('SIGUSR2', async () => {
  if (!sampling) {
    sampling = true;
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    return;
  }
  sampling = false;
  const { profile } = await session.post('HeapProfiler.stopSampling');
  writeFileSync(join(directory, `${written++}.heapprofile`), JSON.stringify(profile));
});
