import { describe, expect, it } from 'vitest';
import {
  resolveTimeSlotActions,
  type ActiveBookingSlot,
  type OpeningWindow,
  type TimeSlotActionRequests,
} from './time-slot-actions.ts';

const NOW = new Date('2027-10-01T10:00:00Z');
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const IRI = (n: number) => `/api/time_slots/${ID(n)}`;

/** A window on a day of October 2027, hours in UTC. */
const window = (n: number, day: number, from: number, to: number): OpeningWindow => ({
  id: ID(n),
  startDate: at(day, from),
  endDate: at(day, to),
});
function at(day: number, hour: number): Date {
  return new Date(Date.UTC(2027, 9, day, Math.floor(hour), Math.round((hour % 1) * 60)));
}
const range = (day: number, from: number, to: number) => ({
  startDate: at(day, from).toISOString(),
  endDate: at(day, to).toISOString(),
});
const add = (day: number, from: number, to: number) =>
  ({ action: 'add', ...range(day, from, to), timeSlot: null }) as const;
const remove = (n: number, day: number, from: number, to: number) =>
  ({ action: 'remove', ...range(day, from, to), timeSlot: IRI(n) }) as const;
const update = (n: number, day: number, from: number, to: number) =>
  ({ action: 'update', ...range(day, from, to), timeSlot: IRI(n) }) as const;

function resolve(
  windows: OpeningWindow[],
  requests: Partial<TimeSlotActionRequests>,
  slots: ActiveBookingSlot[] = [],
  now = NOW,
) {
  return resolveTimeSlotActions(
    windows,
    { timeSlotActions: [], weekTimeSlotActions: [], ...requests },
    slots,
    now,
  );
}
const iso = (output: {
  action: string;
  startDate: Date;
  endDate: Date;
  timeSlot: string | null;
}) => [
  output.action,
  output.startDate.toISOString(),
  output.endDate.toISOString(),
  output.timeSlot,
];

describe('resolveTimeSlotActions: additions', () => {
  it('adds a window that touches nothing', () => {
    const { outputs, violations } = resolve([window(1, 4, 16, 20)], {
      timeSlotActions: [add(5, 16, 20)],
    });
    expect(violations).toEqual([]);
    expect(outputs.map(iso)).toEqual([
      ['add', at(5, 16).toISOString(), at(5, 20).toISOString(), null],
    ]);
  });

  it('merges an overlapping addition into the existing window (update, no add)', () => {
    const { outputs } = resolve([window(1, 4, 16, 20)], { timeSlotActions: [add(4, 19, 22)] });
    expect(outputs.map(iso)).toEqual([
      ['update', at(4, 16).toISOString(), at(4, 22).toISOString(), ID(1)],
    ]);
  });

  it('merges a touching addition and absorbs every window it bridges', () => {
    const existing = [window(1, 4, 8, 10), window(2, 4, 12, 14), window(3, 4, 16, 18)];
    const { outputs } = resolve(existing, { timeSlotActions: [add(4, 10, 12), add(4, 14, 15)] });
    expect(outputs.map(iso)).toEqual([
      ['update', at(4, 8).toISOString(), at(4, 15).toISOString(), ID(1)],
      ['remove', at(4, 12).toISOString(), at(4, 14).toISOString(), ID(2)],
    ]);
  });

  it('changes nothing when the addition is already open', () => {
    expect(resolve([window(1, 4, 8, 20)], { timeSlotActions: [add(4, 9, 10)] }).outputs).toEqual(
      [],
    );
  });

  it('merges additions with one another into one window', () => {
    const { outputs } = resolve([], { timeSlotActions: [add(6, 8, 10), add(6, 9, 12)] });
    expect(outputs.map(iso)).toEqual([
      ['add', at(6, 8).toISOString(), at(6, 12).toISOString(), null],
    ]);
  });

  it('keeps the minutes of a window', () => {
    const { outputs } = resolve([], { timeSlotActions: [add(6, 8.25, 9.75)] });
    expect(outputs.map(iso)).toEqual([
      ['add', '2027-10-06T08:15:00.000Z', '2027-10-06T09:45:00.000Z', null],
    ]);
  });
});

