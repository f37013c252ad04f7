import type { FastifyRequest } from 'fastify';

/**
 * Links e-mailed to users carry a `token` that signs in or proves an address (password reset,
 * e-mail validation): a request log must never hold one (issue 10 item 5).
 */
export function redactedUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[masqué]');
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
