import { z } from 'zod';
import { DomainError } from '@espaces/domain/errors';

/**
 * `{id}` of a resource path, taken as any string so that the route, not zod, answers a
 * malformed one: anything but a UUID names no resource, hence 404
 * (docs/access.md#not-found-or-forbidden), not 422.
 */
export const resourceIdParams = z.object({ id: z.string() });

// Built once: constructing the schema at each call was most of a booking page's zod work.
const uuid = z.uuid();

/** The id of `resourceIdParams`, lower-cased as stored; 404 when it is not a UUID. */
export function resourceIdOrNotFound(value: string): string {
  if (!uuid.safeParse(value).success) throw new DomainError('NOT_FOUND');
  return value.toLowerCase();
}
