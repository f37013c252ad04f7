import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parisWallClockToUtc } from '../availability/paris-time.ts';
import { closureReasonOf, type ClosureCalendar } from '../closure/closures.ts';
import { NEARBY_LIMIT, NEARBY_RADIUS_KM } from './nearby-places.ts';
import { overlapsAnyOf, slotProblems } from './slot-rules.ts';
import {
  MAX_ALTERNATIVES,
  slotAlternatives,
  type AlternativePlace,
  type NearbyAlternativePlace,
  type SlotAlternativesInput,
} from './slot-alternatives.ts';

const at = (date: string, time: string) => parisWallClockToUtc(date, time);
const range = (date: string, from: string, to: string) => ({
  startDate: at(date, from),
  endDate: at(date, to),
});
const OPEN: ClosureCalendar = () => null;
const NOW = at('2027-01-01', '08:00');

// Tuesday 12/01/2027 and the Tuesday after, open 17:00–22:00.
const windows = [range('2027-01-12', '17:00', '22:00'), range('2027-01-19', '17:00', '22:00')];
const place = (id: string, name: string, busy = [range('2027-01-12', '19:00', '21:00')]) => ({
  id,
  name,
  windows,
  busy,
});

describe('slotAlternatives', () => {
  const requested = range('2027-01-12', '19:00', '21:00');

  it('proposes the same place the same day, then next week, then the other places', () => {
    const alternatives = slotAlternatives({
      requested,
      place: place('a', 'Gymnase A'),
      siblings: [place('c', 'Gymnase C', []), place('b', 'Gymnase B', [])],
      closedOn: OPEN,
      now: NOW,
    });
    expect(alternatives.map((alternative) => alternative.label)).toEqual([
      'Même espace, mardi 12/01/2027 17:00–19:00',
      'Même espace, mardi 19/01/2027 19:00–21:00',
      'Gymnase B, même horaire',
      'Gymnase C, même horaire',
    ]);
    expect(alternatives[2]).toMatchObject({ placeId: 'b', kind: 'other-place', ...requested });
  });

  it('adds the nearest free places of other facilities, within reach, with their own closures', () => {
    const nearby = (id: string, name: string, distanceKm: number, closedOn = OPEN) => ({
      ...place(id, name, []),
      facilityName: 'Collège Jean-Moulin',
      city: 'Montpellier',
      distanceKm,
      closedOn,
    });
    const alternatives = slotAlternatives({
      requested,
      place: place('a', 'Gymnase A'),
      siblings: [],
      nearby: [
        nearby('far', 'Gymnase Loin', 10.5),
        nearby('closed', 'Gymnase Fermé', 0.5, () => 'Travaux'),
        nearby('n2', 'Salle', 2.34),
        nearby('n1', 'Gymnase N', 0.8),
      ],
      closedOn: OPEN,
      now: NOW,
    });
    expect(
      alternatives
        .filter((alternative) => alternative.kind === 'nearby')
        .map((alternative) => alternative.label),
    ).toEqual([
      'Gymnase N, Collège Jean-Moulin, Montpellier (800\u00a0m), même horaire',
      'Salle, Collège Jean-Moulin, Montpellier (2,3\u00a0km), même horaire',
    ]);
  });

  it('leaves out a closed next week, a busy sibling and the past', () => {
    const alternatives = slotAlternatives({
      requested,
      place: place('a', 'Gymnase A'),
      siblings: [place('b', 'Gymnase B')],
      closedOn: (date) => (date === '2027-01-19' ? 'Travaux' : null),
      now: at('2027-01-12', '17:30'),
    });
    expect(alternatives).toEqual([]);
  });

  it('keeps the nearest same-day times first', () => {
    const alternatives = slotAlternatives({
      requested: range('2027-01-12', '18:00', '19:00'),
      place: place('a', 'Gymnase A', [range('2027-01-12', '18:00', '18:30')]),
      siblings: [],
      closedOn: OPEN,
      now: NOW,
    });
    expect(alternatives.slice(0, 2).map((alternative) => alternative.label)).toEqual([
      'Même espace, mardi 12/01/2027 18:30–19:30',
      'Même espace, mardi 12/01/2027 18:45–19:45',
    ]);
  });
});

