import type { SlotCancellationCondition } from '../agreement/amendment-plan.ts';
import { cancellationConditionLabel } from '../agreement/amendment-messages.ts';
import type { CancellationTerms, DueSlot } from '../agreement/cancellation-conditions.ts';
import { CANCELLATION_TERMS } from '../agreement/cancellation-terms.ts';
import { weekdayOf } from '../agreement/slot-months.ts';
import { slotPriceCents } from '../booking/booking-pricing.ts';
import { centsToEuros, formatCents, formatDate, formatTimeRange } from '../locale/format.ts';
import { slotsDue, type ScheduledBooking } from './payment-schedule.ts';
import { paymentMonthLabel } from './payment-ticket.ts';

/**
 * What a payment (its receipt) covers: a month's payment carries what the month's slots owe
 * (price, or cancellation fees), minus what an earlier receipt already paid of it (an amount
 * overpaid comes back as a credit), minus the credits of earlier months imputed on it
 * (payment-credits.ts); this is the schedule's rule (`slotsDue`), read line by
 * line. A difference line appears only if the amount charged no longer matches the month (a
 * change during the charge, settled by another instalment of the month).
 */
export type ReceiptSlotState = 'booked' | SlotCancellationCondition;

export type ReceiptLine =
  | {
      kind: 'slot';
      startDate: string;
      endDate: string;
      placeName: string;
      bookingReference: string;
      state: ReceiptSlotState;
      priceCents: number;
      amountCents: number;
    }
  | { kind: 'settled'; receiptNumber: string; amountCents: number }
  /** A credit of an earlier month imputed on this instalment (payment-credits.ts), negative. */
  | { kind: 'credit'; month: string; amountCents: number }
  | { kind: 'difference'; amountCents: number };

export interface ReceiptBooking extends ScheduledBooking {
  reference: string;
  placeName: string;
}

export function slotStateOf(slot: DueSlot): ReceiptSlotState {
  if (!slot.cancelled) return 'booked';
  if (slot.cancelledByOrganizationToBeFullyPaid) return 'toBeFullyPaid';
  if (slot.cancelledByOrganizationToBePartiallyPaid) return 'toBePartiallyPaid';
  if (slot.cancelledByOrganizationNotToBePaid) return 'notToBePaid';
  return 'byFacility';
}

const iso = (instant: Date | string) => new Date(instant).toISOString();

/** The lines of a payment of `month` of `amountCents`, given the earlier receipts of the month. */
export function receiptLinesOf(input: {
  month: string;
  amountCents: number;
  bookings: readonly ReceiptBooking[];
  earlierReceipts: readonly { receiptNumber: string; amountCents: number }[];
  imputedCredits?: readonly { month: string; amountCents: number }[];
  terms?: CancellationTerms;
}): ReceiptLine[] {
  const slots: ReceiptLine[] = slotsDue(input.bookings, input.terms)
    .filter((due) => due.month === input.month)
    .sort((a, b) => iso(a.slot.startDate).localeCompare(iso(b.slot.startDate)))
    .map(({ booking, slot, amountCents }) => ({
      kind: 'slot',
      startDate: iso(slot.startDate),
      endDate: iso(slot.endDate),
      placeName: booking.placeName,
      bookingReference: booking.reference,
      state: slotStateOf(slot),
      priceCents: slotPriceCents(slot, booking.rentPriceCents, booking.cleaningPriceCents),
      amountCents,
    }));
  const settled: ReceiptLine[] = input.earlierReceipts.map((receipt) => ({
    kind: 'settled',
    receiptNumber: receipt.receiptNumber,
    amountCents: -receipt.amountCents,
  }));
  const credits: ReceiptLine[] = (input.imputedCredits ?? []).map((credit) => ({
    kind: 'credit',
    month: credit.month,
    amountCents: credit.amountCents,
  }));
  const lines = [...slots, ...settled, ...credits];
  const difference = input.amountCents - lines.reduce((sum, line) => sum + line.amountCents, 0);
  return difference === 0 ? lines : [...lines, { kind: 'difference', amountCents: difference }];
}

/** A line as the receipt prints it: what, the detail, and the amount in euros. */
export interface ReceiptLineText {
  label: string;
  detail: string;
  amount: number;
}

export function receiptLineText(
  line: ReceiptLine,
  terms: CancellationTerms = CANCELLATION_TERMS,
): ReceiptLineText {
  const amount = centsToEuros(line.amountCents);
  switch (line.kind) {
    case 'slot': {
      const start = new Date(line.startDate);
      const where = `${line.placeName} — réservation ${line.bookingReference}`;
      return {
        label: `${weekdayOf(start)} ${formatDate(start)}, ${formatTimeRange(start, line.endDate)}`,
        detail:
          line.state === 'booked'
            ? where
            : `${where} — ${cancellationConditionLabel(line.state, terms)} (prix du créneau ${formatCents(line.priceCents)})`,
        amount,
      };
    }
    case 'settled':
      if (line.receiptNumber === '') {
        return {
          label: 'Avoir déjà imputé pour ce mois',
          detail: 'sur une échéance suivante',
          amount,
        };
      }
      return line.amountCents <= 0
        ? { label: 'Déjà payé pour ce mois', detail: `reçu n°\u00a0${line.receiptNumber}`, amount }
        : {
            label: 'Avoir déjà remboursé pour ce mois',
            detail: `reçu n°\u00a0${line.receiptNumber}`,
            amount,
          };
    case 'credit':
      return {
        label: 'Avoir imputé',
        detail: `avoir de ${paymentMonthLabel(line.month)}`,
        amount,
      };
    case 'difference':
      return {
        label: 'Écart avec ce que le mois doit',
        detail: 'réglé par une autre échéance du même mois',
        amount,
      };
  }
}
