import { z } from 'zod';
import { parisWallClockToUtc } from '../availability/paris-time.ts';
import { isoInstant } from '../api/fields.ts';

/**
 * Online payment of one instalment through the treasury's PayFiP service
 * (docs/payments.md#online-payment-payfip): an operation is created, the payer pays on the
 * treasury's page, and the operation is settled only from what the treasury's web service
 * answers when asked back — never from the browser's return.
 *
 * - `creating`: written before the web service is called (a crash leaves it, the next pass
 *   closes it);
 * - `pending`: the treasury gave its operation id, the payer may be on its page;
 * - `paid`, `refused`, `abandoned`: the treasury's result;
 * - `expired`: no result within the operation's lifetime, or the treasury forgot it;
 * - `unavailable`: the web service did not answer the creation: no page was ever shown.
 */
export const ONLINE_PAYMENT_STATUSES = [
  'creating',
  'pending',
  'paid',
  'refused',
  'abandoned',
  'expired',
  'unavailable',
] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

export const LIVE_ONLINE_PAYMENT_STATUSES = ['creating', 'pending'] as const;

export function isLiveOnlinePayment(status: OnlinePaymentStatus): boolean {
  return (LIVE_ONLINE_PAYMENT_STATUSES as readonly string[]).includes(status);
}

/** What the return page and the payment page say of the last operation. */
export const ONLINE_PAYMENT_STATUS_MESSAGES: Record<OnlinePaymentStatus, string> = {
  creating: 'Paiement en cours de confirmation',
  pending: 'Paiement en cours de confirmation',
  paid: 'Paiement accepté\u00a0: le reçu est disponible.',
  refused: 'Paiement refusé par la banque\u00a0: vous pouvez réessayer.',
  abandoned: 'Paiement abandonné\u00a0: vous pouvez réessayer.',
  expired: 'Paiement expiré\u00a0: vous pouvez réessayer.',
  unavailable: 'Le paiement en ligne n’a pas pu commencer\u00a0: vous pouvez réessayer.',
};

export const ONLINE_PAYMENT_MESSAGES = {
  payOnline: 'Payer en ligne',
  onlyOrganization: 'Seule l’organisation qui doit ce paiement peut le payer en ligne.',
  notPayable: 'Ce paiement n’est pas à payer en ligne.',
  notEnabled: 'Le paiement en ligne n’est pas proposé.',
  unavailable:
    'Le service de paiement en ligne de la DGFiP ne répond pas\u00a0: réessayez dans quelques minutes.',
  refusedByTreasury:
    'La DGFiP n’a pas accepté ce paiement en ligne\u00a0: payez par virement ou mandat administratif, ou contactez l’établissement.',
  noCardUnderPayfip:
    'Aucune carte n’est enregistrée avec le paiement en ligne PayFiP\u00a0: chaque échéance se paie en ligne depuis la liste des paiements.',
  noOperation: 'Aucun paiement en ligne n’a été commencé pour cette échéance.',
  beingPaidOnline:
    'Un paiement en ligne de cette échéance attend la confirmation de la DGFiP\u00a0: réessayez dans quelques minutes.',
  meansIntro:
    'Chaque échéance se paie en ligne sur le site sécurisé de la DGFiP (PayFiP), par carte bancaire ou prélèvement unique, depuis la liste des paiements\u00a0: aucune carte n’est enregistrée.',
  otherMeans: 'Autre (virement, mandat administratif)',
} as const;

/**
 * The payment means page under PayFiP: each instalment paid online, or the other means; never a
 * card on file.
 */
export const PAYFIP_PAYMENT_TYPE_LABELS = {
  card: 'Paiement en ligne de chaque échéance (PayFiP)',
  other: ONLINE_PAYMENT_MESSAGES.otherMeans,
} as const;

/** The treasury's result codes (`resultrans`) and what each makes of the operation. */
export function onlineStatusOfResult(resultrans: string): 'paid' | 'refused' | 'abandoned' | null {
  switch (resultrans) {
    case 'P': // paid by card
    case 'V': // paid by direct debit
      return 'paid';
    case 'R': // card refused
    case 'Z': // direct debit refused
      return 'refused';
    case 'A': // abandoned by the payer
      return 'abandoned';
    default:
      return null;
  }
}

/** An operation id lives 15 minutes; past 20 without a result it never gets one. */
export const ONLINE_PAYMENT_LIFETIME_MS = 15 * 60_000;
export const ONLINE_PAYMENT_EXPIRY_MS = 20 * 60_000;

/**
 * The debt reference (`refdet`) of one instalment: 6 to 30 letters or digits, the same for
 * every operation of the instalment so that the treasury sees one debt.
 */
export function payfipDebtReference(paymentId: string): string {
  return `EP${paymentId.replaceAll('-', '').slice(0, 28).toUpperCase()}`;
}

/** The operation's object (`objet`): letters, digits and spaces only, 100 at most. */
export function payfipObject(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’-]/g, ' ')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

/**
 * The treasury's date (`dattrans`, DDMMYYYY) and time (`heurtrans`, HHMM) of a transaction, Paris
 * wall clock, as an instant; null when malformed.
 */
export function treasuryTransactionInstant(dattrans: string, heurtrans: string): Date | null {
  const date = /^(\d{2})(\d{2})(\d{4})$/.exec(dattrans);
  const time = /^(\d{2})(\d{2})$/.exec(heurtrans);
  if (!date || !time) return null;
  const [, day, month, year] = date;
  const [, hours, minutes] = time;
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31) return null;
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  return parisWallClockToUtc(`${year}-${month}-${day}`, `${hours}:${minutes}`);
}

/** The receipt's reference: the treasury's transaction number, date and time. */
export function treasuryReferenceLabel(numauto: string, dattrans: string, heurtrans: string) {
  const date = `${dattrans.slice(0, 2)}/${dattrans.slice(2, 4)}/${dattrans.slice(4, 8)}`;
  const time = `${heurtrans.slice(0, 2)}:${heurtrans.slice(2, 4)}`;
  return `PayFiP n°\u00a0${numauto} du ${date} à ${time}`;
}

/** POST /api/payments/{id}/online-payment: where the browser goes to pay. */
export const onlinePaymentStartSchema = z.object({ paymentUrl: z.string() });

/** GET /api/payments/{id}/online-payment: the last operation of the instalment, as stored. */
export const onlinePaymentStateSchema = z.object({
  status: z.enum(ONLINE_PAYMENT_STATUSES),
  message: z.string(),
  /** The treasury's transaction number and instant, once paid. */
  transactionNumber: z.string().nullable(),
  transactionAt: isoInstant.nullable(),
  /** Whether another operation may be started now (a refusal, an abandon, an expiry). */
  retryable: z.boolean(),
});
export type OnlinePaymentState = z.infer<typeof onlinePaymentStateSchema>;
