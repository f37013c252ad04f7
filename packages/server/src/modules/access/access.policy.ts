import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess, type AccessCheck, type AccessResource } from '@espaces/domain/access/checks';
import { accessDenialCode, DomainError } from '@espaces/domain/errors';

/**
 * An access check (docs/access.md#access-checks) as a service asks it: the signed-in actor when
 * allowed, else the error of the refusal (401, 403, or the message for an organisation not yet
 * validated).
 */
export function requireAccess(
  check: AccessCheck,
  actor: Actor | null,
  resource?: AccessResource,
): Actor {
  const decision = checkAccess(check, actor, resource);
  if (!decision.allowed) throw new DomainError(accessDenialCode(decision.reason));
  return actor!;
}
