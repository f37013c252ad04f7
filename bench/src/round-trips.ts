import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { nextBody, type Scenario } from './measure.ts';

/**
 * Statements sent to PostgreSQL (BEGIN and COMMIT included), counted at the driver: round
 * trips per request do not depend on how loaded the machine is, unlike req/s. The compiled
 * server measured runs in its own process, with its own driver: the statements are counted on
 * an app built in the bench's process from the same sources, on the same database — they do
 * not depend on compilation.
 */
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...args: unknown[]) => unknown).apply(this, args);
} as typeof query;

const SEQUENTIAL_REQUESTS = 10;

/** Mean statements of the scenario's request, sent SEQUENTIAL_REQUESTS times one by one after
 * one more that warms the app's caches up (the signed-in user's), as the load did. */
export async function statementsPerRequest(
  app: FastifyInstance,
  scenario: Scenario,
): Promise<number> {
  const send = () =>
    app.inject({
      method: scenario.method ?? 'GET',
      url: scenario.path,
      headers: scenario.headers,
      payload: nextBody(scenario),
    });
  await send();
  const before = statements;
  for (let request = 0; request < SEQUENTIAL_REQUESTS; request++) await send();
  return (statements - before) / SEQUENTIAL_REQUESTS;
}
