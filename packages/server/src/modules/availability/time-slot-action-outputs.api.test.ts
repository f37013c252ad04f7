import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/app.ts';
import {
  CENTRAL,
  FACILITY_ADMIN,
  ORGANIZATION,
  SIGNED_OUT,
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
const { preview, session, windowsOf, placeWithWindow } = timeSlotActionsClient(() => context);

describe('GET /api/time_slot_action_outputs', () => {
  it.each(MANAGERS)(
    'previews for %s the merge of a touching addition, writing nothing',
    async (who) => {
      const { place, window, range } = await placeWithWindow();
      const addition = touchingAddition(range);
      const response = await preview(who, `/api/places/${place.id}`, {
        timeSlotActions: [addition],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ '@type': 'hydra:Collection', 'hydra:totalItems': 1 });
      expect(members(response)).toEqual([
        {
          '@type': 'TimeSlotActionOutput',
          action: 'update',
          startDate: range.startDate.toISOString(),
          endDate: addition.endDate,
          timeSlot: slotIri(window.id),
        },
      ]);
      expect(await windowsOf(place.id)).toEqual([{ id: window.id, ...iso(range) }]);
    },
  );

  it('accepts the bare id of the place', async () => {
    const { place, range } = await placeWithWindow();
    const response = await preview(FACILITY_ADMIN, place.id, {
      timeSlotActions: [touchingAddition(range)],
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [CENTRAL, 403],
    [VALIDATOR, 403],
    [ORGANIZATION, 403],
    [SIGNED_OUT, 401],
  ])('refuses %s (%i)', async (who, status) => {
    const { place, range } = await placeWithWindow();
    const response = await preview(who, place.id, { timeSlotActions: [touchingAddition(range)] });
    expect(response.statusCode).toBe(status);
  });

  it('hides an unpublished place from an organisation (404)', async () => {
    const { place, range } = await placeWithWindow({ published: false });
    const response = await preview(ORGANIZATION, place.id, {
      timeSlotActions: [touchingAddition(range)],
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers malformed JSON and bad actions with French violations', async () => {
    const { place } = await placeWithWindow();
    const badJson = await context.app.inject({
      method: 'GET',
      url: `/api/time_slot_action_outputs?place=${place.id}&timeSlotActions=${encodeURIComponent('[{"action":')}`,
      cookies: await session(FACILITY_ADMIN),
    });
    expect(badJson.statusCode).toBe(422);
    expect(violationsOf(badJson)).toEqual([
      ['timeSlotActions', 'Le paramètre timeSlotActions doit être un tableau JSON valide.'],
    ]);
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const reversed = await preview(FACILITY_ADMIN, place.id, {
      timeSlotActions: [{ action: 'add', startDate: start, endDate: start }],
      weekTimeSlotActions: [{ action: 'add', startDate: start, endDate: start, until: 'lundi' }],
    });
    expect(reversed.statusCode).toBe(422);
    expect(violationsOf(reversed)).toEqual(
      expect.arrayContaining([
        ['timeSlotActions.0.endDate', 'La fin doit être après le début.'],
        ['weekTimeSlotActions.0.until', 'Date de fin de répétition attendue (AAAA-MM-JJ).'],
      ]),
    );
  });

  it('refuses a window of another place', async () => {
    const { place } = await placeWithWindow();
    const other = await placeWithWindow();
    const response = await preview(FACILITY_ADMIN, place.id, {
      timeSlotActions: [
        { action: 'remove', ...iso(other.range), timeSlot: slotIri(other.window.id) },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual([
      ['timeSlotActions.0.timeSlot', 'Ce créneau d’ouverture n’existe pas pour cet espace.'],
    ]);
  });
});
