import { formatDate, formatEuros, formatTimeRange } from '../locale/format.ts';
import { describeWeeklyQuery, slotCountLabel } from './booking-labels.ts';
import { plural } from '../locale/french.ts';
import { diffSlots, type MovedSlot } from './slot-diff.ts';

interface Range {
  startDate: string;
  endDate: string;
}

interface WeeklyQuery {
  weekDay: number;
  startTime: string;
  endTime: string;
}

interface Change<T> {
  from: T;
  to: T;
}

/**
 * What one step of a booking's life changed, as its history event keeps it (who,
 * when, from, to, what changed: docs/bookings.md#references-and-history). Money in euros, instants
 * in ISO 8601.
 */
export interface BookingChanges {
  /**
   * Where a booking made by the service comes from: « Issue de la campagne …, vœu n° 2 »
   * (docs/campaigns.md#publication), with the campaign's and the wish's IRIs.
   */
  origin?: string;
  campaign?: string;
  campaignWish?: string;
  /** Number of slots of a new request. */
  bookingSlots?: number;
  /** The slots a request's edit added; the number an amendment added. */
  addedSlots?: Range[] | number;
  removedSlots?: Range[];
  query?: Change<WeeklyQuery | null>;
  rentPrice?: Change<number>;
  cleaningPrice?: Change<number>;
  activity?: Change<string>;
  expectedAttendance?: Change<number | null>;
  rejectionReason?: string;
  /** The amendment a cancellation or an accepted change issued, and what it counted. */
  amendment?: number;
  cancelledSlots?: number;
  movedSlots?: number;
  repricedSlots?: number;
  amountDue?: Change<number>;
}

/** Beyond this many, a list of slots is told by its count. */
const LISTED_SLOTS = 3;

function slotsLine(title: string, slots: readonly Range[]): string {
  if (slots.length > LISTED_SLOTS) return `${title}\u00a0: ${slotCountLabel(slots.length)}`;
  const lines = slots.map(
    (slot) => `${formatDate(slot.startDate)} ${formatTimeRange(slot.startDate, slot.endDate)}`,
  );
  return `${title}\u00a0: ${lines.join('\u00a0; ')}`;
}

/** « 07/09/2026 18:00 – 20:00 → 19:00 – 21:00 », the date told again only when it changes. */
export function describeMovedSlot({ from, to }: MovedSlot<Range>): string {
  const toDay = formatDate(to.startDate);
  const target = `${toDay === formatDate(from.startDate) ? '' : `${toDay} `}${formatTimeRange(to.startDate, to.endDate)}`;
  return `${formatDate(from.startDate)} ${formatTimeRange(from.startDate, from.endDate)} → ${target}`;
}

function movedLine(moved: readonly MovedSlot<Range>[]): string {
  const title = 'Créneaux déplacés';
  if (moved.length > LISTED_SLOTS) {
    // A weekly query moved: every evening shifts the same way, told once.
    const shifts = new Set(
      moved.map(
        ({ from, to }) =>
          `${formatTimeRange(from.startDate, from.endDate)} → ${formatTimeRange(to.startDate, to.endDate)}`,
      ),
    );
    const [only, another] = shifts;
    const shift = another === undefined ? ` (${only})` : '';
    return `${title}\u00a0: ${slotCountLabel(moved.length)}${shift}`;
  }
  return `${title}\u00a0: ${moved.map(describeMovedSlot).join('\u00a0; ')}`;
}

/** « 1 créneau annulé », « 2 créneaux annulés ». */
function slotsDone(count: number, participle: string): string {
  return `${slotCountLabel(count)} ${plural(count, participle)}`;
}

/** « 2 créneaux annulés (avenant n° 1) »: what an amendment did to the booking's slots. */
function amendmentLine(changes: BookingChanges, number: number): string {
  const counted = (count: number | undefined, participle: string) =>
    count ? [slotsDone(count, participle)] : [];
  const parts = [
    ...counted(changes.cancelledSlots, 'annulé'),
    ...counted(changes.movedSlots, 'déplacé'),
    ...counted(typeof changes.addedSlots === 'number' ? changes.addedSlots : 0, 'ajouté'),
    ...counted(changes.repricedSlots, 'réévalué'),
  ];
  const title = `avenant n°\u00a0${number}`;
  return `${parts.length === 0 ? 'Tarifs modifiés' : parts.join(', ')} (${title})`;
}

const queryText = (query: WeeklyQuery | null) =>
  query === null ? 'aucun' : describeWeeklyQuery(query).toLowerCase();

/** French lines telling a history event's changes, in a stable order. */
export function describeBookingChanges(changes: BookingChanges | null | undefined): string[] {
  if (!changes) return [];
  const lines: string[] = [];
  if (changes.origin) lines.push(changes.origin);
  if (changes.bookingSlots !== undefined) {
    lines.push(
      `${slotCountLabel(changes.bookingSlots)} ${plural(changes.bookingSlots, 'demandé')}`,
    );
  }
  if (changes.amendment !== undefined) lines.push(amendmentLine(changes, changes.amendment));
  // A slot dropped and one added the same day (the same week under another weekly query) is
  // one slot moved: only the others are really added or removed.
  const diff = diffSlots(
    changes.removedSlots ?? [],
    Array.isArray(changes.addedSlots) ? changes.addedSlots : [],
    { sameWeek: changes.query !== undefined },
  );
  if (diff.moved.length > 0) lines.push(movedLine(diff.moved));
  if (diff.added.length > 0) lines.push(slotsLine('Créneaux ajoutés', diff.added));
  if (diff.removed.length > 0) lines.push(slotsLine('Créneaux retirés', diff.removed));
  if (changes.query) {
    lines.push(
      `Jour et heures\u00a0: ${queryText(changes.query.from)} → ${queryText(changes.query.to)}`,
    );
  }
  if (changes.rentPrice) {
    lines.push(
      `Tarif horaire\u00a0: ${formatEuros(changes.rentPrice.from)} → ${formatEuros(changes.rentPrice.to)}`,
    );
  }
  if (changes.cleaningPrice) {
    lines.push(
      `Forfait ménage\u00a0: ${formatEuros(changes.cleaningPrice.from)} → ${formatEuros(changes.cleaningPrice.to)}`,
    );
  }
  if (changes.activity) lines.push('Activité modifiée');
  if (changes.expectedAttendance) {
    const { from, to } = changes.expectedAttendance;
    lines.push(`Participants\u00a0: ${from ?? 'non précisé'} → ${to ?? 'non précisé'}`);
  }
  if (changes.amountDue) {
    lines.push(
      `Montant dû\u00a0: ${formatEuros(changes.amountDue.from)} → ${formatEuros(changes.amountDue.to)}`,
    );
  }
  if (changes.rejectionReason) lines.push(`Motif du refus\u00a0: ${changes.rejectionReason}`);
  return lines;
}
