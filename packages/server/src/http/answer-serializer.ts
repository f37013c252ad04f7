import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The hot reads whose presenters write exactly the contract's JSON
 * (docs/architecture.md#data-flow-of-a-call): re-encoding their answers through the contract
 * (every uuid and date-time matched again by its regular expression) was a fifth of a booking
 * list's own work.
 * Outside production each of their answers is still encoded and compared byte for byte with the
 * presented one, so every API test of these routes proves it; `answer-serializer.api.test.ts`
 * compares both modes.
 */
export const PRESENTED_AS_CONTRACT: ReadonlySet<string> = new Set([
  'GET /api/bookings',
  'GET /api/bookings/:id',
  'GET /api/places/:id/time_slots',
  'GET /api/search/places',
]);

/**
 * Answers that are the signed-in user's shared, deep-frozen object (the session cache of
 * modules/auth/current-user.ts): the same object encodes to the same bytes, so each is encoded
 * once, not at every request; a change in the database brings a new object, encoded anew.
 */
const ENCODED_ONCE_PER_OBJECT: ReadonlySet<string> = new Set(['GET /api/authentication/user']);

/** Pieces of text, or lists of them (a list's members), written one after the other. */
export type TextParts = readonly (string | readonly string[])[];

/** An answer already written as JSON text (by PostgreSQL), in parts, sent as it is. */
class WrittenJson {
  constructor(readonly parts: TextParts) {}
}

/**
 * `parts`, which joined are the JSON of a T, as the handler's answer of a PRESENTED_AS_CONTRACT
 * route: its serializer sends the text as it is (outside production, checked against the
 * contract).
 */
export function writtenAnswer<T>(parts: TextParts): T {
  return new WrittenJson(parts) as unknown as T;
}

/**
 * The parts' UTF-8 bytes, written one after the other into one buffer: a string
 * answer of 30–50 kB was copied whole twice more on V8's heap — flattened when the compression
 * hook measured it, then again when Node's HTTP layer prefixed the headers to it — and the
 * copies outlived scavenges while fifty requests were in flight. A buffer's bytes are outside
 * the heap and go out after the headers as they are.
 */
function utf8Of(parts: TextParts): Buffer {
  let length = 0;
  for (const part of parts) {
    if (typeof part === 'string') length += Buffer.byteLength(part);
    else for (const piece of part) length += Buffer.byteLength(piece);
  }
  const bytes = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const part of parts) {
    if (typeof part === 'string') offset += bytes.write(part, offset);
    else for (const piece of part) offset += bytes.write(piece, offset);
  }
  return bytes;
}

// Fastify sends a serializer's buffer as it would its string (content-length from its length).
const written = (data: unknown): string =>
  data instanceof WrittenJson ? (utf8Of(data.parts) as unknown as string) : JSON.stringify(data);

type Compiler = FastifySerializerCompiler<Parameters<typeof serializerCompiler>[0]['schema']>;

/**
 * Zod's encoding everywhere but for PRESENTED_AS_CONTRACT's successes in production; the
 * signed-in user's encoded once per object (ENCODED_ONCE_PER_OBJECT).
 */
export function answerSerializerCompiler(production: boolean): Compiler {
  return (route) => {
    const encoded = serializerCompiler(route);
    const success = String(route.httpStatus) === '200';
    const operation = `${route.method} ${route.url}`;
    if (success && ENCODED_ONCE_PER_OBJECT.has(operation)) return encodedOncePerObject(encoded);
    const trusted = success && PRESENTED_AS_CONTRACT.has(operation);
    if (!trusted) return encoded;
    if (production) return written;
    return (data) => {
      const json =
        data instanceof WrittenJson ? utf8Of(data.parts).toString() : JSON.stringify(data);
      const contract = encoded(data instanceof WrittenJson ? JSON.parse(json) : data);
      if (contract !== json) {
        throw new Error(
          `${route.method} ${route.url}: the presented answer differs from its contract’s encoding:\n${json}\n${contract}`,
        );
      }
      return contract;
    };
  };
}

function encodedOncePerObject(encode: (data: unknown) => string): (data: unknown) => string {
  const encodedOnce = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return encode(data);
    let json = encodedOnce.get(data);
    if (json === undefined) encodedOnce.set(data, (json = encode(data)));
    return json;
  };
}

/** What the route's serializer makes of `answer`, as bytes to keep and send again. */
export function serializedBytes(reply: FastifyReply, answer: unknown): Buffer {
  const serialized: unknown = reply.serialize(answer);
  return Buffer.isBuffer(serialized) ? serialized : Buffer.from(String(serialized));
}
