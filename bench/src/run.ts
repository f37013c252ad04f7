// `npm run bench`: throughput and latency of API scenarios next to a trivial route, measured in
// the same run on the same machine (DESIGN §6). Never part of `npm test`.
import autocannon from 'autocannon';
import { buildApp } from '@espaces/server/src/app.ts';
import { loadConfig } from '@espaces/server/src/config.ts';
import { prepareDatabase } from '@espaces/server/src/db/cli.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    COOKIE_SECRET: 'bench-secret-bench-secret-bench-secret',
  });
  const database = await prepareDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: undefined,
    seedDemo: true,
  });
  const app = await buildApp({ config, db: database.db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const signIn = await fetch(`${address}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@espaces.test', password: 'Espaces-Demo-2026' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

  const scenarios: Scenario[] = [
    { name: 'trivial route (GET /api/config)', path: '/api/config' },
    {
      name: 'signed-in user (GET /api/authentication/user)',
      path: '/api/authentication/user',
      headers: { cookie },
    },
  ];
  console.log(
    `Bench: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario, base ${database.engine}`,
  );
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: `${address}${scenario.path}`,
      headers: scenario.headers,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    console.log(
      `${scenario.name.padEnd(50)} ${Math.round(result.requests.average).toString().padStart(7)} req/s` +
        `  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`,
    );
  }
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
