import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const MASK = '[masqué]';

/** The parameter's name as the query parser reads it: `%74oken` is `token` too. */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** A calendar feed's secret address is its path (issue 18 §1): masked in the logs too. */
function redactedCalendarPath(url: string): string {
  return url.replace(/^(\/api\/calendars\/)[^/?#]*/i, `$1${MASK}`);
}

/**
 * Links e-mailed to users carry a `token` that signs in or proves an address (password reset,
 * e-mail validation): a request log must never hold one (issue 10 item 5). Names are compared
 * decoded, as the server reads them, so no spelling of `token` slips through.
 */
export function redactedUrl(rawUrl: string): string {
  const url = redactedCalendarPath(rawUrl);
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const fragmentStart = url.indexOf('#', queryStart);
  const queryEnd = fragmentStart < 0 ? url.length : fragmentStart;
  const query = url
    .slice(queryStart + 1, queryEnd)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return decodedName(name).toLowerCase() === 'token' ? `${name}=${MASK}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${query}${url.slice(queryEnd)}`;
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
 * facts, twice the JSON and twice the writes to the log on every hot read (issue 16 item 3).
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
