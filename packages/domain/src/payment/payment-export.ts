import { csvDocument, csvNumber, type CsvField } from '../csv/csv.ts';
import type { IndicatorPeriod } from '../indicators/indicator-period.ts';
import { formatDate, formatUai } from '../locale/format.ts';
import type { PaidWith } from './payment-statuses.ts';
import { paymentMeansLabel, paymentMonthLabel } from './payment-ticket.ts';

/**
 * The accounting export of the payments (docs/payments.md#accounting-export): one line per
 * money movement of the period — a payment paid, or a credit refunded (negative amount) — as
 * French accounting software imports it, through the product's one CSV writer (csv/csv.ts: BOM,
 * `;`, CRLF, texts neutralised against formulas). Dates DD/MM/YYYY (Paris day of the payment),
 * amounts in euros with a decimal comma, two decimals and no thousands separator.
 */
export interface PaymentMovement {
  paidAt: Date;
  receiptNumber: string;
  organizationName: string;
  siret: string | null;
  rna: string | null;
  agreementReference: string;
  /** Paris calendar month of the slots the payment covers, YYYY-MM. */
  month: string;
  amountCents: number;
  paidWith: PaidWith;
  cardLast4: string | null;
  reference: string | null;
  facilityName: string;
  uai: string;
}

export const PAYMENT_EXPORT_COLUMNS = [
  'Date du paiement',
  'Numéro de reçu',
  'Nature',
  'Organisation',
  'SIRET',
  'RNA',
  'Convention',
  'Échéance',
  'Montant (€)',
  'Moyen de paiement',
  'Référence de l’opération',
  'Établissement',
  'UAI',
] as const;

function movementFields(movement: PaymentMovement): CsvField[] {
  return [
    formatDate(movement.paidAt),
    movement.receiptNumber,
    movement.amountCents < 0 ? 'Avoir remboursé' : 'Paiement',
    movement.organizationName,
    // Digits only, as accounting software matches them; a SIRET is never spaced here.
    movement.siret?.replace(/\s/g, '') ?? '',
    movement.rna?.trim().toUpperCase() ?? '',
    movement.agreementReference,
    paymentMonthLabel(movement.month),
    csvNumber(movement.amountCents / 100, 2, true),
    paymentMeansLabel(movement.paidWith, movement.cardLast4),
    movement.reference ?? '',
    movement.facilityName,
    formatUai(movement.uai),
  ];
}

/** The movements as a CSV document, its header first. */
export function paymentExportCsv(movements: readonly PaymentMovement[]): string {
  return csvDocument([PAYMENT_EXPORT_COLUMNS, ...movements.map(movementFields)]);
}

/** « paiements-2026-03-01-au-2026-03-31.csv » */
export function paymentExportFileName(period: IndicatorPeriod): string {
  return `paiements-${period.from}-au-${period.to}.csv`;
}
