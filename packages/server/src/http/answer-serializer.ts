import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The hot reads whose presenters write exactly the contract's JSON (issue 16): re-encoding
 * their answers through the contract (every uuid and date-time matched again by its regular
 * expression) was a fifth of a booking list's own work. Outside production each of their
 * answers is still encoded and compared byte for byte with the presented one, so every API
 * test of these routes proves it; `answer-serializer.api.test.ts` compares both modes.
 */
export const PRESENTED_AS_CONTRACT: ReadonlySet<string> = new Set([
  'GET /api/bookings',
  'GET /api/bookings/:id',
  'GET /api/places/:id/time_slots',
  'GET /api/search/places',
]);

type Compiler = FastifySerializerCompiler<Parameters<typeof serializerCompiler>[0]['schema']>;

/** Zod's encoding everywhere but for PRESENTED_AS_CONTRACT's successes in production. */
export function answerSerializerCompiler(production: boolean): Compiler {
  return (route) => {
    const encoded = serializerCompiler(route);
    const trusted =
      String(route.httpStatus) === '200' &&
      PRESENTED_AS_CONTRACT.has(`${route.method} ${route.url}`);
    if (!trusted) return encoded;
    if (production) return (data) => JSON.stringify(data);
    return (data) => {
      const json = encoded(data);
      if (json !== JSON.stringify(data)) {
        throw new Error(
          `${route.method} ${route.url}: the presented answer differs from its contract’s encoding:\n${JSON.stringify(data)}\n${json}`,
        );
      }
      return json;
    };
  };
}
