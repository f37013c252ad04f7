import { heldPriceCents, slotPriceCents } from '../booking/booking-pricing.ts';
import type { AmendableSlot, AmendmentContent, RepricedSlotLine } from './amendment-plan.ts';
import { slotLineLabel } from './amendment-plan.ts';

/**
 * Held amounts of an agreement and its amendments — the single rule of what an amendment
 * may change (docs/agreements.md#amounts-once-issued):
 * - a price, fee or credit written in an issued agreement or amendment is final: each slot's
 *   price and what remains due for a cancelled slot are kept as issued, never recomputed
 *   from the booking's current rates;
 * - an amendment changes only the lines it names: the slots it cancels (price → remaining
 *   due), adds (0 → price), moves (old price → new) and, when it changes a rate, the upcoming
 *   slots not cancelled (old price → new); never a started slot nor cancellation fees already
 *   held;
 * - each document reconciles: amount due before + Σ (after − before) of the changed lines
 *   = amount due after.
 */

/** A slot whose amount a later amendment may change: still to come and not cancelled. */
export function mayReprice(slot: { cancelled: boolean; startDate: Date }, now: Date): boolean {
  return !slot.cancelled && slot.startDate.getTime() > now.getTime();
}

export interface Repricing {
  id: string;
  priceCents: number;
  line: RepricedSlotLine;
}

/**
 * The slots new prices reprice: those that may be (mayReprice), but for the ones the amendment
 * cancels or moves, whose price at the new prices differs from the one they hold.
 */
export function repricedSlots(
  slots: readonly AmendableSlot[],
  otherwiseChanged: ReadonlySet<string>,
  prices: {
    rentPriceCents: { before: number; after: number };
    cleaningPriceCents: { before: number; after: number };
  },
  now: Date,
): Repricing[] {
  const { rentPriceCents: rent, cleaningPriceCents: cleaning } = prices;
  if (rent.before === rent.after && cleaning.before === cleaning.after) return [];
  const repricings: Repricing[] = [];
  for (const slot of slots) {
    if (!mayReprice(slot, now) || otherwiseChanged.has(slot.id)) continue;
    const beforeCents = heldPriceCents(slot, rent.before, cleaning.before);
    const afterCents = slotPriceCents(slot, rent.after, cleaning.after);
    if (beforeCents === afterCents) continue;
    repricings.push({
      id: slot.id,
      priceCents: afterCents,
      line: {
        startDate: slot.startDate.toISOString(),
        endDate: slot.endDate.toISOString(),
        beforeCents,
        afterCents,
      },
    });
  }
  return repricings;
}

export type AmendmentLineKind = 'cancelled' | 'moved' | 'added' | 'repriced';

/** One line an amendment changes, with its amount before and after. */
export interface AmendmentLine {
  kind: AmendmentLineKind;
  startDate: string;
  endDate: string;
  /** Where a moved evening was. */
  from?: { startDate: string; endDate: string };
  beforeCents: number;
  afterCents: number;
  /** How a cancelled slot is settled. */
  label?: string;
}

/** Every line of an amendment, cancelled, moved, added then repriced, each in start order. */
export function amendmentLines(content: AmendmentContent): AmendmentLine[] {
  return [
    ...content.cancelledSlots.map((slot) => ({
      kind: 'cancelled' as const,
      startDate: slot.startDate,
      endDate: slot.endDate,
      beforeCents: slot.priceCents,
      afterCents: slot.dueCents,
      label: slotLineLabel(slot),
    })),
    ...(content.movedSlots ?? []).map((move) => ({
      kind: 'moved' as const,
      ...move.to,
      from: move.from,
      beforeCents: move.previousPriceCents ?? move.priceCents,
      afterCents: move.priceCents,
    })),
    ...(content.addedSlots ?? []).map((slot) => ({
      kind: 'added' as const,
      startDate: slot.startDate,
      endDate: slot.endDate,
      beforeCents: 0,
      afterCents: slot.priceCents,
    })),
    ...(content.repricedSlots ?? []).map((slot) => ({ kind: 'repriced' as const, ...slot })),
  ];
}

/** Σ (after − before) of the lines: what the amendment changes in the amount due. */
export function amendmentChangeCents(content: AmendmentContent): number {
  return amendmentLines(content).reduce(
    (total, line) => total + line.afterCents - line.beforeCents,
    0,
  );
}

/** The document's totals agree with its lines: before + Σ changes = after. */
export function isReconciled(content: AmendmentContent): boolean {
  return content.totalBeforeCents + amendmentChangeCents(content) === content.totalAfterCents;
}
