// `npm run bench:in-process -w @espaces/bench`: the hot reads through `app.inject`, 10 at a
// time, no sockets: CPU per request, and on PGlite how much of it the database's WebAssembly
// took (time inside PGlite's synchronous protocol calls) and how many protocol calls it made.
// The app stays in this process, under tsx (not the compiled server `npm run bench` measures):
// its CPU is read around `inject`, and PGlite's calls are watched in place.
// BENCH_SQL=1 prints each read's distinct statements (to EXPLAIN them); BENCH_CONCURRENCY=1
// sends one request at a time (concurrent indicators requests share their version reads);
// BENCH_LIST_TEXTS=without, as `npm run bench`.
import { buildApp } from '@espaces/server/src/app.ts';
import type { PgliteHandle } from '@espaces/server/src/db/pglite.ts';
import {
  REGION_FACILITY_ADMIN_EMAIL,
  REGION_ORGANIZATION_EMAIL,
} from '@espaces/server/src/db/seed/region-data.ts';
import { emptyListTexts, releaseListTexts, withoutListTexts } from './list-texts-switch.ts';
import { openBenchDatabase, readQueries, regionTargets } from './region-targets.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const PASSES = 3;

async function main(): Promise<void> {
  const { config, database } = await openBenchDatabase();
  const now = new Date();
  const target = await regionTargets(database.db, now);
  if (withoutListTexts) await emptyListTexts(database.db);
  const app = await buildApp({ config, db: database.db, logger: false });
  const wasm =
    database.engine === 'pglite' ? watchPglite(database as unknown as PgliteHandle) : null;

  const signIn = async (email: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email, password: 'Espaces-Demo-2026' },
    });
    if (response.statusCode !== 200 && response.statusCode !== 204) {
      throw new Error(`sign-in of ${email} answered ${response.statusCode}`);
    }
    return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  };
  const staff = await signIn(REGION_FACILITY_ADMIN_EMAIL);
  const organization = await signIn(REGION_ORGANIZATION_EMAIL);
  const central = await signIn('central@espaces.test');
  const { month, search, indicators } = readQueries(target, now);
  const reads: { name: string; url: string; cookie?: string; requests?: number }[] = [
    { name: 'signed-in user', url: '/api/authentication/user', cookie: staff },
    {
      name: 'availability, a month',
      url: `/api/places/${target.placeId}/time_slots?${month}`,
      cookie: organization,
    },
    {
      name: 'booking list, facility',
      url: `/api/bookings?place.facility.id=${target.facilityId}`,
      cookie: staff,
    },
    { name: 'booking list, org.', url: '/api/bookings', cookie: organization },
    { name: 'search with avail.', url: `/api/search/places?${search}` },
    {
      name: 'menu count',
      url: '/api/bookings?status[]=new&status[]=pending&itemsPerPage=1',
      cookie: staff,
    },
    { name: 'booking page', url: `/api/bookings/${target.newBookingId}`, cookie: staff },
    // A report of seconds: a few only.
    { name: 'indicators', url: `/api/indicators?${indicators}`, cookie: central, requests: 10 },
  ];
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  console.log(
    `${database.engine}, ${REQUESTS} requests a pass (indicators 10), ${CONCURRENCY} at a time`,
  );
  console.log('| read | CPU µs/request | of which WASM µs | protocol calls/request |');
  console.log('| --- | --- | --- | --- |');
  for (const read of reads.filter(({ name }) => !only || only.test(name))) {
    const send = async () => {
      const response = await app.inject({
        method: 'GET',
        url: read.url,
        headers: read.cookie ? { cookie: read.cookie } : {},
      });
      if (response.statusCode !== 200) throw new Error(`${read.name}: ${response.statusCode}`);
    };
    if (wasm && process.env.BENCH_SQL) {
      wasm.texts.clear();
      await send();
      console.log(`\n${read.name}:\n${[...wasm.texts].join('\n---\n')}\n`);
    }
    const requests = read.requests ?? REQUESTS;
    let best: { cpu: number; wasm: number; calls: number } | null = null;
    for (let pass = 0; pass <= PASSES; pass++) {
      const cpu = process.cpuUsage();
      const before = wasm ? { ms: wasm.ms, calls: wasm.calls } : { ms: 0, calls: 0 };
      let sent = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (sent++ < requests) await send();
        }),
      );
      const used = process.cpuUsage(cpu);
      const measured = {
        cpu: (used.user + used.system) / requests,
        wasm: wasm ? ((wasm.ms - before.ms) * 1000) / requests : 0,
        calls: wasm ? (wasm.calls - before.calls) / requests : 0,
      };
      // Pass 0 warms the JIT and the plans up.
      if (pass > 0 && (!best || measured.cpu < best.cpu)) best = measured;
    }
    console.log(
      `| ${read.name} | ${Math.round(best!.cpu)} | ${Math.round(best!.wasm)} | ${best!.calls.toFixed(1)} |`,
    );
  }
  await app.close();
  if (withoutListTexts) await releaseListTexts(database.db);
  await database.close();
}

/** Time spent inside PGlite's synchronous protocol calls (the WebAssembly running). */
function watchPglite(handle: PgliteHandle) {
  const watched = { ms: 0, calls: 0, texts: new Set<string>() };
  const client = handle.client as unknown as {
    execProtocolRawSync(message: Uint8Array): Uint8Array;
    query(text: string, ...rest: unknown[]): Promise<unknown>;
  };
  const run = client.execProtocolRawSync.bind(client);
  client.execProtocolRawSync = (message) => {
    const started = performance.now();
    try {
      return run(message);
    } finally {
      watched.ms += performance.now() - started;
      watched.calls++;
    }
  };
  const query = client.query.bind(client);
  client.query = (text, ...rest) => {
    watched.texts.add(`${text}\n${JSON.stringify(rest[0])}`);
    return query(text, ...rest);
  };
  return watched;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
