import type { Actor } from '@espaces/domain/access/actor';
import { iri } from '@espaces/domain/api/iri';
import type { PaymentTicket } from '@espaces/domain/api/payments';
import { centsToEuros } from '@espaces/domain/locale/format';
import { DomainError } from '@espaces/domain/errors';
import { PAYMENT_MESSAGES } from '@espaces/domain/payment/payment-messages';
import type { Database } from '../../db/client.ts';
import { agreementReference } from '../../documents/agreement-document.tsx';
import { renderReceiptPdf } from '../../documents/render-pdf.ts';
import { agreementParties } from '../agreements/agreements.repository.ts';
import { findVisiblePayment } from './payments.service.ts';
import { receiptNumberOf } from './payments.presenter.ts';

const fullAddress = (row: { address: string; postalCode: string; city: string }) =>
  `${row.address}, ${row.postalCode} ${row.city}`;

/** GET /api/payments/{id}/ticket: the receipt of a paid payment (404 until it is paid). */
export async function showPaymentTicket(
  db: Database,
  actor: Actor,
  paymentId: string,
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
  const id = iri('payments', payment.id);
  return {
    '@id': `${id}/ticket`,
    '@type': 'PaymentTicket',
    number,
    paidAt: payment.paidAt.toISOString(),
    payer: { name: organization.name, address: fullAddress(organization) },
    payee: { name: facility.name, address: fullAddress(facility) },
    agreement: {
      '@id': iri('agreements', payment.agreementId),
      id: payment.agreementId,
      reference: agreementReference(payment.agreementId),
    },
    month: payment.month,
    amount: centsToEuros(payment.amountCents),
    paidWith: payment.paidWith,
    reference: payment.paymentReference,
    pdf: `${id}/ticket/pdf`,
  };
}

export async function paymentTicketPdf(
  db: Database,
  actor: Actor,
  paymentId: string,
  appName: string,
): Promise<{ fileName: string; content: Buffer }> {
  const ticket = await showPaymentTicket(db, actor, paymentId);
  return {
    fileName: `recu-${ticket.number}.pdf`,
    content: await renderReceiptPdf(ticket, appName),
  };
}
