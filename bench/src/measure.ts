import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';

const LOAD_GENERATOR = fileURLToPath(new URL('../load-generator.mjs', import.meta.url));

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
  /** Bodies sent in turn, one per request (creation scenarios); `sent` counts them. */
  bodies?: { list: string[]; sent: number };
  /** Simultaneous connections when CONNECTIONS is not what the use case sees (a heavy report). */
  connections?: number;
  /** Served by the bare server (the ceilings of a route reading PostgreSQL), not by the app. */
  onBareServer?: boolean;
  /** Statements per request when known beforehand (the bare server's are not counted). */
  statements?: number;
}

/** The scenario's next body, if it sends any. */
export function nextBody(scenario: Scenario): string | undefined {
  const { bodies } = scenario;
  return bodies ? bodies.list[bodies.sent++ % bodies.list.length] : undefined;
}

export interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Requests answered. */
  requests: number;
  /** CPU time of the app's process per request answered, in microseconds. */
  cpuMicroseconds?: number;
  /** The highest of the rounds' own p99 (a round with a pause of the machine stands out). */
  worstRoundP99?: number;
}

/** A round as autocannon gives it with `skipAggregateResult`: its latencies as an encoded
 * histogram, which its `aggregateResult` adds up (not in @types/autocannon). */
type RawRound = object;
const { aggregateResult } = autocannon as unknown as {
  aggregateResult(rounds: RawRound[], options: { url: string }): autocannon.Result;
};

interface Round extends Measure {
  raw: RawRound;
}

/** One round of autocannon, in its own process (load-generator.mjs). */
async function measureOnce(address: string, scenario: Scenario): Promise<Round> {
  const { bodies } = scenario;
  const child = spawn(process.execPath, [LOAD_GENERATOR], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(
    JSON.stringify({
      url: `${address}${scenario.path}`,
      connections: scenario.connections ?? CONNECTIONS,
      duration: ROUND_SECONDS,
      method: scenario.method ?? 'GET',
      path: scenario.path,
      headers: scenario.headers,
      bodies: bodies?.list,
      firstBody: bodies?.sent,
    }),
  );
  const result = JSON.parse(await text(child.stdout)) as Round & {
    statusCodeStats: unknown;
    bodiesSent: number;
  };
  if (bodies) bodies.sent += result.bodiesSent;
  if (result.non2xx > 0) {
    // Which statuses: a bench of errors measures nothing.
    console.error(`${scenario.name}: statuses ${JSON.stringify(result.statusCodeStats)}`);
  }
  const { requestsPerSecond, p50, p99, non2xx, requests, raw } = result;
  return { requestsPerSecond, p50, p99, non2xx, requests, raw };
}

/** The rounds as one run: mean req/s; p50 and p99 of all their requests' latencies together
 * (the rounds' histograms added up), and the worst round's p99 beside. */
function combined(rounds: Round[]): Measure {
  const pooled = aggregateResult(
    rounds.map((round) => round.raw),
    { url: 'http://127.0.0.1' },
  );
  return {
    requestsPerSecond:
      rounds.reduce((sum, round) => sum + round.requestsPerSecond, 0) / rounds.length,
    p50: pooled.latency.p50,
    p99: pooled.latency.p99,
    worstRoundP99: Math.max(...rounds.map((round) => round.p99)),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    requests: rounds.reduce((sum, round) => sum + round.requests, 0),
  };
}

/** The reference route and the scenario, one round each in turn, combined (see combined); with
 * `cpuMicroseconds` (the app's process CPU so far), its CPU time per request. */
export async function measureAlternately(
  reference: { address: string; scenario: Scenario },
  app: { address: string; scenario: Scenario; cpuMicroseconds?: () => number },
): Promise<{ reference: Measure; app: Measure }> {
  const referenceRounds: Round[] = [];
  const appRounds: Round[] = [];
  let appCpu = 0;
  // Unmeasured: the first round opens the pool's connections and warms the JIT up (it cost
  // twice the CPU per request of the next one on the signed-in user).
  await measureOnce(app.address, app.scenario);
  for (let round = 0; round < DURATION_SECONDS / ROUND_SECONDS; round++) {
    referenceRounds.push(await measureOnce(reference.address, reference.scenario));
    // The app's CPU time per request depends far less on the machine's load than req/s.
    const cpu = app.cpuMicroseconds?.() ?? 0;
    appRounds.push(await measureOnce(app.address, app.scenario));
    appCpu += (app.cpuMicroseconds?.() ?? 0) - cpu;
  }
  const measured = combined(appRounds);
  // Summed over the rounds, then divided: /proc counts in ticks of 10 ms.
  if (app.cpuMicroseconds) measured.cpuMicroseconds = appCpu / Math.max(measured.requests, 1);
  return { reference: combined(referenceRounds), app: measured };
}

/** Requests per second, with a decimal where a few requests a second are all there is (PDF). */
const rate = (perSecond: number) =>
  perSecond < 10 ? perSecond.toFixed(1) : String(Math.round(perSecond));

/** One Markdown table row: the scenario, then the reference route measured between its rounds. */
export function reportRow(
  name: string,
  app: Measure,
  reference: Measure,
  statementsPerRequest: number | null,
): string {
  const ratio = (100 * app.requestsPerSecond) / reference.requestsPerSecond;
  const statements = statementsPerRequest === null ? '—' : statementsPerRequest.toFixed(1);
  return (
    `| ${name} | ${rate(app.requestsPerSecond)} | ${app.p50} | ${app.p99} | ${app.worstRoundP99} | ` +
    `${ratio.toFixed(1)} % | ${Math.round(reference.requestsPerSecond)} | ${statements} | ` +
    `${app.cpuMicroseconds === undefined ? '—' : Math.round(app.cpuMicroseconds)} | ${app.non2xx} |`
  );
}

export const REPORT_HEADER =
  '| scenario | req/s | p50 ms | p99 ms | worst round p99 ms | ÷ reference | reference req/s | ' +
  'SQL statements/request | app CPU µs/request | non-2xx |\n|---|---|---|---|---|---|---|---|---|---|';