describe('resolveTimeSlotActions: removals and updates', () => {
  it('removes and moves windows named by IRI or bare id', () => {
    const existing = [window(1, 4, 16, 20), window(2, 5, 16, 20)];
    const { outputs } = resolve(existing, {
      timeSlotActions: [remove(1, 4, 16, 20), { ...update(2, 5, 17, 21), timeSlot: ID(2) }],
    });
    expect(outputs.map(iso)).toEqual([
      ['remove', at(4, 16).toISOString(), at(4, 20).toISOString(), ID(1)],
      ['update', at(5, 17).toISOString(), at(5, 21).toISOString(), ID(2)],
    ]);
  });

  it('merges an updated window with the windows it now overlaps', () => {
    const existing = [window(1, 4, 8, 10), window(2, 4, 12, 14)];
    const { outputs } = resolve(existing, { timeSlotActions: [update(2, 4, 9, 14)] });
    expect(outputs.map(iso)).toEqual([
      ['remove', at(4, 8).toISOString(), at(4, 10).toISOString(), ID(1)],
      ['update', at(4, 8).toISOString(), at(4, 14).toISOString(), ID(2)],
    ]);
  });

  it('refuses a window of another place, an unknown one, or one named twice', () => {
    const { outputs, violations } = resolve([window(1, 4, 16, 20)], {
      timeSlotActions: [
        remove(9, 4, 16, 20),
        { ...remove(1, 4, 16, 20), timeSlot: 'nimporte' },
        remove(1, 4, 16, 20),
        update(1, 4, 16, 21),
      ],
    });
    expect(outputs).toEqual([]);
    expect(violations.map((v) => [v.propertyPath, v.message])).toEqual([
      ['timeSlotActions.0.timeSlot', 'Ce créneau d’ouverture n’existe pas pour cet espace.'],
      ['timeSlotActions.1.timeSlot', 'Ce créneau d’ouverture n’existe pas pour cet espace.'],
      [
        'timeSlotActions.3.timeSlot',
        'Ce créneau d’ouverture fait déjà l’objet d’une autre action.',
      ],
    ]);
  });

  it('refuses an end before the start', () => {
    const { violations } = resolve([], { timeSlotActions: [add(6, 10, 9)] });
    expect(violations).toMatchObject([
      { propertyPath: 'timeSlotActions.0.endDate', message: 'La fin doit être après le début.' },
    ]);
  });
});

describe('resolveTimeSlotActions: the past is frozen', () => {
  const past = window(1, 1, 6, 8);

  it.each([
    ['removed', remove(1, 1, 6, 8)],
    ['updated', update(1, 1, 6, 12)],
  ])('refuses a past window being %s', (_case, action) => {
    const { outputs, violations } = resolve([past], { timeSlotActions: [action] });
    expect(outputs).toEqual([]);
    expect(violations).toMatchObject([
      {
        propertyPath: 'timeSlotActions.0.timeSlot',
        message: 'Un créneau d’ouverture passé ne peut pas être modifié.',
      },
    ]);
  });

  it('refuses an addition overlapping a past window but lets one touching it stand beside it', () => {
    const overlapping = resolve([past], { timeSlotActions: [add(1, 7, 12)] });
    expect(overlapping.violations.map((v) => v.message)).toEqual([
      'Un créneau d’ouverture passé ne peut pas être modifié.',
    ]);
    const touching = resolve([past], { timeSlotActions: [add(1, 8, 12)] });
    expect(touching.outputs.map(iso)).toEqual([
      ['add', at(1, 8).toISOString(), at(1, 12).toISOString(), null],
    ]);
  });

  it('refuses an addition or new bounds ending in the past, allows changing a running window', () => {
    const { violations } = resolve([window(2, 4, 16, 20)], {
      timeSlotActions: [add(1, 8, 9), update(2, 1, 8, 9)],
    });
    expect(violations.map((v) => v.propertyPath)).toEqual([
      'timeSlotActions.0',
      'timeSlotActions.1',
    ]);
    const running = resolve([window(3, 1, 9, 12)], { timeSlotActions: [update(3, 1, 9, 14)] });
    expect(running.outputs.map(iso)).toEqual([
      ['update', at(1, 9).toISOString(), at(1, 14).toISOString(), ID(3)],
    ]);
  });
});

