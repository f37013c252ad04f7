import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DomainError,
  ERROR_CODES,
  IntegrityAlarm,
  ValidationFailure,
  violation,
} from '@espaces/domain/errors';
import { BAD_REQUEST, DEFAULT_ERROR, UNSUPPORTED_MEDIA_TYPE } from '@espaces/domain/messages';
import { isConcurrencyFailure } from '../db/errors.ts';
import { logIntegrityAlarm } from './integrity-alarm-log.ts';
import { hydraError, violationList } from './problems.ts';

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  413: 'Le contenu envoyé est trop volumineux.',
  415: UNSUPPORTED_MEDIA_TYPE,
};

/**
 * Every failure answers JSON-LD in French; never a stack trace (docs/api.md#errors-and-violations).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const violations = error.validation.map((issue) =>
        violation(
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          issue.message ?? '',
          String(issue.keyword),
        ),
      );
      return reply.code(422).send(violationList(violations));
    }
    if (error instanceof ValidationFailure) {
      return reply.code(422).send(violationList(error.violations));
    }
    if (error instanceof DomainError) {
      if (error instanceof IntegrityAlarm) logIntegrityAlarm(request.log, error);
      const { status, message } = ERROR_CODES[error.code];
      const description = error.message || message;
      if (status === 422) {
        return reply
          .code(422)
          .send(violationList([violation(error.propertyPath ?? '', description, error.code)]));
      }
      return reply.code(status).send(hydraError(description));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(hydraError(ERROR_CODES.TOO_MANY_ATTEMPTS.message));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(hydraError(CLIENT_ERROR_MESSAGES[status] ?? BAD_REQUEST));
    }
    // PostgreSQL stopped the transaction (deadlock, serialization): nothing was written and
    // the user may try again; the lock order (docs/decisions.md) keeps it rare.
    if (isConcurrencyFailure(error)) {
      request.log.warn({ err: error }, 'transaction stopped by a concurrent one');
      const { status: conflict, message } = ERROR_CODES.CONCURRENT_CHANGE;
      return reply.code(conflict).send(hydraError(message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(hydraError(DEFAULT_ERROR));
  });
}
