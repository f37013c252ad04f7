import pg from 'pg';
import { nextBody, type Scenario } from './measure.ts';

/**
 * Statements sent to PostgreSQL (BEGIN and COMMIT included), counted at the driver: round
 * trips per request do not depend on how loaded the machine is, unlike req/s.
 */
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...args: unknown[]) => unknown).apply(this, args);
} as typeof query;

const SEQUENTIAL_REQUESTS = 10;

/** Mean statements of the scenario's request, sent SEQUENTIAL_REQUESTS times one by one. */
export async function statementsPerRequest(address: string, scenario: Scenario): Promise<number> {
  // Requests the load left in flight are still being answered: wait until the database is quiet.
  for (let last = -1; last !== statements;) {
    last = statements;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const before = statements;
  for (let request = 0; request < SEQUENTIAL_REQUESTS; request++) {
    const response = await fetch(`${address}${scenario.path}`, {
      method: scenario.method ?? 'GET',
      headers: scenario.headers,
      body: nextBody(scenario),
    });
    await response.arrayBuffer();
  }
  return (statements - before) / SEQUENTIAL_REQUESTS;
}
