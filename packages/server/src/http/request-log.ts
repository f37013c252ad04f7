import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const MASK = '[masqué]';
const SECRET = Symbol('secret segment');

/**
 * Every part of an address that grants something by itself, masked in the request log (the one
 * place a request's address is written):
 * - the query parameters named `token` (links of password reset, first password, organisation
 *   activation and new e-mail) or `code`;
 * - the secret segment of these paths: a calendar feed's address, and a card registration's id
 *   at the sandbox payment provider, in its API and on its hosted page (whoever holds it enters
 *   the organisation's card).
 * Names and segments are compared decoded and in any case, as the server routes them, so no
 * spelling (`%74oken`, `/API//Calendars/…`) slips through.
 */
const SECRET_QUERY_PARAMETERS = new Set(['token', 'code']);
const SECRET_PATHS: readonly (readonly (string | typeof SECRET)[])[] = [
  ['api', 'calendars', SECRET],
  ['api', 'sandbox', 'card-registrations', SECRET],
  ['bac-a-sable', 'carte', SECRET],
];

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A query parameter's name as the query parser reads it (`+` is a space), without `[]`. */
function parameterName(name: string): string {
  return decoded(name.replace(/\+/g, ' ')).toLowerCase().replace(/\[\]$/, '');
}

function redactedPath(path: string): string {
  const segments = path.split('/');
  const named = segments
    .map((segment, index) => ({ index, name: decoded(segment).toLowerCase() }))
    .filter((segment) => segment.name !== '');
  for (const pattern of SECRET_PATHS) {
    if (named.length < pattern.length) continue;
    if (!pattern.every((part, at) => part === SECRET || part === named[at]!.name)) continue;
    segments[named[pattern.indexOf(SECRET)]!.index] = MASK;
    return segments.join('/');
  }
  return path;
}

function redactedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return SECRET_QUERY_PARAMETERS.has(parameterName(name)) ? `${name}=${MASK}` : pair;
    })
    .join('&');
}

/** The request's address with everything that grants something masked (see above). */
export function redactedUrl(rawUrl: string): string {
  const queryStart = rawUrl.indexOf('?');
  const pathEnd = queryStart < 0 ? rawUrl.length : queryStart;
  const path = redactedPath(rawUrl.slice(0, pathEnd));
  if (queryStart < 0) return path;
  const fragmentStart = rawUrl.indexOf('#', queryStart);
  const queryEnd = fragmentStart < 0 ? rawUrl.length : fragmentStart;
  const query = redactedQuery(rawUrl.slice(queryStart + 1, queryEnd));
  return `${path}?${query}${rawUrl.slice(queryEnd)}`;
}

/** Fastify's request serializer, with the URL's tokens masked. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactedUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/**
 * One line per request, written when it is answered, with the request, the status and the
 * time taken. Fastify writes two (« incoming request », then « request completed »): the same
 * facts, twice the JSON and twice the writes to the log on every hot read.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
