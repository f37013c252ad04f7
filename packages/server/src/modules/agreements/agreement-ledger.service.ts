import { ledgerPaymentsCents } from '@espaces/domain/agreement/agreement-ledger';
import { amendmentTitle } from '@espaces/domain/agreement/amendment-messages';
import type { AgreementLedger } from '@espaces/domain/api/agreements';
import { iri } from '@espaces/domain/api/iri';
import { centsToEuros } from '@espaces/domain/locale/format';
import type { Database } from '../../db/client.ts';
import { agreementLedgerOf } from '../amendments/agreement-ledger.ts';
import type { AgreementRow } from '../agreement-records/agreements.repository.ts';

/**
 * The agreement's ledger as the API serves it (booking page, « Conventions »), in euros: the
 * one its PDFs state (amendments/agreement-ledger.ts).
 */
export async function ledgerOf(db: Database, agreement: AgreementRow): Promise<AgreementLedger> {
  const { ledger, amendments } = await agreementLedgerOf(db, agreement);
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
      imputed: centsToEuros(ledger.payments.imputedCents),
      cancelled: centsToEuros(ledger.payments.cancelledCents),
      total: centsToEuros(ledgerPaymentsCents(ledger)),
    },
  };
}
