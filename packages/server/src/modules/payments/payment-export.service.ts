import { amountToPayCents } from '@espaces/domain/payment/payment-credits';
import type { Actor } from '@espaces/domain/access/actor';
import { paymentListScope } from '@espaces/domain/access/list-scopes';
import { parisDateOf } from '@espaces/domain/availability/paris-time';
import {
  monthOf,
  periodInstants,
  type IndicatorPeriod,
} from '@espaces/domain/indicators/indicator-period';
import {
  paymentExportCsv,
  paymentExportFileName,
  type PaymentMovement,
} from '@espaces/domain/payment/payment-export';
import type { Database } from '../../db/client.ts';
import { requireAccess } from '../access/access.policy.ts';
import { issuedReferenceOf } from '../agreement-records/agreement-reference.ts';
import { paidPaymentsBetween } from './payment-export.repository.ts';
import { receiptNumberOf } from './payments.presenter.ts';
import type { PaymentPartyFilters } from './payments.repository.ts';

type PaidRow = Awaited<ReturnType<typeof paidPaymentsBetween>>[number];

function movementOf({ payment, ...parties }: PaidRow): PaymentMovement {
  // The database keeps a paid row's date, means and receipt number (payments' checks).
  if (!payment.paidAt || !payment.paidWith) throw new Error(`Payment ${payment.id} is not paid`);
  return {
    ...parties,
    paidAt: payment.paidAt,
    receiptNumber: receiptNumberOf(payment) ?? '',
    agreementReference: issuedReferenceOf({
      id: payment.agreementId,
      reference: parties.agreementReference,
    }),
    month: payment.month,
    // What came in: the credits imputed on the instalment moved no money.
    amountCents: amountToPayCents(payment),
    paidWith: payment.paidWith,
    cardLast4: payment.cardLast4,
    reference: payment.paymentReference,
  };
}

/**
 * GET /api/payments/export (docs/payments.md#accounting-export): the money movements of the
 * period (the current Paris month by default) among the payments the asker sees in the list
 * (`paymentListScope`); whoever may never see a payment gets 403.
 */
export async function exportPayments(
  db: Database,
  actor: Actor,
  query: { period: Partial<IndicatorPeriod>; filters: PaymentPartyFilters },
  now: Date,
): Promise<{ fileName: string; content: string }> {
  const asker = requireAccess('auth-payment', actor);
  const { from, to } = query.period;
  const period = from && to ? { from, to } : monthOf(parisDateOf(now));
  const rows = await paidPaymentsBetween(
    db,
    paymentListScope(asker),
    query.filters,
    periodInstants(period),
  );
  return {
    fileName: paymentExportFileName(period),
    content: paymentExportCsv(rows.map(movementOf)),
  };
}
