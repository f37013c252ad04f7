import type { ConstraintViolationList, HydraError, Violation } from '@espaces/domain/api/hydra';
import { FetchError } from 'ofetch';

/** HTTP status of a failed call, or undefined for a network failure or a non-HTTP error. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof FetchError) return error.status ?? error.response?.status;
  return undefined;
}

function bodyOf(error: unknown): unknown {
  return error instanceof FetchError ? error.data : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The violations of a 422 ConstraintViolationList answer (docs/api.md#errors-and-violations), or
 * null.
 */
export function violationsOf(error: unknown): Violation[] | null {
  const body = bodyOf(error);
  if (!isRecord(body) || !Array.isArray(body.violations)) return null;
  return (body as unknown as ConstraintViolationList).violations;
}

/** The French `hydra:description` the server sent with an error, or null. */
export function hydraDescriptionOf(error: unknown): string | null {
  const body = bodyOf(error);
  if (!isRecord(body)) return null;
  const description = (body as Partial<HydraError>)['hydra:description'];
  return typeof description === 'string' && description.trim() !== '' ? description : null;
}
