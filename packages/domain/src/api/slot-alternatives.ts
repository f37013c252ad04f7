import { z } from 'zod';
import { isoInstant } from './fields.ts';

/**
 * A free slot near a requested one found taken (docs/bookings.md#alternatives), as
 * GET /api/places/{id}/alternatives lists them: `place` is the IRI to send back in the request.
 */
export const slotAlternativeSchema = z.object({
  '@type': z.literal('SlotAlternative'),
  kind: z.enum(['same-day', 'next-week', 'other-place']),
  place: z.string(),
  placeName: z.string(),
  startDate: isoInstant,
  endDate: isoInstant,
  label: z.string(),
});
export type SlotAlternativeJson = z.infer<typeof slotAlternativeSchema>;
