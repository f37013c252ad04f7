import fc from 'fast-check';
import { getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { rateLimitBuckets, signInThrottles } from '../../src/db/schema.ts';

// Building blocks of the contract fuzz test (contract-fuzz.api.test.ts): the operations the
// OpenAPI document (generated from the zod contracts) lists, the malformed values, how one of
// them replaces one node of a valid request, and a digest of every application table.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type NodePath = (string | number)[];

export interface Operation {
  /** `METHOD /path/{param}` as in the OpenAPI document. */
  key: string;
  method: string;
  path: string;
  queryKeys: string[];
  bodyKeys: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}

/** Every operation of the application, with its query parameters and top-level body fields. */
export function listOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        queryKeys: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => parameter.name),
        bodyKeys: Object.keys(body?.properties ?? {}),
      };
    }),
  );
}

const HUGE_TEXT = 'é'.repeat(100_000);
const withNul = fc
  .tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
  .map(([before, after]) => `${before}\u0000${after}`);
const withControl = fc
  .integer({ min: 1, max: 0x1f })
  .map((code) => `avant${String.fromCharCode(code)}après`);
const withLoneSurrogate = fc.constantFrom('\ud800', 'a\udfffb', '\udc00\ud800', 'fin\udbff');
const outOfRangeDates = fc.constantFrom(
  '0000-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '+010000-01-01T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '9999-12-31T23:59:59+14:00',
  '0000-01-01',
  '10000-01-01',
  '2026-02-30T10:00:00Z',
);
const oddNumbers = fc.constantFrom(-1, 0.5, -0.000001, 1e308, 2 ** 31, Number.MAX_SAFE_INTEGER + 2);
const deepNesting = fc
  .integer({ min: 50, max: 500 })
  .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as Json);

/** Malformed values for any node of a JSON body. */
export const malformedJson: fc.Arbitrary<Json> = fc.oneof(
  withNul,
  withControl,
  withLoneSurrogate,
  fc.constant(HUGE_TEXT),
  outOfRangeDates,
  oddNumbers,
  fc.constantFrom<Json>(true, null, {}, [], ['a', 'b'], 0, '', { '@id': '\u0000' }),
  deepNesting,
);

/** Malformed values of a query-string or path parameter: one string, or a repeated one. */
export const malformedParameter: fc.Arbitrary<string | string[]> = fc.oneof(
  withNul,
  withControl,
  withLoneSurrogate,
  fc.constant(HUGE_TEXT.slice(0, 10_000)),
  outOfRangeDates,
  fc.constantFrom('-1', '0.5', '1e308', 'NaN', '', '[]', '{"a":1}', '/api/places/%00'),
  fc.array(fc.oneof(withNul, withLoneSurrogate, outOfRangeDates), { minLength: 2, maxLength: 3 }),
);

/** Every node of a JSON value, the root included, as a path. */
export function nodePaths(value: Json, path: NodePath = []): NodePath[] {
  const children: NodePath[] = Array.isArray(value)
    ? value.flatMap((item, index) => nodePaths(item, [...path, index]))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => nodePaths(item, [...path, key]))
      : [];
  return [path, ...children];
}

/** A copy of `value` where the node at `path` is `replacement` (created when absent). */
export function replaceAt(value: Json, path: NodePath, replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy: Json = Array.isArray(value)
    ? [...value]
    : typeof value === 'object' && value !== null
      ? { ...value }
      : {};
  const container = copy as Record<string | number, Json>;
  container[head!] = replaceAt(container[head!] ?? null, rest, replacement);
  return copy;
}

/**
 * Percent-encodes a URL component as a client would send its bytes. A lone surrogate has no
 * UTF-8 form (encodeURIComponent throws): it goes as its 3-byte WTF-8 form, which the server
 * must also survive.
 */
export function encodeComponent(value: string): string {
  let encoded = '';
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    const next = value.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(value.slice(index, index + 2));
      index++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(value[index]!);
    }
  }
  return encoded;
}

export type QueryValues = Record<string, string | string[]>;

export function queryString(query: QueryValues): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    [value].flat().map((item) => `${encodeComponent(key)}=${encodeComponent(item)}`),
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** `/api/places/{id}` with its parameters filled in and encoded. */
export function fillPath(path: string, parameters: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeComponent(parameters[name] ?? '00000000-0000-4000-8000-000000000000'),
  );
}

function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/**
 * Row count and MD5 of the sorted rows of every table of the application (all of `public`),
 * in one query: equal digests mean nothing was written. The rate-limit counters and the sign-in
 * throttles are the tables a refused request must change: counting refused attempts (a wrong
 * password is one) is their purpose.
 */
export async function databaseDigest(db: Database): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN (${getTableName(rateLimitBuckets)}, ${getTableName(signInThrottles)})
      ORDER BY table_name`),
  ).map((table) => table.name);
  const digests = tables.map(
    (name) =>
      `SELECT '${name}' AS name, count(*)::text || ':' || ` +
      `coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest FROM "${name}" t`,
  );
  const rows = rowsOf<{ name: string; digest: string }>(
    await db.execute(sql.raw(digests.join(' UNION ALL '))),
  );
  return rows.map((row) => `${row.name}=${row.digest}`).join('\n');
}
