// Europe/Paris wall-clock arithmetic with Intl only. 18:00 stays 18:00 across the
// clock changes of the last Sundays of March and October. Shared by the server (seeds, weekly
// bookings) and the web; same semantics as the server's former db/paris-time.ts.

const PARIS = 'Europe/Paris';

// Created at first use: its time-zone data costs tens of ms on a phone, and pages that import this
// module often convert nothing at first (the booking list: only once a date filter is set).
let partsFormat: Intl.DateTimeFormat | undefined;
const newPartsFormat = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: PARIS,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

export interface ParisDateParts {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
}

/** Paris offset from UTC at an instant, in milliseconds, as Intl reads it (the reference). */
function intlOffsetAt(epochMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of (partsFormat ??= newPartsFormat()).formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0 } = parts;
  // Not Date.UTC, which reads the years 0–99 as 1900–1999.
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(year, month - 1, day);
  asUtc.setUTCHours(hour, minute, second);
  return asUtc.getTime() - Math.floor(epochMs / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
/** Enough for decades of hours read by one process; past it the cache starts over. */
const OFFSET_CACHE_LIMIT = 200_000;
const offsetByUtcHour = new Map<number, number>();

/**
 * Paris offset from UTC at an instant (+1 h in winter, +2 h in summer), in milliseconds.
 * Intl is asked once per UTC hour (a read of a month of windows converted thousands of
 * instants, each a formatToParts): Paris changes its clocks at 01:00 UTC, so an hour whose
 * first and last second share an offset has it throughout; any other hour asks Intl per instant.
 */
function parisOffsetAt(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  const cached = offsetByUtcHour.get(hour);
  if (cached !== undefined) return cached;
  const offset = intlOffsetAt(hour * HOUR_MS);
  if (offset !== intlOffsetAt(hour * HOUR_MS + HOUR_MS - 1)) return intlOffsetAt(epochMs);
  if (offsetByUtcHour.size >= OFFSET_CACHE_LIMIT) offsetByUtcHour.clear();
  offsetByUtcHour.set(hour, offset);
  return offset;
}

/** Paris calendar date and time of an instant. */
export function parisPartsOf(instant: Date): ParisDateParts {
  const epochMs = instant.getTime();
  if (Number.isNaN(epochMs)) throw new RangeError('Invalid time value');
  const wall = new Date(epochMs + parisOffsetAt(epochMs));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

const DAY_MS = 86_400_000;

/**
 * The instant at which Paris clocks show `date` (YYYY-MM-DD) and `time` (HH:mm).
 * Like Temporal's "compatible" disambiguation: a time skipped by the spring change (02:30)
 * lands one hour later; a time repeated in autumn resolves to its first occurrence.
 */
export function parisWallClockToUtc(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(
    year ?? NaN,
    (month ?? NaN) - 1,
    day ?? NaN,
    hour ?? NaN,
    minute ?? NaN,
  );
  if (Number.isNaN(wallAsUtc)) throw new RangeError(`Invalid Paris date or time: ${date} ${time}`);
  // Clock changes are months apart: the offsets a day before and after bracket any change.
  const candidates = [parisOffsetAt(wallAsUtc - DAY_MS), parisOffsetAt(wallAsUtc + DAY_MS)]
    .map((offset) => ({ offset, instant: wallAsUtc - offset }))
    .filter(({ offset, instant }) => parisOffsetAt(instant) === offset)
    .map(({ instant }) => instant);
  const instant =
    candidates.length > 0 ? Math.min(...candidates) : wallAsUtc - parisOffsetAt(wallAsUtc - DAY_MS);
  return new Date(instant);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const dateByUtcHour = new Map<number, string>();

/**
 * Paris calendar day of an instant, as YYYY-MM-DD. Kept per UTC hour (a month of windows asks
 * for the days of each): an hour whose first and last millisecond fall on one Paris day has it
 * throughout; any other hour (an offset that is no whole hour, before 1911) is read per instant.
 */
export function parisDateOf(instant: Date): string {
  const epochMs = instant.getTime();
  const hour = Math.floor(epochMs / HOUR_MS);
  const cached = dateByUtcHour.get(hour);
  if (cached !== undefined) return cached;
  const date = partsDateOf(instant);
  if (date !== partsDateOf(new Date(hour * HOUR_MS))) return date;
  if (date !== partsDateOf(new Date(hour * HOUR_MS + HOUR_MS - 1))) return date;
  if (dateByUtcHour.size >= OFFSET_CACHE_LIMIT) dateByUtcHour.clear();
  dateByUtcHour.set(hour, date);
  return date;
}

function partsDateOf(instant: Date): string {
  const { year, month, day } = parisPartsOf(instant);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Paris wall-clock time of an instant, as HH:mm (seconds dropped). */
export function parisTimeOf(instant: Date): string {
  const { hour, minute } = parisPartsOf(instant);
  return `${pad(hour)}:${pad(minute)}`;
}

/** A calendar day (YYYY-MM-DD) moved by `days` days; calendar arithmetic, no time zone. */
export function addDaysToDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, (day ?? NaN) + days));
  if (Number.isNaN(moved.getTime())) throw new RangeError(`Invalid date: ${date}`);
  return moved.toISOString().slice(0, 10);
}

/** A calendar day moved by whole months, kept within the month (31/01 + 1 → 28/02 or 29/02). */
export function addMonthsToDate(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1 + months, 1));
  if (Number.isNaN(target.getTime())) throw new RangeError(`Invalid date: ${date}`);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(day ?? 1, lastDay.getUTCDate()));
  return target.toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetweenDates(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
