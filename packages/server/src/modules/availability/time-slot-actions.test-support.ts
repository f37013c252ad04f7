import { eq } from 'drizzle-orm';
import { timeSlots } from '../../db/schema.ts';
import type { TestContext } from '../../../test/support/app.ts';
import {
  createOpeningWindow,
  createPlace,
  rangeFromNow,
  type Range,
} from '../../../test/support/factories.ts';
import {
  FACILITY_ADMIN,
  sessionsOf,
  SUPERVISOR,
  TERRITORY_ADMIN,
  type Who,
} from './availability.test-support.ts';

// Shared by the preview and save tests of time slot actions.

export interface Output {
  '@type': 'TimeSlotActionOutput';
  action: string;
  startDate: string;
  endDate: string;
  timeSlot: string | null;
}

export interface Actions {
  timeSlotActions?: unknown[];
  weekTimeSlotActions?: unknown[];
}

export const MANAGERS = [FACILITY_ADMIN, SUPERVISOR, TERRITORY_ADMIN];

export const iso = (range: Range) => ({
  startDate: range.startDate.toISOString(),
  endDate: range.endDate.toISOString(),
});
export const slotIri = (id: string) => `/api/time_slots/${id}`;

export const members = (response: { json: () => unknown }) =>
  (response.json() as { 'hydra:member': Output[] })['hydra:member'];

/** Adds a window touching the existing one: the preview and the save merge them. */
export function touchingAddition(range: Range) {
  return {
    action: 'add',
    startDate: range.endDate.toISOString(),
    endDate: new Date(range.endDate.getTime() + 2 * 3_600_000).toISOString(),
  };
}

export function timeSlotActionsClient(context: () => TestContext) {
  const session = sessionsOf(context);
  return {
    session,
    async preview(who: Who, place: string, actions: Actions) {
      const query = new URLSearchParams({ place });
      for (const key of ['timeSlotActions', 'weekTimeSlotActions'] as const) {
        if (actions[key]) query.set(key, JSON.stringify(actions[key]));
      }
      return context().app.inject({
        method: 'GET',
        url: `/api/time_slot_action_outputs?${query.toString()}`,
        cookies: await session(who),
      });
    },
    async apply(who: Who, placeId: string, actions: Actions) {
      return context().app.inject({
        method: 'POST',
        url: `/api/places/${placeId}/time_slot_actions`,
        cookies: await session(who),
        payload: actions,
      });
    },
    async windowsOf(placeId: string) {
      const rows = await context()
        .db.select()
        .from(timeSlots)
        .where(eq(timeSlots.placeId, placeId))
        .orderBy(timeSlots.startDate);
      return rows.map((row) => ({ id: row.id, ...iso(row) }));
    },
    /** A published place with one window tomorrow, 4 hours long. */
    async placeWithWindow(overrides: Parameters<typeof createPlace>[1] = {}) {
      const { db, clock } = context();
      const place = await createPlace(db, overrides);
      const range = rangeFromNow(24, 4, clock.now());
      const window = await createOpeningWindow(db, place.id, range);
      return { place, window, range };
    },
  };
}
