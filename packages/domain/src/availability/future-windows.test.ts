import { describe, expect, it } from 'vitest';
import { splitFutureWindows } from './future-windows.ts';

const at = (hour: number) => new Date(Date.UTC(2027, 9, 4, hour));
const window = (name: string, from: number, to: number) => ({
  name,
  startDate: at(from),
  endDate: at(to),
});

describe('splitFutureWindows', () => {
  const windows = [
    window('past', 1, 3),
    window('running', 9, 12),
    window('free', 13, 15),
    window('booked', 16, 20),
    window('edge', 20, 22),
  ];
  const slots = [
    { startDate: at(10), endDate: at(11) },
    { startDate: at(17), endDate: at(20) },
  ];

  it('deletes the future windows holding no active slot and keeps the booked ones', () => {
    const { deleted, kept } = splitFutureWindows(windows, slots, at(10));
    expect(deleted.map((w) => w.name)).toEqual(['free', 'edge']);
    expect(kept.map((w) => w.name)).toEqual(['booked']);
  });

  it('leaves alone a window starting exactly now', () => {
    const { deleted } = splitFutureWindows(windows, [], at(13));
    expect(deleted.map((w) => w.name)).toEqual(['booked', 'edge']);
  });
});
