import type { Actor } from '@espaces/domain/access/actor';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './config.ts';
import { requireUser } from './modules/auth/current-user.ts';

/**
 * What a use case receives from its route, never an HTTP object (docs/architecture.md#data-flow-of-a-call):
 * who asks, the instant it acts at, and the name and address its e-mails carry.
 */
export interface UseCaseContext {
  actor: Actor;
  now: Date;
  appName: string;
  appUrl: string;
}

/** The context of a signed-in request (401 without a session). */
export function useCaseContextOf(config: Pick<AppConfig, 'appName' | 'appUrl'>, clock: () => Date) {
  return (request: FastifyRequest): UseCaseContext => ({
    actor: requireUser(request),
    now: clock(),
    appName: config.appName,
    appUrl: config.appUrl,
  });
}
