import type { Actor } from '@espaces/domain/access/actor';
import { iri } from '@espaces/domain/api/iri';
import type { Payment } from '@espaces/domain/api/payments';
import { centsToEuros } from '@espaces/domain/locale/format';
import { receiptNumberLabel } from '@espaces/domain/payment/payment-charging';
import { paymentStatusOn } from '@espaces/domain/payment/payment-statuses';
import { issuedReferenceOf } from '../agreement-records/agreement-reference.ts';
import { isRecordable, mayRecordPayments } from './payments.policy.ts';
import type { PaymentRow, PaymentView } from './payments.repository.ts';

export function receiptNumberOf(payment: PaymentRow): string | null {
  if (payment.receiptYear === null || payment.receiptNumber === null) return null;
  return receiptNumberLabel(payment.receiptYear, payment.receiptNumber);
}

/** A payment as the list and its pages read it; `today` is the Paris calendar day. */
export function presentPayment(view: PaymentView, actor: Actor, today: string): Payment {
  const { payment } = view;
  return {
    '@id': iri('payments', payment.id),
    '@type': 'Payment',
    id: payment.id,
    status: paymentStatusOn(payment, today),
    agreement: {
      '@id': iri('agreements', payment.agreementId),
      id: payment.agreementId,
      reference: issuedReferenceOf({ id: payment.agreementId, reference: view.agreementReference }),
    },
    organization: {
      '@id': iri('organizations', view.organizationId),
      id: view.organizationId,
      name: view.organizationName,
    },
    facility: {
      '@id': iri('facilities', view.facilityId),
      id: view.facilityId,
      name: view.facilityName,
    },
    month: payment.month,
    amount: centsToEuros(payment.amountCents),
    creditImputed: centsToEuros(payment.creditCents),
    imputedOn:
      payment.imputedOnPaymentId && view.imputedOnMonth
        ? {
            '@id': iri('payments', payment.imputedOnPaymentId),
            id: payment.imputedOnPaymentId,
            month: view.imputedOnMonth,
          }
        : null,
    dueDate: payment.dueDate,
    paidAt: payment.paidAt?.toISOString() ?? null,
    paidWith: payment.paidWith,
    reference: payment.paymentReference,
    attempts: payment.attempts,
    lastFailureReason: payment.lastFailureReason,
    receiptNumber: receiptNumberOf(payment),
    _abilities: {
      record: mayRecordPayments(actor, view) && isRecordable(view),
      ticket: payment.status === 'paid' && payment.receiptNumber !== null,
    },
  };
}
