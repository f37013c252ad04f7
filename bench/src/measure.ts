import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/** Each scenario alternates with the bare route in rounds of two seconds each, so both meet the
 * same load from other processes on a shared machine. */
const ROUND_SECONDS = 2;

export interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A new body for each request (creation scenarios). */
  nextBody?: () => string;
  /** Simultaneous connections when CONNECTIONS is not what the use case sees (a heavy report). */
  connections?: number;
}

export interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Requests answered. */
  requests: number;
}

async function measureOnce(address: string, scenario: Scenario): Promise<Measure> {
  const { nextBody } = scenario;
  const result = await autocannon({
    url: `${address}${scenario.path}`,
    connections: scenario.connections ?? CONNECTIONS,
    duration: ROUND_SECONDS,
    requests: [
      {
        method: scenario.method ?? 'GET',
        path: scenario.path,
        headers: scenario.headers,
        ...(nextBody ? { setupRequest: (request) => ({ ...request, body: nextBody() }) } : {}),
      },
    ],
  });
  if (result.non2xx > 0) {
    // Which statuses: a bench of errors measures nothing.
    console.error(`${scenario.name}: statuses ${JSON.stringify(result.statusCodeStats)}`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

function combined(rounds: Measure[]): Measure {
  return {
    requestsPerSecond:
      rounds.reduce((sum, round) => sum + round.requestsPerSecond, 0) / rounds.length,
    p50: median(rounds.map((round) => round.p50)),
    p99: Math.max(...rounds.map((round) => round.p99)),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    requests: rounds.reduce((sum, round) => sum + round.requests, 0),
  };
}

/** The bare route and the scenario, one round each in turn: mean req/s, median p50, worst p99. */
export async function measureAlternately(
  bare: { address: string; scenario: Scenario },
  app: { address: string; scenario: Scenario },
): Promise<{ bare: Measure; app: Measure }> {
  const bareRounds: Measure[] = [];
  const appRounds: Measure[] = [];
  for (let round = 0; round < DURATION_SECONDS / ROUND_SECONDS; round++) {
    bareRounds.push(await measureOnce(bare.address, bare.scenario));
    appRounds.push(await measureOnce(app.address, app.scenario));
  }
  return { bare: combined(bareRounds), app: combined(appRounds) };
}

/** One Markdown table row: the scenario, then the bare route measured just before it. */
export function reportRow(
  name: string,
  app: Measure,
  bare: Measure,
  statementsPerRequest: number | null,
): string {
  const ratio = (100 * app.requestsPerSecond) / bare.requestsPerSecond;
  const statements = statementsPerRequest === null ? '—' : statementsPerRequest.toFixed(1);
  return (
    `| ${name} | ${Math.round(app.requestsPerSecond)} | ${app.p50} | ${app.p99} | ` +
    `${ratio.toFixed(1)} % | ${Math.round(bare.requestsPerSecond)} | ${statements} | ${app.non2xx} |`
  );
}

export const REPORT_HEADER =
  '| scenario | req/s | p50 ms | p99 ms | ratio to bare | bare req/s | SQL statements/request | non-2xx |\n' +
  '|---|---|---|---|---|---|---|---|';
