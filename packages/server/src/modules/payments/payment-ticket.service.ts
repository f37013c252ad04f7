import { amountToPayCents } from '@espaces/domain/payment/payment-credits';
import type { Actor } from '@espaces/domain/access/actor';
import { iri } from '@espaces/domain/api/iri';
import type { PaymentTicket } from '@espaces/domain/api/payments';
import {
  centsToEuros,
  formatOrganizationIdentifier,
  formatUai,
} from '@espaces/domain/locale/format';
import { DomainError } from '@espaces/domain/errors';
import { PAYMENT_MESSAGES } from '@espaces/domain/payment/payment-messages';
import { paymentMeansLabel } from '@espaces/domain/payment/payment-ticket';
import { receiptLineText } from '@espaces/domain/payment/receipt-lines';
import type { Database } from '../../db/client.ts';
import type { PdfSeal } from '../../documents/seal-certificate.ts';
import { renderReceiptPdf } from '../../documents/render-pdf.ts';
import { issuedReferenceOf } from '../agreement-records/agreement-reference.ts';
import { agreementParties } from '../agreement-records/agreements.repository.ts';
import { coveredLinesOf } from './payment-receipt.ts';
import { findVisiblePayment } from './payments.service.ts';
import { receiptNumberOf } from './payments.presenter.ts';

const fullAddress = (row: { address: string; postalCode: string; city: string }) =>
  `${row.address}, ${row.postalCode} ${row.city}`;

/**
 * GET /api/payments/{id}/ticket: the receipt of a paid payment (404 until it is paid): who paid
 * whom (the organisation with its SIRET or RNA; the Région for the lycée, with its UAI), every
 * line the amount covers, and the means (the card's last four digits, or the reference typed).
 */
export async function showPaymentTicket(
  db: Database,
  actor: Actor,
  paymentId: string,
  regionName: string,
): Promise<PaymentTicket> {
  const view = await findVisiblePayment(db, actor, paymentId);
  const { payment } = view;
  const number = receiptNumberOf(payment);
  if (payment.status !== 'paid' || !number || !payment.paidAt || !payment.paidWith) {
    throw new DomainError('NOT_FOUND', PAYMENT_MESSAGES.noReceipt);
  }
  const { facility, organization } = await agreementParties(
    db,
    view.facilityId,
    view.organizationId,
  );
  const lines = payment.receiptLines ?? (await coveredLinesOf(db, payment));
  const id = iri('payments', payment.id);
  return {
    '@id': `${id}/ticket`,
    '@type': 'PaymentTicket',
    number,
    paidAt: payment.paidAt.toISOString(),
    payer: {
      name: organization.name,
      identifier: formatOrganizationIdentifier(organization),
      address: fullAddress(organization),
    },
    payee: {
      name: regionName,
      facility: facility.name,
      uai: formatUai(facility.uai),
      address: fullAddress(facility),
    },
    agreement: {
      '@id': iri('agreements', payment.agreementId),
      id: payment.agreementId,
      reference: issuedReferenceOf({ id: payment.agreementId, reference: view.agreementReference }),
    },
    month: payment.month,
    amount: centsToEuros(amountToPayCents(payment)),
    lines: lines.map((line) => receiptLineText(line)),
    paidWith: payment.paidWith,
    means: paymentMeansLabel(payment.paidWith, payment.cardLast4),
    reference: payment.paymentReference,
    pdf: `${id}/ticket/pdf`,
  };
}

export async function paymentTicketPdf(
  db: Database,
  actor: Actor,
  paymentId: string,
  app: { appName: string; regionName: string; pdfSeal: PdfSeal },
): Promise<{ fileName: string; content: Buffer }> {
  const ticket = await showPaymentTicket(db, actor, paymentId, app.regionName);
  return {
    fileName: `recu-${ticket.number}.pdf`,
    content: await renderReceiptPdf(ticket, app.appName, app.pdfSeal),
  };
}
