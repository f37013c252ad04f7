import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A new body for each request (creation scenarios). */
  nextBody?: () => string;
}

export interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export async function measure(address: string, scenario: Scenario): Promise<Measure> {
  const { nextBody } = scenario;
  const result = await autocannon({
    url: `${address}${scenario.path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
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
  };
}

/** One Markdown table row: the scenario, then the bare route measured just before it. */
export function reportRow(name: string, app: Measure, bare: Measure): string {
  const ratio = (100 * app.requestsPerSecond) / bare.requestsPerSecond;
  return (
    `| ${name} | ${Math.round(app.requestsPerSecond)} | ${app.p50} | ${app.p99} | ` +
    `${ratio.toFixed(1)} % | ${Math.round(bare.requestsPerSecond)} | ${app.non2xx} |`
  );
}

export const REPORT_HEADER =
  '| scenario | req/s | p50 ms | p99 ms | ratio to bare | bare req/s | non-2xx |\n' +
  '|---|---|---|---|---|---|---|';
