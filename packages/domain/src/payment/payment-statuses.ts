/**
 * Statuses of a payment (docs/payments.md#statuses): stored scheduled (to come or to pay),
 * paid, failed (three declined card attempts), cancelled (nothing left to pay); « due » is
 * not stored, it is a scheduled payment whose due date has come (Paris day).
 * A negative amount is a credit: what an already paid month owes less afterwards.
 */
export const STORED_PAYMENT_STATUSES = ['scheduled', 'paid', 'failed', 'cancelled'] as const;
export type StoredPaymentStatus = (typeof STORED_PAYMENT_STATUSES)[number];

export const PAYMENT_STATUSES = ['scheduled', 'due', 'paid', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  scheduled: 'À venir',
  due: 'À payer',
  paid: 'Payé',
  failed: 'Échec du paiement',
  cancelled: 'Annulé',
};

/** Unpaid and still owed (or owed back): what a reschedule may change. */
export const OPEN_PAYMENT_STATUSES = ['scheduled', 'failed'] as const;

export function isOpenPayment(status: StoredPaymentStatus): boolean {
  return (OPEN_PAYMENT_STATUSES as readonly string[]).includes(status);
}

/** The status a person sees on `today` (Paris calendar day, YYYY-MM-DD). */
export function paymentStatusOn(
  payment: { status: StoredPaymentStatus; dueDate: string },
  today: string,
): PaymentStatus {
  if (payment.status === 'scheduled' && payment.dueDate <= today) return 'due';
  return payment.status;
}

export const PAYMENT_TYPES = ['card', 'other'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  card: 'Carte bancaire',
  other: 'Autre moyen (mandat administratif ou virement)',
};

/**
 * How a payment was paid: the card on file, other means recorded by staff, online through the
 * treasury (PayFiP, no card kept), or wholly by credits imputed on it (docs/payments.md#credits).
 */
export const PAID_WITH = ['card', 'other', 'online', 'credit'] as const;
export type PaidWith = (typeof PAID_WITH)[number];

export const PAID_WITH_LABELS: Record<PaidWith, string> = {
  ...PAYMENT_TYPE_LABELS,
  online: 'Paiement en ligne (PayFiP)',
  credit: 'Avoir imputé',
};
