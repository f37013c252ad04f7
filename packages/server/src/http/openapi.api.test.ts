import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_REQUESTS } from '../../test/contract-fuzz/contract-fuzz.fixtures.ts';
import { fillPath, queryString } from '../../test/contract-fuzz/contract-fuzz.test-support.ts';
import {
  createFuzzWorld,
  sendRequest,
  type FuzzWorld,
} from '../../test/contract-fuzz/contract-fuzz-world.test-support.ts';

// What integrators read in /api/docs.json holds. `npm run lint:openapi` checks
// the document against Redocly's recommended rules; this checks it against the application.

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let world: FuzzWorld;
let document: Document;
let operations: { key: string; method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  world = await createFuzzWorld();
  const response = await world.context.app.inject({ method: 'GET', url: '/api/docs.json' });
  document = response.json<Document>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
});
afterAll(() => world.close());

/** Whether the operation declares that it needs a session cookie (no anonymous alternative). */
const needsSession = (operation: Operation) =>
  (operation.security ?? []).length > 0 &&
  (operation.security ?? []).every((requirement) => Object.keys(requirement).length > 0);

/** Reads without input nor session: nothing a client sends makes them answer 4xx. */
const CANNOT_FAIL = ['GET /api/config'];

describe('OpenAPI document', () => {
  it('names the server the application answers at', () => {
    // APP_URL, as configured (its default here: the test configuration sets none).
    expect(document.servers).toEqual([{ url: 'http://localhost:3000' }]);
  });

  it('gives every operation an operationId, each a different one', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists at least one 4xx answer for every operation that can fail', () => {
    const without = operations
      .filter(({ operation }) => !Object.keys(operation.responses).some((code) => /^4/.test(code)))
      .map(({ key }) => key);
    expect(without).toEqual(CANNOT_FAIL);
  });

  it('declares cookieAuth on exactly the operations that answer 401 without a session', async () => {
    const mismatches: string[] = [];
    const declaredSessionOnly = operations.filter(({ operation }) => needsSession(operation));
    // Guards the check below against passing on an empty or all-public document.
    expect(declaredSessionOnly.length).toBeGreaterThan(50);
    for (const { key, method, path, operation } of operations) {
      const base = BASE_REQUESTS[key]?.(world.ids);
      if (!base) {
        mismatches.push(`${key}: no base request in contract-fuzz.fixtures.ts`);
        continue;
      }
      const response = await sendRequest(world, {
        method,
        url: fillPath(path, base.pathParameters ?? {}) + queryString(base.query ?? {}),
        who: 'anonyme',
        body: base.body,
        multipart: base.multipart,
      });
      const refused = response.statusCode === 401;
      if (refused !== needsSession(operation))
        mismatches.push(
          `${key}: ${response.statusCode}, declared ${JSON.stringify(operation.security)}`,
        );
    }
    expect(mismatches).toEqual([]);
  });
});
