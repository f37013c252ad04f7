import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_REQUESTS, NOT_FUZZED, type BaseRequest } from './contract-fuzz.fixtures.ts';
import {
  databaseDigest,
  fillPath,
  listOperations,
  malformedJson,
  malformedParameter,
  nodePaths,
  queryString,
  replaceAt,
  type Operation,
} from './contract-fuzz.test-support.ts';
import {
  createFuzzWorld,
  sendRequest,
  type FuzzRequest,
  type FuzzWorld,
} from './contract-fuzz-world.test-support.ts';

/**
 * No 5xx from bad input, anywhere (docs/security.md#input). For every operation of the OpenAPI
 * document (generated from the zod contracts), a valid request has one node replaced by a malformed
 * value (NUL, control character, lone surrogate, 100 kB text, year 0000 or 10000, odd numbers,
 * wrong types, deep nesting): the body's nodes and top-level fields, each query parameter plus an
 * unknown one, each path parameter. The answer is never a 5xx, and a 4xx writes nothing (digest
 * of every table). Replay a failure with the seed fast-check prints: FUZZ_SEED=<seed>.
 */

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Two runs per target, within bounds that keep each engine's run well under a minute. */
const runsFor = (targets: number, isWrite: boolean) =>
  Math.min(isWrite ? 30 : 12, Math.max(8, 2 * targets));
const UNKNOWN_PARAMETER = 'inconnu[]';

type Target =
  | { part: 'body'; path: (string | number)[] }
  | { part: 'query' | 'path'; name: string }
  | { part: 'fileName' };

let world: FuzzWorld;
let operations: Map<string, Operation>;
let digest: string | undefined;

beforeAll(async () => {
  world = await createFuzzWorld();
  operations = new Map(listOperations(world.context.app).map((op) => [op.key, op]));
});
afterAll(() => world.close());

function targetsOf(operation: Operation, { body, query, multipart }: BaseRequest): Target[] {
  const bodyPaths = body === undefined ? [] : nodePaths(body);
  const topLevel = operation.bodyKeys
    .filter((key) => typeof body !== 'object' || body === null || !(key in body))
    .map((key) => [key]);
  const queryNames = [
    ...new Set([...operation.queryKeys, ...Object.keys(query ?? {}), UNKNOWN_PARAMETER]),
  ];
  const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return [
    ...[...bodyPaths, ...topLevel].map((path): Target => ({ part: 'body', path })),
    ...(operation.method === 'GET' ? queryNames : []).map((name): Target => ({
      part: 'query',
      name,
    })),
    ...pathNames.map((name): Target => ({ part: 'path', name })),
    ...(multipart ? [{ part: 'fileName' } as const] : []),
  ];
}

describe('contract fuzz: malformed input never answers 5xx and a refusal writes nothing', () => {
  it('has a valid base request for every operation of the API', () => {
    const missing = [...operations.keys()].filter(
      (key) => !(key in BASE_REQUESTS) && !(key in NOT_FUZZED),
    );
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(BASE_REQUESTS))('%s', async (key) => {
    const operation = operations.get(key);
    expect(operation, `${key} is no longer an operation of the API`).toBeDefined();
    const base = BASE_REQUESTS[key]!(world.ids);
    const targets = targetsOf(operation!, base);
    const isWrite = operation!.method !== 'GET';
    const property = fc.asyncProperty(
      fc.constantFrom(...targets),
      malformedJson,
      malformedParameter,
      fc.constantFrom(base.who, base.who, base.who, 'anonyme' as const),
      async (target, bodyValue, parameterValue, who) => {
        const request: FuzzRequest = {
          method: operation!.method,
          who,
          multipart: base.multipart,
          body: base.body,
        };
        const pathParameters = { ...base.pathParameters };
        const query = { ...base.query };
        if (target.part === 'body')
          request.body = replaceAt(base.body ?? {}, target.path, bodyValue);
        else if (target.part === 'query') query[target.name] = parameterValue;
        else if (target.part === 'path')
          pathParameters[target.name] = [parameterValue].flat().join('');
        else request.fileName = [parameterValue].flat().join('');
        request.url = fillPath(operation!.path, pathParameters) + queryString(query);

        digest ??= await databaseDigest(world.context.db);
        const response = await sendRequest(world, request);
        const where = `${key} ${JSON.stringify(target)} as ${who}`;
        expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(await databaseDigest(world.context.db), `${where} wrote`).toBe(digest);
        } else {
          digest = undefined;
        }
      },
    );
    await fc.assert(property, {
      numRuns: runsFor(targets.length, isWrite),
      endOnFailure: true,
      ...(SEED === undefined ? {} : { seed: SEED }),
    });
  });
});
