import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this, compression saves less than a packet and costs CPU for nothing. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** JSON, text, calendars, scripts, SVG: what compresses; PDFs, images and uploads already are. */
const COMPRESSIBLE_TYPE =
  /^(application\/([\w.+-]*\+)?json|application\/javascript|text\/|image\/svg\+xml)/i;

/**
 * For answers made per request, gzip first: on a 5.8 kB list of places it takes ≈ 170 µs against
 * ≈ 340–390 µs for brotli at quality 4–5, for 1,090 bytes against 1,022–1,056. Brotli serves
 * clients that accept only it. The static assets, compressed once at build, use brotli at its
 * strongest (packages/web/vite.config.ts).
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

export type Encoding = 'br' | 'gzip';

const compressed = (payload: string | Buffer, encoding: Encoding): Buffer =>
  encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload);

/** The encoding the client accepts, gzip first (see BROTLI); `q=0` refuses one. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (header === undefined) return null;
  const accepted = new Set<string>();
  for (const part of [header].flat().join(',').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('gzip')) return 'gzip';
  if (accepted.has('br')) return 'br';
  return null;
}

function isCompressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE_TYPE.test(type);
}

/**
 * Compresses the API's answers (JSON above all) per Accept-Encoding, issue 16 item 5: a list of
 * places is 5–6 kB of JSON and a fifth of that compressed. Streams (static files, which are
 * precompressed at build) and already encoded answers go out as they are.
 */
export function registerCompression(app: FastifyInstance): void {
  // Callback style: every answer passes here, most go on as they are, without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isCompressible(reply, payload)) return done(null, payload);
    if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return done(null, payload);
    // The answer depends on the header from here on, whether compressed or not.
    reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding === null) return done(null, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compressed(payload, encoding));
  });
}

/**
 * An answer sent many times as the same bytes (a kept report): what the onSend hook would send
 * for this request, its headers set, each encoding compressed once and kept in `encoded`. The
 * hook then lets it go as it is (already encoded, or too small, or not accepted).
 */
export function keptAnswerFor(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  encoded: Map<Encoding, Buffer>,
): Buffer {
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return body;
  reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === null) return body;
  reply.header('content-encoding', encoding);
  let bytes = encoded.get(encoding);
  if (bytes === undefined) encoded.set(encoding, (bytes = compressed(body, encoding)));
  return bytes;
}

function varyWithAcceptEncoding(vary: unknown): string {
  if (typeof vary !== 'string' || vary === '') return 'Accept-Encoding';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return vary;
  return `${vary}, Accept-Encoding`;
}
