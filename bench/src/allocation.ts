// `npm run bench:allocation`: bytes the compiled server allocates and promotes per request of
// the lists, the search, the menu count and the booking page, load-independently
// (docs/performance.md#how-to-measure): a fixed number of requests at 50 connections, measured
// inside the server by allocation-probe.mjs (V8's GCProfiler: heap used plus what collections
// freed, over exactly the window of those requests). ALLOC_REQUESTS requests per scenario (3,000); ALLOC_ONLY, a
// regular expression on the names; ALLOC_BODIES, a directory where each answer's body is
// written (to compare two versions byte for byte); ALLOC_HEAP_PROFILE, a directory where a
// sampling heap profile of each scenario is written, its top functions printed;
// ALLOC_NODE_ARGUMENTS, more V8 flags (`--max-semi-space-size=16`: a young generation as small
// as a loaded machine's runs saw, where a request's objects outlive scavenges). PostgreSQL only
// (DATABASE_URL): the point is Node's heap, not PGlite's.
import autocannon from 'autocannon';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  REGION_FACILITY_ADMIN_EMAIL,
  REGION_ORGANIZATION_EMAIL,
} from '@espaces/server/src/db/seed/region-data.ts';
import { root } from '../../scripts/compiled-server.mjs';
import { startCompiledServer } from './compiled-server.ts';
import { CONNECTIONS } from './measure.ts';
import {
  benchEnvironment,
  openBenchDatabase,
  readQueries,
  regionTargets,
  signIn,
} from './region-targets.ts';

const REQUESTS = Number(process.env.ALLOC_REQUESTS ?? 3000);
const WARM_UP = 300;
const PROBE = join(root, 'bench/allocation-probe.mjs');

interface Window {
  allocated: number;
  promoted: number;
  /** Collections by GCProfiler's kind (`Scavenge`, `MarkSweepCompact`…). */
  collections: Record<string, number>;
}

const readWindows = (file: string): Window[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Window);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Top functions of a sampling heap profile by bytes they allocated themselves. */
function topAllocators(profileFile: string, count = 12): string[] {
  interface ProfileNode {
    callFrame: { functionName: string; url: string; lineNumber: number };
    selfSize: number;
    children: ProfileNode[];
  }
  const { head } = JSON.parse(readFileSync(profileFile, 'utf8')) as { head: ProfileNode };
  const bySite = new Map<string, number>();
  let total = 0;
  const visit = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const site = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*\/packages\//, '')}:${lineNumber + 1}`;
    bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
    total += node.selfSize;
    node.children.forEach(visit);
  };
  visit(head);
  return [...bySite]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([site, bytes]) => `${((100 * bytes) / total).toFixed(1).padStart(5)} %  ${site}`);
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: PostgreSQL only');
  const { database } = await openBenchDatabase();
  const now = new Date();
  const target = await regionTargets(database.db, now);
  await database.close();
  const { search } = readQueries(target, now);

  const dataDir = await mkdtemp(join(tmpdir(), 'espaces-alloc-'));
  const resultsFile = join(dataDir, 'windows.jsonl');
  writeFileSync(resultsFile, '');
  const profileDir = process.env.ALLOC_HEAP_PROFILE;
  const server = await startCompiledServer(
    {
      ...benchEnvironment(dataDir),
      ALLOC_RESULTS: resultsFile,
      ...(profileDir ? { ALLOC_HEAP_PROFILE: profileDir } : {}),
    },
    [`--import=${PROBE}`, ...(process.env.ALLOC_NODE_ARGUMENTS?.split(' ').filter(Boolean) ?? [])],
  );
  const staff = await signIn(server.address, REGION_FACILITY_ADMIN_EMAIL);
  const organization = await signIn(server.address, REGION_ORGANIZATION_EMAIL);
  const scenarios = [
    {
      name: 'facility list',
      path: `/api/bookings?place.facility.id=${target.facilityId}`,
      cookie: staff,
    },
    { name: 'organisation list', path: '/api/bookings', cookie: organization },
    { name: 'search', path: `/api/search/places?${search}`, cookie: '' },
    {
      name: 'menu count',
      path: '/api/bookings?status[]=new&status[]=pending&itemsPerPage=1',
      cookie: staff,
    },
    { name: 'booking page', path: `/api/bookings/${target.newBookingId}`, cookie: staff },
  ].filter(({ name }) => new RegExp(process.env.ALLOC_ONLY ?? '.').test(name));

  const fire = (path: string, cookie: string, amount: number) =>
    autocannon({
      url: `${server.address}${path}`,
      connections: CONNECTIONS,
      amount,
      headers: cookie ? { cookie } : {},
    });
  console.log(
    `${REQUESTS} requests each, ${CONNECTIONS} connections; per request: bytes allocated, promoted; collections per 10,000 requests`,
  );
  let profiles = 0;
  try {
    for (const { name, path, cookie } of scenarios) {
      const answer = await fetch(`${server.address}${path}`, { headers: cookie ? { cookie } : {} });
      const body = Buffer.from(await answer.arrayBuffer());
      if (process.env.ALLOC_BODIES) {
        writeFileSync(join(process.env.ALLOC_BODIES, `${name.replaceAll(' ', '-')}.json`), body);
      }
      await fire(path, cookie, WARM_UP);
      await sleep(500);
      const windowsBefore = readWindows(resultsFile).length;
      process.kill(server.pid, 'SIGUSR2');
      await sleep(300);
      const cpuBefore = server.cpuMicroseconds();
      const result = await fire(path, cookie, REQUESTS);
      const cpu = server.cpuMicroseconds() - cpuBefore;
      process.kill(server.pid, 'SIGUSR2');
      let windows = readWindows(resultsFile);
      while (windows.length === windowsBefore) {
        await sleep(100);
        windows = readWindows(resultsFile);
      }
      const { allocated, promoted, collections } = windows.at(-1)!;
      const perTenThousand = (kind: string) =>
        (((collections[kind] ?? 0) * 10_000) / REQUESTS).toFixed(0);
      console.log(
        [
          name.padEnd(18),
          `${answer.status} ${body.length} B`,
          `allocated ${Math.round(allocated / REQUESTS).toLocaleString('en')} B`,
          `promoted ${Math.round(promoted / REQUESTS).toLocaleString('en')} B`,
          `scavenges ${perTenThousand('Scavenge')}`,
          `full ${perTenThousand('MarkSweepCompact')}`,
          `CPU ${Math.round(cpu / REQUESTS)} µs`,
          `${Math.round(result.requests.average)} req/s p99 ${result.latency.p99} ms`,
          result.non2xx ? `non-2xx ${result.non2xx}` : '',
        ].join(' · '),
      );
      if (profileDir) {
        const file = join(profileDir, `${profiles++}.heapprofile`);
        while (!existsSync(file)) await sleep(100);
        await sleep(300);
        for (const line of topAllocators(file)) console.log(`    ${line}`);
      }
    }
  } finally {
    await server.stop();
    if (!process.env.ALLOC_KEEP) await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