// Whole quarter-hours over the two Tuesdays, Paris time.
const quarter = fc.integer({ min: 0, max: 95 });
const time = (q: number) =>
  `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`;
const slotOn = (date: string) =>
  fc
    .tuple(quarter, fc.integer({ min: 2, max: 16 }))
    .filter(([start, length]) => start + length <= 96)
    .map(([start, length]) => ({
      startDate: at(date, time(start)),
      endDate: new Date(at(date, time(start)).getTime() + length * 900_000),
    }));
const day = fc.constantFrom('2027-01-12', '2027-01-19', '2027-03-23', '2027-03-30');
const slots = fc.array(
  day.chain((date) => slotOn(date)),
  { maxLength: 6 },
);
const placeArb = (id: string) =>
  fc.record({
    id: fc.constant(id),
    name: fc.constantFrom('Gymnase A', 'Gymnase B', 'Salle'),
    windows: slots,
    busy: slots,
  });

const closedArb = fc.subarray(['2027-01-12', '2027-01-19', '2027-03-30']).map(
  (closed): ClosureCalendar =>
    (date) =>
      closed.includes(date) ? 'Fermé' : null,
);
const nearbyArb = (id: string): fc.Arbitrary<NearbyAlternativePlace> =>
  fc.record({
    id: fc.constant(id),
    name: fc.constantFrom('Gymnase A', 'Salle'),
    windows: slots,
    busy: slots,
    facilityName: fc.constant('Collège'),
    city: fc.constant('Montpellier'),
    distanceKm: fc.double({ min: 0, max: 15, noNaN: true }),
    closedOn: closedArb,
  });

const inputArb: fc.Arbitrary<SlotAlternativesInput> = fc.record({
  requested: day.chain((date) => slotOn(date)),
  place: placeArb('p0'),
  siblings: fc.tuple(placeArb('p1'), placeArb('p2'), placeArb('p3')),
  nearby: fc.tuple(nearbyArb('n1'), nearbyArb('n2'), nearbyArb('n3'), nearbyArb('n4')),
  closedOn: closedArb,
  now: fc
    .integer({ min: 0, max: 200 })
    .map((hours) => new Date(at('2027-01-10', '00:00').getTime() + hours * 3_600_000)),
});

describe('slotAlternatives (properties)', () => {
  it('proposes only free, open, future slots of the requested duration, at most five', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const alternatives = slotAlternatives(input);
        const nearby = alternatives.filter((alternative) => alternative.kind === 'nearby');
        expect(alternatives.length - nearby.length).toBeLessThanOrEqual(MAX_ALTERNATIVES);
        expect(nearby.length).toBeLessThanOrEqual(NEARBY_LIMIT);
        const duration = input.requested.endDate.getTime() - input.requested.startDate.getTime();
        const places: AlternativePlace[] = [
          input.place,
          ...input.siblings,
          ...(input.nearby ?? []),
        ];
        for (const alternative of alternatives) {
          const of = places.find((candidate) => candidate.id === alternative.placeId)!;
          expect(alternative.endDate.getTime() - alternative.startDate.getTime()).toBe(duration);
          expect(alternative.startDate.getTime()).toBeGreaterThan(input.now.getTime());
          expect(slotProblems(alternative, of.windows, input.now)).toEqual([]);
          expect(overlapsAnyOf(alternative, of.busy)).toBe(false);
          const near = input.nearby?.find((candidate) => candidate.id === alternative.placeId);
          expect(closureReasonOf(alternative, near ? near.closedOn : input.closedOn)).toBeNull();
          if (near) expect(near.distanceKm).toBeLessThanOrEqual(NEARBY_RADIUS_KM);
        }
        expect(slotAlternatives(input)).toEqual(alternatives);
      }),
      { numRuns: 200 },
    );
  });
});
