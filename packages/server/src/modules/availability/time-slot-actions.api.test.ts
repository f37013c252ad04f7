import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, timeSlots } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../../test/support/app.ts';
import {
  createBooking,
  createOpeningWindow,
  createPlace,
  rangeFromNow,
} from '../../../test/support/factories.ts';
import { overlapAsViolation } from './availability.service.ts';
import {
  CENTRAL,
  FACILITY_ADMIN,
  ORGANIZATION,
  SIGNED_OUT,
  SUPERVISOR,
  VALIDATOR,
  violationsOf,
} from './availability.test-support.ts';
import {
  iso,
  MANAGERS,
  members,
  slotIri,
  timeSlotActionsClient,
  touchingAddition,
} from './time-slot-actions.test-support.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());
const { apply, preview, windowsOf, placeWithWindow } = timeSlotActionsClient(() => context);

describe('POST /api/places/{id}/time_slot_actions', () => {
  it.each(MANAGERS)('lets %s save a merge and records it in the place history', async (who) => {
    const { place, window, range } = await placeWithWindow();
    const addition = touchingAddition(range);
    const later = rangeFromNow(96, 2, context.clock.now());
    const response = await apply(who, place.id, {
      timeSlotActions: [addition, { action: 'add', ...iso(later) }],
    });
    expect(response.statusCode).toBe(200);
    expect(members(response).map((output) => output.action)).toEqual(['update', 'add']);
    const windows = await windowsOf(place.id);
    expect(windows).toEqual([
      { id: window.id, startDate: range.startDate.toISOString(), endDate: addition.endDate },
      { id: expect.any(String), ...iso(later) },
    ]);
    const [event] = await context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, place.id), eq(auditEvents.action, 'time_slots_changed')));
    expect(event).toMatchObject({
      entityType: 'place',
      changes: { added: 1, updated: 1, removed: 0 },
    });
  });

  it.each([
    [CENTRAL, 403],
    [VALIDATOR, 403],
    [ORGANIZATION, 403],
    [SIGNED_OUT, 401],
  ])('refuses %s (%i) and changes nothing', async (who, status) => {
    const { place, window, range } = await placeWithWindow();
    const response = await apply(who, place.id, {
      timeSlotActions: [{ action: 'remove', ...iso(range), timeSlot: slotIri(window.id) }],
    });
    expect(response.statusCode).toBe(status);
    expect(await windowsOf(place.id)).toHaveLength(1);
  });

  it('moves and removes windows named by IRI', async () => {
    const { place, window, range } = await placeWithWindow();
    const second = await createOpeningWindow(
      context.db,
      place.id,
      rangeFromNow(48, 2, context.clock.now()),
    );
    const moved = rangeFromNow(26, 4, context.clock.now());
    const response = await apply(FACILITY_ADMIN, place.id, {
      timeSlotActions: [
        { action: 'update', ...iso(moved), timeSlot: slotIri(window.id) },
        { action: 'remove', ...iso(second), timeSlot: slotIri(second.id) },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(await windowsOf(place.id)).toEqual([{ id: window.id, ...iso(moved) }]);
    expect(range).not.toEqual(moved);
  });

  describe('under an active booking slot', () => {
    async function bookedPlace() {
      const { place, window, range } = await placeWithWindow();
      const slot = rangeFromNow(25, 2, context.clock.now());
      const booking = await createBooking(context.db, {
        placeId: place.id,
        status: 'approved',
        slots: [slot],
      });
      const paris = new Intl.DateTimeFormat('fr-FR', {
        timeZone: 'Europe/Paris',
        hour: '2-digit',
        minute: '2-digit',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      });
      const [day, start] = paris.format(slot.startDate).split(' ');
      const end = paris.format(slot.endDate).split(' ')[1];
      const message = `Le créneau du ${day} de ${start} à ${end} est réservé (${booking.reference})\u00a0: il ne peut pas être retiré.`;
      return { place, window, range, slot, message };
    }

    it('refuses to remove the window, naming the booking', async () => {
      const { place, window, range, message } = await bookedPlace();
      const actions = {
        timeSlotActions: [{ action: 'remove', ...iso(range), timeSlot: slotIri(window.id) }],
      };
      for (const response of [
        await preview(FACILITY_ADMIN, place.id, actions),
        await apply(FACILITY_ADMIN, place.id, actions),
      ]) {
        expect(response.statusCode).toBe(422);
        expect(violationsOf(response)).toEqual([['timeSlotActions.0', message]]);
      }
      expect(await windowsOf(place.id)).toEqual([{ id: window.id, ...iso(range) }]);
    });

    it('refuses to shrink the window off the slot but lets it shrink around it', async () => {
      const { place, window, range, slot, message } = await bookedPlace();
      const offTheSlot = { startDate: slot.endDate, endDate: range.endDate };
      const refused = await apply(FACILITY_ADMIN, place.id, {
        timeSlotActions: [{ action: 'update', ...iso(offTheSlot), timeSlot: window.id }],
      });
      expect(refused.statusCode).toBe(422);
      expect(violationsOf(refused)).toEqual([['timeSlotActions.0', message]]);
      const accepted = await apply(FACILITY_ADMIN, place.id, {
        timeSlotActions: [{ action: 'update', ...iso(slot), timeSlot: window.id }],
      });
      expect(accepted.statusCode).toBe(200);
      expect(await windowsOf(place.id)).toEqual([{ id: window.id, ...iso(slot) }]);
    });
  });

  it('refuses to change a window that is over', async () => {
    const place = await createPlace(context.db);
    const past = rangeFromNow(-30, 2, context.clock.now());
    const window = await createOpeningWindow(context.db, place.id, past);
    const response = await apply(SUPERVISOR, place.id, {
      timeSlotActions: [{ action: 'remove', ...iso(past), timeSlot: window.id }],
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual([
      ['timeSlotActions.0.timeSlot', 'Un créneau d’ouverture passé ne peut pas être modifié.'],
    ]);
  });

  it('keeps Monday 18:00–22:00 Paris across the last Sunday of October 2027', async () => {
    const place = await createPlace(context.db);
    const response = await apply(FACILITY_ADMIN, place.id, {
      weekTimeSlotActions: [
        {
          action: 'add',
          startDate: '2027-10-18T18:00:00+02:00',
          endDate: '2027-10-18T22:00:00+02:00',
          until: '2027-11-08',
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(
      (await windowsOf(place.id)).map(({ startDate, endDate }) => [startDate, endDate]),
    ).toEqual([
      ['2027-10-18T16:00:00.000Z', '2027-10-18T20:00:00.000Z'],
      ['2027-10-25T16:00:00.000Z', '2027-10-25T20:00:00.000Z'],
      ['2027-11-01T17:00:00.000Z', '2027-11-01T21:00:00.000Z'],
      ['2027-11-08T17:00:00.000Z', '2027-11-08T21:00:00.000Z'],
    ]);
  });

  it('answers a body that is not a list of actions with French violations', async () => {
    const place = await createPlace(context.db);
    const response = await apply(FACILITY_ADMIN, place.id, {
      timeSlotActions: [{ action: 'déplacer', startDate: 'demain', endDate: 'après-demain' }],
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual(
      expect.arrayContaining([
        ['timeSlotActions.0.action', 'Action inconnue.'],
        ['timeSlotActions.0.startDate', 'Date ISO 8601 attendue.'],
      ]),
    );
  });

  it('turns an overlap caught by the database into a 422 violation', async () => {
    const { place, range } = await placeWithWindow();
    const error = await context.db
      .insert(timeSlots)
      .values({ placeId: place.id, ...range })
      .catch((caught: unknown) => caught);
    const mapped = overlapAsViolation(error);
    expect(mapped).toMatchObject({
      violations: [
        {
          propertyPath: 'timeSlotActions',
          message: 'Ce créneau d’ouverture en chevauche un autre.',
        },
      ],
    });
  });
});
