import { z } from 'zod';
import { CALENDAR_FEED_SCOPES } from '../calendar/calendar-feeds.ts';
import { CALENDAR_MESSAGES } from '../calendar/calendar-messages.ts';
import { isoInstant, namedRef } from './fields.ts';
import { idFromIri } from './iri.ts';

/**
 * Contracts of the calendar feeds (docs/calendar-feeds.md): `GET|POST /api/calendar_feeds`,
 * `DELETE /api/calendar_feeds/{id}`; the feed itself is `GET /api/calendars/{token}.ics`.
 */

const TARGET_COLLECTION = {
  organization: 'organizations',
  facility: 'facilities',
  place: 'places',
} as const;

/** Subscribe (or regenerate the link of) a feed: its scope and the IRI of what it follows. */
export const calendarFeedInputSchema = z
  .object({
    scope: z.enum(CALENDAR_FEED_SCOPES, { message: CALENDAR_MESSAGES.scopeUnknown }),
    target: z.string({ message: CALENDAR_MESSAGES.targetMismatch }).max(200, {
      message: CALENDAR_MESSAGES.targetMismatch,
    }),
  })
  .superRefine((input, context) => {
    const prefix = `/api/${TARGET_COLLECTION[input.scope]}/`;
    const id = idFromIri(input.target);
    if (!input.target.startsWith(prefix) || input.target.length !== prefix.length + 36 || !id) {
      context.addIssue({
        code: 'custom',
        path: ['target'],
        message: CALENDAR_MESSAGES.targetMismatch,
      });
    }
  })
  .transform((input) => ({ scope: input.scope, targetId: idFromIri(input.target)! }));
export type CalendarFeedInput = z.input<typeof calendarFeedInputSchema>;

export const calendarFeedSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('CalendarFeed'),
  id: z.uuid(),
  scope: z.enum(CALENDAR_FEED_SCOPES),
  /** The organisation, facility or place followed; a place also names its facility. */
  target: namedRef.extend({ facilityName: z.string().nullable() }),
  createdAt: isoInstant,
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The secret address is shown once, when the link is made: only its hash is kept. */
export const issuedCalendarFeedSchema = calendarFeedSchema.extend({ url: z.string() });
export type IssuedCalendarFeed = z.infer<typeof issuedCalendarFeedSchema>;
