import { describe, expect, it } from 'vitest';
import { at } from '../test/booking-factories.ts';
import {
  chosenSlotProblem,
  slotFromSelection,
  SLOT_ALREADY_CHOSEN,
  SLOT_NOT_FREE,
} from './slot-selection.ts';

const DAY = '2030-03-26'; // a Tuesday, after the March clock change
const free = [{ startDate: at(DAY, '18:00'), endDate: at(DAY, '22:00') }];
const NOW = new Date('2030-01-01T00:00:00Z');

describe('slot selection on the calendar', () => {
  it('snaps a selection outwards to the 15-minute grid of Paris clocks', () => {
    const slot = slotFromSelection(
      { start: new Date(at(DAY, '18:07')), end: new Date(at(DAY, '19:22')) },
      free,
    );
    expect(slot).toMatchObject({ startDate: at(DAY, '18:00'), endDate: at(DAY, '19:30') });
    expect(slot?.freeRange).toEqual(free[0]);
  });

  it('stretches a single quarter of an hour to the 30-minute minimum', () => {
    const slot = slotFromSelection(
      { start: new Date(at(DAY, '19:00')), end: new Date(at(DAY, '19:15')) },
      free,
    );
    expect(slot).toMatchObject({ startDate: at(DAY, '19:00'), endDate: at(DAY, '19:30') });
  });

  it('keeps the slot inside its free range, moving the start back at the end of it', () => {
    const slot = slotFromSelection(
      { start: new Date(at(DAY, '21:45')), end: new Date(at(DAY, '22:00')) },
      free,
    );
    expect(slot).toMatchObject({ startDate: at(DAY, '21:30'), endDate: at(DAY, '22:00') });
    const clipped = slotFromSelection(
      { start: new Date(at(DAY, '21:00')), end: new Date(at(DAY, '23:00')) },
      free,
    );
    expect(clipped).toMatchObject({ startDate: at(DAY, '21:00'), endDate: at(DAY, '22:00') });
  });

  it('refuses a selection outside every free range or in one shorter than 30 minutes', () => {
    expect(
      slotFromSelection(
        { start: new Date(at(DAY, '12:00')), end: new Date(at(DAY, '13:00')) },
        free,
      ),
    ).toBeNull();
    const short = [{ startDate: at(DAY, '08:00'), endDate: at(DAY, '08:15') }];
    expect(
      slotFromSelection(
        { start: new Date(at(DAY, '08:00')), end: new Date(at(DAY, '08:15')) },
        short,
      ),
    ).toBeNull();
  });
});

describe('chosen slot rules', () => {
  const slot = { startDate: at(DAY, '18:00'), endDate: at(DAY, '19:00') };

  it('accepts a future slot on the grid inside a free range', () => {
    expect(chosenSlotProblem(slot, free, [], NOW)).toBeNull();
  });

  it('names the domain rule a slot breaks', () => {
    expect(
      chosenSlotProblem({ startDate: at(DAY, '18:10'), endDate: at(DAY, '19:00') }, free, [], NOW),
    ).toBe('Le créneau doit commencer et finir sur un quart d’heure (00, 15, 30 ou 45).');
    expect(
      chosenSlotProblem({ startDate: at(DAY, '18:00'), endDate: at(DAY, '18:15') }, free, [], NOW),
    ).toBe('Un créneau dure au moins 30 minutes.');
    expect(chosenSlotProblem(slot, free, [], new Date(at(DAY, '20:00')))).toBe(
      'Un créneau est dans le passé.',
    );
    expect(
      chosenSlotProblem({ startDate: at(DAY, '21:00'), endDate: at(DAY, '23:00') }, free, [], NOW),
    ).toBe(SLOT_NOT_FREE);
  });

  it('refuses a slot overlapping one already chosen', () => {
    const other = { startDate: at(DAY, '18:30'), endDate: at(DAY, '19:30') };
    expect(chosenSlotProblem(slot, free, [other], NOW)).toBe(SLOT_ALREADY_CHOSEN);
  });
});
