import { z } from 'zod';
import { calendarDateField, instantField, isoInstant, textField } from './fields.ts';
import { END_BEFORE_START } from '../messages.ts';

/**
 * Opening windows ("time slots", docs/bookings.md#opening-windows) and the actions that edit them.
 * A week time slot action repeats the window [startDate, endDate) every week, same Paris wall-clock
 * times, up to and including the day `until` (YYYY-MM-DD, Paris).
 */
export const rangeSchema = z.object({ startDate: isoInstant, endDate: isoInstant });
export type Range = z.infer<typeof rangeSchema>;

export const bookedRangeSchema = rangeSchema.extend({
  /** Staff only: organisations never see who booked (docs/bookings.md#availability). */
  booking: z.object({ '@id': z.string(), id: z.uuid(), reference: z.string() }).optional(),
});

export const timeSlotSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('TimeSlot'),
  id: z.uuid(),
  place: z.string(),
  startDate: isoInstant,
  endDate: isoInstant,
  /** With groups[]=time_slot_available. */
  availableRanges: z.array(rangeSchema).optional(),
  bookedRanges: z.array(bookedRangeSchema).optional(),
  /** The parts of the window on closed days, with the reason. */
  closedRanges: z.array(rangeSchema.extend({ reason: z.string() })).optional(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const TIME_SLOT_ACTIONS = ['add', 'remove', 'update'] as const;
export type TimeSlotActionKind = (typeof TIME_SLOT_ACTIONS)[number];

const ordered = <T extends { startDate: string; endDate: string }>(range: T) =>
  new Date(range.endDate) > new Date(range.startDate);
const ORDER_MESSAGE = { message: END_BEFORE_START, path: ['endDate'] };

/** add: a new window; remove: the window `timeSlot`; update: `timeSlot` gets the new bounds. */
export const timeSlotActionSchema = z
  .object({
    action: z.enum(TIME_SLOT_ACTIONS, { message: 'Action inconnue.' }),
    startDate: instantField,
    endDate: instantField,
    timeSlot: textField('Le créneau à modifier', 200).nullable().default(null),
  })
  .refine(ordered, ORDER_MESSAGE)
  .refine((action) => action.action === 'add' || action.timeSlot !== null, {
    message: 'Le créneau à modifier est obligatoire.',
    path: ['timeSlot'],
  });
export type TimeSlotAction = z.infer<typeof timeSlotActionSchema>;

export const weekTimeSlotActionSchema = z
  .object({
    action: z.literal('add'),
    startDate: instantField,
    endDate: instantField,
    until: calendarDateField('Date de fin de répétition attendue (AAAA-MM-JJ).'),
  })
  .refine(ordered, ORDER_MESSAGE);
export type WeekTimeSlotAction = z.infer<typeof weekTimeSlotActionSchema>;

/**
 * Body of POST {place iri}/time_slot_actions, and (as JSON strings in the query parameters
 * `timeSlotActions` and `weekTimeSlotActions`, with `place`) of the preview
 * GET /api/time_slot_action_outputs.
 */
export const timeSlotActionsInputSchema = z.object({
  timeSlotActions: z.array(timeSlotActionSchema).max(2000).default([]),
  weekTimeSlotActions: z.array(weekTimeSlotActionSchema).max(50).default([]),
});
export type TimeSlotActionsInput = z.infer<typeof timeSlotActionsInputSchema>;

/**
 * One concrete change the actions make: one hydra:member item with action, startDate, endDate,
 * timeSlot.
 */
export const timeSlotActionOutputSchema = z.object({
  '@type': z.literal('TimeSlotActionOutput'),
  action: z.enum(TIME_SLOT_ACTIONS),
  startDate: isoInstant,
  endDate: isoInstant,
  /** IRI of the window removed or updated; null for an addition. */
  timeSlot: z.string().nullable(),
});
export type TimeSlotActionOutput = z.infer<typeof timeSlotActionOutputSchema>;
