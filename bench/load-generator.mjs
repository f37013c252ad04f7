// Started by src/measure.ts for each round: autocannon in its own process, so that the load
// generator never shares the event loop of the server it measures (the app runs in the bench's
// process, the bare route in its own). Reads its round on stdin, prints the result as JSON, with
// the round's raw result (latencies as an encoded histogram) for pooling rounds (measure.ts).
import autocannon from 'autocannon';
import { text } from 'node:stream/consumers';

const round = JSON.parse(await text(process.stdin));
const { bodies, firstBody = 0 } = round;
let sent = 0;
const options = { url: round.url, connections: round.connections };
const raw = await autocannon({
  ...options,
  skipAggregateResult: true,
  duration: round.duration,
  requests: [
    {
      method: round.method,
      path: round.path,
      headers: round.headers,
      ...(bodies
        ? {
            setupRequest: (request) => ({
              ...request,
              body: bodies[(firstBody + sent++) % bodies.length],
            }),
          }
        : {}),
    },
  ],
});
const result = autocannon.aggregateResult([raw], options);
console.log(
  JSON.stringify({
    requestsPerSecond: raw.totalCompletedRequests / raw.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    requests: result.requests.total,
    statusCodeStats: result.statusCodeStats,
    bodiesSent: sent,
    raw,
  }),
);
