// `npm run bench:allocation`: bytes the compiled server allocates and promotes per request of
// the lists, the search and the menu count, load-independently (session 14, task alloc):
// a fixed number of requests at 50 connections, V8's own count of each collection
// (`--trace-gc-nvp`: bytes allocated since the previous collection, bytes promoted), summed
// over the collections of the measured requests. ALLOC_REQUESTS requests per scenario (3,000);
// ALLOC_ONLY, a regular expression on the names; ALLOC_BODIES, a directory where each answer's
// body is written (to compare two versions byte for byte); ALLOC_HEAP_PROFILE, a directory
// where a sampling heap profile of each scenario is written, its top functions printed;
// ALLOC_NODE_ARGUMENTS, more V8 flags (`--max-semi-space-size=16`: a young generation as small
// as session 13's runs saw, where a request's objects outlive scavenges).
// PostgreSQL only (DATABASE_URL): the point is Node's heap, not PGlite's.
import autocannon from 'autocannon';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
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

interface Collection {
  kind: string;
  allocated: number;
  promoted: number;
}

/** The collections `--trace-gc-nvp` printed in `text` (the request log's lines are skipped). */
function collectionsIn(text: string): Collection[] {
  return text
    .split('\n')
    .filter((line) => line.includes(' gc='))
    .map((line) => {
      const field = (name: string) => line.match(new RegExp(` ${name}=(\\S+)`))?.[1];
      return {
        kind: field('gc') ?? '?',
        allocated: Number(field('allocated') ?? 0),
        promoted: Number(field('promoted') ?? 0),
      };
    });
}

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
  const traceFile = join(dataDir, 'trace.log');
  const traceFd = openSync(traceFile, 'w');
  const profileDir = process.env.ALLOC_HEAP_PROFILE;
  const server = await startCompiledServer(
    { ...benchEnvironment(dataDir), ...(profileDir ? { ALLOC_HEAP_PROFILE: profileDir } : {}) },
    {
      nodeArguments: [
        '--trace-gc-nvp',
        ...(profileDir ? [`--import=${PROBE}`] : []),
        ...(process.env.ALLOC_NODE_ARGUMENTS?.split(' ').filter(Boolean) ?? []),
      ],
      stdout: traceFd,
    },
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
      if (profileDir) {
        process.kill(server.pid, 'SIGUSR2');
        await sleep(300);
      }
      const start = readFileSync(traceFile).length;
      const cpuBefore = server.cpuMicroseconds();
      const result = await fire(path, cookie, REQUESTS);
      const cpu = server.cpuMicroseconds() - cpuBefore;
      await sleep(300);
      const collections = collectionsIn(readFileSync(traceFile).subarray(start).toString('utf8'));
      const sum = (pick: (c: Collection) => number) =>
        collections.reduce((total, c) => total + pick(c), 0);
      const count = (kind: string) => collections.filter((c) => c.kind === kind).length;
      const perTenThousand = (n: number) => ((n * 10_000) / REQUESTS).toFixed(0);
      console.log(
        [
          name.padEnd(18),
          `${answer.status} ${body.length} B`,
          `allocated ${Math.round(sum((c) => c.allocated) / REQUESTS).toLocaleString('en')} B`,
          `promoted ${Math.round(sum((c) => c.promoted) / REQUESTS).toLocaleString('en')} B`,
          `scavenges ${perTenThousand(count('s'))}`,
          `full ${perTenThousand(count('mc'))}`,
          `CPU ${Math.round(cpu / REQUESTS)} µs`,
          `${Math.round(result.requests.average)} req/s p99 ${result.latency.p99} ms`,
          result.non2xx ? `non-2xx ${result.non2xx}` : '',
        ].join(' · '),
      );
      if (profileDir) {
        process.kill(server.pid, 'SIGUSR2');
        const file = join(profileDir, `${profiles++}.heapprofile`);
        while (!existsSync(file)) await sleep(100);
        await sleep(300);
        for (const line of topAllocators(file)) console.log(`    ${line}`);
      }
    }
  } finally {
    await server.stop();
    closeSync(traceFd);
    if (!process.env.ALLOC_KEEP) await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
