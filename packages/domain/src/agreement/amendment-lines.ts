import { heldPriceCents, slotPriceCents } from '../booking/booking-pricing.ts';
import type { AmendableSlot, AmendmentContent, RepricedSlotLine } from './amendment-plan.ts';
import { slotLineLabel } from './amendment-plan.ts';

/**
 * Montants arrêtés d'une convention et de ses avenants — la règle unique de ce qu'un avenant
 * peut changer (docs/agreements.md#amounts-once-issued) :
 * - un prix, des frais ou un avoir écrits dans une convention émise ou un avenant émis sont
 *   définitifs : le prix de chaque créneau et ce qui reste dû pour un créneau annulé sont gardés
 *   tels qu'émis, jamais recalculés depuis les tarifs actuels de la réservation ;
 * - un avenant ne change que les lignes qu'il nomme : les créneaux qu'il annule (prix → reste
 *   dû), ajoute (0 → prix), déplace (ancien prix → nouveau) et, quand il change un tarif, les
 *   créneaux à venir non annulés (ancien prix → nouveau) ; jamais un créneau commencé ni des
 *   frais d'annulation déjà arrêtés ;
 * - chaque document se réconcilie : montant dû avant + Σ (après − avant) des lignes changées
 *   = montant dû après.
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
