import type { TimeSlot } from '@espaces/domain/api/time-slots';
import { describe, expect, it } from 'vitest';
import {
  actionsInputOf,
  addWindow,
  changeWindow,
  displayedWindows,
  removeWindow,
} from './pending-window-changes.ts';

const saved: TimeSlot = {
  '@id': '/api/time_slots/40000000-0000-4000-8000-000000000001',
  '@type': 'TimeSlot',
  id: '40000000-0000-4000-8000-000000000001',
  place: '/api/places/10000000-0000-4000-8000-000000000001',
  startDate: '2027-10-21T16:00:00.000Z',
  endDate: '2027-10-21T20:00:00.000Z',
};
const monday = { startDate: '2027-10-25T16:00:00.000Z', endDate: '2027-10-25T20:00:00.000Z' };
const later = { startDate: '2027-10-25T17:00:00.000Z', endDate: '2027-10-25T21:00:00.000Z' };

describe('pending window changes', () => {
  it('keeps one update per saved window, with its latest bounds', () => {
    let changes = changeWindow([], saved['@id'], monday);
    changes = changeWindow(changes, saved['@id'], later);
    expect(actionsInputOf(changes).timeSlotActions).toEqual([
      { action: 'update', ...later, timeSlot: saved['@id'] },
    ]);
    expect(displayedWindows([saved], changes)).toEqual([
      { id: saved['@id'], ...later, pending: true },
    ]);
  });

  it('moves a window added in this session instead of updating a saved one', () => {
    const added = addWindow([], monday);
    const key = added[0]?.key ?? '';
    const moved = changeWindow(added, key, later);
    expect(actionsInputOf(moved).timeSlotActions).toEqual([
      { action: 'add', ...later, timeSlot: null },
    ]);
    expect(removeWindow(moved, key, [saved])).toEqual([]);
  });

  it('removes a saved window with its saved bounds, dropping its pending update', () => {
    const changes = removeWindow(changeWindow([], saved['@id'], later), saved['@id'], [saved]);
    expect(actionsInputOf(changes).timeSlotActions).toEqual([
      {
        action: 'remove',
        startDate: saved.startDate,
        endDate: saved.endDate,
        timeSlot: saved['@id'],
      },
    ]);
    expect(displayedWindows([saved], changes)).toEqual([]);
  });
});
