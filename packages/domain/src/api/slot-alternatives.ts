import { z } from 'zod';
import { bookingQuerySchema } from './bookings.ts';
import { isoInstant } from './fields.ts';

/**
 * A free slot near a requested one found taken (docs/bookings.md#alternatives), as
 * GET /api/places/{id}/alternatives lists them: `place` is the IRI to send back in the request.
 */
export const slotAlternativeSchema = z.object({
  '@type': z.literal('SlotAlternative'),
  kind: z.enum(['same-day', 'next-week', 'other-place', 'nearby']),
  place: z.string(),
  placeName: z.string(),
  startDate: isoInstant,
  endDate: isoInstant,
  label: z.string(),
});
export type SlotAlternativeJson = z.infer<typeof slotAlternativeSchema>;

/**
 * A weekly query free on every occurrence of a yearly request found taken, as
 * GET /api/places/{id}/weekly_alternatives lists them: `place`, `query` and `bookingSlots` are
 * what the yearly request sends again.
 */
export const weeklyAlternativeSchema = z.object({
  '@type': z.literal('WeeklyAlternative'),
  kind: z.enum(['same-day', 'other-day', 'other-place', 'nearby']),
  place: z.string(),
  placeName: z.string(),
  query: bookingQuerySchema,
  bookingSlots: z.array(z.object({ startDate: isoInstant, endDate: isoInstant })),
  label: z.string(),
});
export type WeeklyAlternativeJson = z.infer<typeof weeklyAlternativeSchema>;
