/**
 * French formats (docs/api.md#money-and-dates, docs/messages.md#typography): weeks starting
 * on Monday, dates DD/MM/YYYY, times HH:mm, always in Paris wall-clock time whatever the
 * process's time zone; amounts « 12,50 € » as Intl fr-FR produces them (narrow no-break space
 * U+202F between thousands, no-break space U+00A0 before €). The API exchanges euros (numbers
 * with at most two decimals), the database whole cents.
 */
export const LOCALE = 'fr-FR';
export const TIME_ZONE = 'Europe/Paris';
export const WEEK_STARTS_ON = 1;
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;
/** A Paris wall-clock time as the product writes it: HH:mm, 00:00 to 23:59. */
export const WALL_CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export type DateInput = Date | string | number;

/**
 * Created at first use, not at import: the first Intl formatter of a page loads ICU's French and
 * time-zone data, ≈ 250 ms of main thread on a mid-range phone, and pages that import this module
 * without formatting anything (sign-in) need not pay it.
 */
function createdOnFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

/** A formatter of instants as Paris reads them, created at first use. */
const parisFormat = (options: Intl.DateTimeFormatOptions) =>
  createdOnFirstUse(() => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options }));

const dateFormat = parisFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });

const timeFormat = parisFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const euroFormat = createdOnFirstUse(
  () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' }),
);

const countFormat = createdOnFirstUse(() => new Intl.NumberFormat(LOCALE));

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((candidate) => candidate.type === type)?.value ?? '';
}

/** '21/11/2026' (Paris calendar day). */
export function formatDate(value: DateInput): string {
  const parts = dateFormat().formatToParts(toDate(value));
  return `${part(parts, 'day')}/${part(parts, 'month')}/${part(parts, 'year')}`;
}

/** '18:00' (Paris wall clock). */
export function formatTime(value: DateInput): string {
  const parts = timeFormat().formatToParts(toDate(value));
  return `${part(parts, 'hour')}:${part(parts, 'minute')}`;
}

/** '21/11/2026 18:00': compact, for tables, lists and PDFs (DATE_TIME_FORMAT). */
export function formatDateTime(value: DateInput): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/** '21/11/2026 à 18:00': for running sentences (« Votre créneau du 21/11/2026 à 18:00 »). */
export function formatDateAtTime(value: DateInput): string {
  return `${formatDate(value)} à ${formatTime(value)}`;
}

/** '18:00 – 20:00' (en dash between two Paris times). */
export function formatTimeRange(start: DateInput, end: DateInput): string {
  return `${formatTime(start)} – ${formatTime(end)}`;
}

/** '12,50 €', '1 234,50 €' (U+202F between thousands, U+00A0 before €), as Intl fr-FR writes. */
export function formatEuros(amountInEuros: number): string {
  if (!Number.isFinite(amountInEuros)) throw new RangeError(`Invalid amount: ${amountInEuros}`);
  return euroFormat().format(amountInEuros);
}

/**
 * '1 200' (U+202F between thousands), as Intl fr-FR writes a count of people, bookings or square
 * metres. Below a thousand a whole count is its digits, written without Intl: a page showing
 * only small counts (« 0 réservation », a badge) then loads no ICU number data, 12–30 ms of
 * main thread on a desktop at its first use.
 */
export function formatCount(count: number): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000 && !Object.is(count, -0))
    return String(count);
  return countFormat().format(count);
}

/** formatEuros of an integer number of cents. */
export function formatCents(cents: number): string {
  return formatEuros(centsToEuros(cents));
}

/** A change of an amount: « +88,00 € », « −91,50 € » (U+2212), « 0,00 € ». */
export function formatCentsChange(cents: number): string {
  const sign = cents > 0 ? '+' : cents < 0 ? '\u2212' : '';
  return `${sign}${formatCents(Math.abs(cents))}`;
}

// Digits, optionally grouped by three with a (narrow) space or no-break space, then an
// optional decimal part of one or two digits after a comma or a dot, then an optional €.
const EUROS = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[,.](\d{1,2}))?(?:[ \u00a0\u202f]?€)?$/;

/**
 * '12,50' → 12.5. Accepts « 12,5 », « 12.50 », « 1 234,50 », « 12,50 € »; refuses anything
 * else (negative amounts, three decimals, two separators, letters) with null.
 */
export function parseEuros(text: string): number | null {
  const match = EUROS.exec(text.trim());
  if (!match) return null;
  const units = (match[1] ?? '').replace(/[ \u00a0\u202f]/g, '');
  const decimals = (match[2] ?? '').padEnd(2, '0');
  const cents = Number(units) * 100 + Number(decimals);
  if (!Number.isSafeInteger(cents)) return null;
  return centsToEuros(cents);
}

/** 12.5 → 1250, rounded to the nearest cent (validate with hasAtMostTwoDecimals first). */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`Invalid amount: ${euros}`);
  const cents = Math.round(euros * 100);
  return Object.is(cents, -0) ? 0 : cents;
}

/** 1250 → 12.5. */
export function centsToEuros(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Invalid number of cents: ${cents}`);
  return cents / 100;
}

/** True when `euros` has at most two decimals (money in the API: docs/api.md#money-and-dates). */
export function hasAtMostTwoDecimals(euros: number): boolean {
  return Number.isFinite(euros) && Number(euros.toFixed(2)) === euros;
}

const NO_BREAK_SPACE = '\u00a0';

/**
 * « 123 456 789 00012 »: a SIRET as INSEE and every form write it, SIREN by threes then the
 * five digits of the establishment, with no-break spaces so it never splits across lines.
 * Anything but fourteen digits is returned as given.
 */
export function formatSiret(siret: string): string {
  const digits = siret.replace(/\s/g, '');
  const groups = /^(\d{3})(\d{3})(\d{3})(\d{5})$/.exec(digits);
  return groups ? groups.slice(1).join(NO_BREAK_SPACE) : siret;
}

/** « 0690001A »: a UAI code as the Éducation nationale writes it, upper case, no space. */
export function formatUai(uai: string): string {
  return uai.replace(/\s/g, '').toUpperCase();
}

/** « SIRET 123 456 789 00012 » or « RNA W691234567 », or null when the organisation has neither. */
export function formatOrganizationIdentifier(organization: {
  siret: string | null;
  rna: string | null;
}): string | null {
  if (organization.siret) return `SIRET${NO_BREAK_SPACE}${formatSiret(organization.siret)}`;
  if (organization.rna) return `RNA${NO_BREAK_SPACE}${organization.rna.trim().toUpperCase()}`;
  return null;
}

/**
 * A day typed the French way (« 07/12/2026 », « 7/12/2026 ») as YYYY-MM-DD, or null when it
 * names no real calendar day.
 */
export function parseFrenchDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}
