import { agreementLedger, ledgerPaymentsCents } from '@espaces/domain/agreement/agreement-ledger';
import { amendmentTitle } from '@espaces/domain/agreement/amendment-messages';
import type { AmendmentContent } from '@espaces/domain/agreement/amendment-plan';
import { amountDueCents } from '@espaces/domain/agreement/cancellation-conditions';
import type { AgreementLedger } from '@espaces/domain/api/agreements';
import { iri } from '@espaces/domain/api/iri';
import { centsToEuros } from '@espaces/domain/locale/format';
import type { Database } from '../../db/client.ts';
import { amendmentsOfAgreement } from '../amendments/amendments.repository.ts';
import { agreementSlotsForSchedule, paymentAmountsOf } from '../payments/payments.repository.ts';
import type { AgreementRow } from '../agreement-records/agreements.repository.ts';

/**
 * The agreement's ledger (domain agreement-ledger.ts) as every page and document reads it: its
 * total when issued, each amendment's change, what its slots owe now (the amounts held, as the
 * payment schedule counts them) and its payments.
 */
export async function ledgerOf(db: Database, agreement: AgreementRow): Promise<AgreementLedger> {
  const bookings = await agreementSlotsForSchedule(db, agreement.id);
  const amendments = await amendmentsOfAgreement(db, agreement.id);
  const payments = await paymentAmountsOf(db, agreement.id);
  const ledger = agreementLedger({
    signedTotalCents: agreement.status === 'draft' ? null : agreement.totalCents,
    amendments: amendments.map(({ amendment }) => ({
      number: amendment.number,
      content: amendment.content as AmendmentContent,
    })),
    currentTotalCents: bookings.reduce(
      (total, booking) =>
        total + amountDueCents(booking.slots, booking.rentPriceCents, booking.cleaningPriceCents),
      0,
    ),
    payments,
  });
  return {
    signedTotal: ledger.signedTotalCents === null ? null : centsToEuros(ledger.signedTotalCents),
    amendments: amendments.map(({ amendment, bookingReference }, index) => ({
      '@id': iri('amendments', amendment.id),
      id: amendment.id,
      number: amendment.number,
      title: amendmentTitle(amendment.number),
      booking: {
        '@id': iri('bookings', amendment.bookingId),
        id: amendment.bookingId,
        reference: bookingReference,
      },
      issuedAt: amendment.issuedAt.toISOString(),
      change: centsToEuros(ledger.amendments[index]!.changeCents),
      document: `/api/amendments/${amendment.id}/document`,
    })),
    currentTotal: centsToEuros(ledger.currentTotalCents),
    payments: {
      scheduled: centsToEuros(ledger.payments.scheduledCents),
      paid: centsToEuros(ledger.payments.paidCents),
      credited: centsToEuros(ledger.payments.creditedCents),
      cancelled: centsToEuros(ledger.payments.cancelledCents),
      total: centsToEuros(ledgerPaymentsCents(ledger)),
    },
  };
}