describe('resolveTimeSlotActions: active booking slots', () => {
  const booked = window(1, 2, 16, 20);
  const slot = { startDate: at(2, 17), endDate: at(2, 19), bookingReference: 'RES-2027-000042' };
  const refusal = `Le créneau du 02/10/2027 de 19:00 à 21:00 est réservé (RES-2027-000042)\u00a0: il ne peut pas être retiré.`;

  it('refuses removing a window under an active slot, naming the booking in Paris time', () => {
    const { outputs, violations } = resolve([booked], { timeSlotActions: [remove(1, 2, 16, 20)] }, [
      slot,
    ]);
    expect(outputs).toEqual([]);
    expect(violations).toEqual([
      {
        propertyPath: 'timeSlotActions.0',
        message: refusal,
        code: 'CONFLICT',
        payload: { severity: 'error' },
      },
    ]);
  });

  it('refuses shrinking a window off an active slot but allows shrinking around it', () => {
    expect(
      resolve([booked], { timeSlotActions: [update(1, 2, 18, 20)] }, [slot]).violations,
    ).toMatchObject([{ message: refusal }]);
    expect(
      resolve([booked], { timeSlotActions: [update(1, 2, 17, 19)] }, [slot]).outputs,
    ).toHaveLength(1);
  });

  it('allows removing a booked window when an addition still covers the slot', () => {
    const { outputs, violations } = resolve(
      [booked],
      { timeSlotActions: [remove(1, 2, 16, 20), add(2, 15, 21)] },
      [slot],
    );
    expect(violations).toEqual([]);
    expect(outputs.map((output) => output.action)).toEqual(['add', 'remove']);
  });

  it('ignores a slot that no window covered before the change', () => {
    const stray = { ...slot, startDate: at(2, 21), endDate: at(2, 22) };
    expect(
      resolve([booked], { timeSlotActions: [remove(1, 2, 16, 20)] }, [stray]).violations,
    ).toEqual([]);
  });
});

describe('resolveTimeSlotActions: weekly patterns', () => {
  it('adds Monday 18:00–22:00 Paris every week across the October clock change', () => {
    const { outputs } = resolve([], {
      weekTimeSlotActions: [
        {
          action: 'add',
          startDate: '2027-10-18T16:00:00Z',
          endDate: '2027-10-18T20:00:00Z',
          until: '2027-11-01',
        },
      ],
    });
    expect(outputs.map(iso)).toEqual([
      ['add', '2027-10-18T16:00:00.000Z', '2027-10-18T20:00:00.000Z', null],
      ['add', '2027-10-25T16:00:00.000Z', '2027-10-25T20:00:00.000Z', null],
      ['add', '2027-11-01T17:00:00.000Z', '2027-11-01T21:00:00.000Z', null],
    ]);
  });

  it('omits past occurrences and merges the others with existing windows', () => {
    const { outputs } = resolve([window(1, 8, 19, 21)], {
      weekTimeSlotActions: [
        {
          action: 'add',
          startDate: '2027-09-24T16:00:00Z',
          endDate: '2027-09-24T20:00:00Z',
          until: '2027-10-08',
        },
      ],
    });
    expect(outputs.map(iso)).toEqual([
      ['add', '2027-10-01T16:00:00.000Z', '2027-10-01T20:00:00.000Z', null],
      ['update', '2027-10-08T16:00:00.000Z', '2027-10-08T21:00:00.000Z', ID(1)],
    ]);
  });

  it('refuses a repetition ending before it starts, too long, or wholly past', () => {
    const first = {
      action: 'add',
      startDate: '2027-10-18T16:00:00Z',
      endDate: '2027-10-18T20:00:00Z',
    } as const;
    const { violations } = resolve([], {
      weekTimeSlotActions: [
        { ...first, until: '2027-10-17' },
        { ...first, until: '2031-01-01' },
        {
          ...first,
          startDate: '2027-09-06T16:00:00Z',
          endDate: '2027-09-06T20:00:00Z',
          until: '2027-09-20',
        },
      ],
    });
    expect(violations.map((v) => [v.propertyPath, v.message])).toEqual([
      [
        'weekTimeSlotActions.0.until',
        'La date de fin de répétition ne peut pas précéder le premier créneau.',
      ],
      [
        'weekTimeSlotActions.1.until',
        'La répétition ne peut pas dépasser deux ans (105 semaines).',
      ],
      ['weekTimeSlotActions.2', 'Un créneau d’ouverture ne peut pas être placé dans le passé.'],
    ]);
  });
});
