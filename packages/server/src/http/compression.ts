import { brotliCompressSync, constants, gzipSync, type BrotliOptions } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this, compression saves less than a packet and costs CPU for nothing. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** JSON, text, calendars, scripts, SVG: what compresses; PDFs, images and uploads already are. */
const COMPRESSIBLE_TYPE =
  /^(application\/([\w.+-]*\+)?json|application\/javascript|text\/|image\/svg\+xml)/i;

/**
 * For answers made per request, brotli first at quality 1: on the region data's booking lists
 * and search (28–51 kB of JSON) it took 118 µs of the server's CPU a request against 229 µs for
 * gzip at its default level, for 3,524 bytes against 3,278 (+7.5 %); quality 3 cost 186 µs for
 * 3,107 bytes, quality 4 287 µs (docs/performance.md). The answer is a few
 * packets either way; the CPU is what fifty connections queue for. Gzip serves clients without
 * brotli. An answer kept and sent many times (keptAnswerFor) is compressed once, at quality 4.
 * The static assets, compressed once at build, use brotli at its strongest
 * (packages/web/vite.config.ts).
 */
const PER_REQUEST_BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const KEPT_BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

export type Encoding = 'br' | 'gzip';

const compressed = (payload: string | Buffer, encoding: Encoding, brotli: BrotliOptions): Buffer =>
  encoding === 'br' ? brotliCompressSync(payload, brotli) : gzipSync(payload);

/** The encoding the client accepts, brotli first (see PER_REQUEST_BROTLI); `q=0` refuses one. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (header === undefined) return null;
  const accepted = new Set<string>();
  for (const part of [header].flat().join(',').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function isCompressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE_TYPE.test(type);
}

/**
 * Compresses the API's answers (JSON above all) per Accept-Encoding
 * (docs/performance.md#mechanisms): a list of places is 5–6 kB of JSON and a fifth of that
 * compressed. Streams (static files, which are precompressed at build) and already encoded answers
 * go out as they are.
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
    done(null, compressed(payload, encoding, PER_REQUEST_BROTLI));
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
  if (bytes === undefined) encoded.set(encoding, (bytes = compressed(body, encoding, KEPT_BROTLI)));
  return bytes;
}

function varyWithAcceptEncoding(vary: unknown): string {
  if (typeof vary !== 'string' || vary === '') return 'Accept-Encoding';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return vary;
  return `${vary}, Accept-Encoding`;
}
