import { agreementLedger, type AgreementLedger } from '@espaces/domain/agreement/agreement-ledger';
import type { AmendmentContent } from '@espaces/domain/agreement/amendment-plan';
import { amountDueCents } from '@espaces/domain/agreement/cancellation-conditions';
import type { Database } from '../../db/client.ts';
import type { AgreementRow } from '../agreement-records/agreements.repository.ts';
import { agreementSlotsForSchedule, paymentAmountsOf } from '../payments/payments.repository.ts';
import { amendmentsOfAgreement } from './amendments.repository.ts';

/** An amendment being issued in the caller's transaction, not stored yet. */
export interface IssuingAmendment {
  number: number;
  content: AmendmentContent;
}

/**
 * The agreement's one ledger (domain agreement-ledger.ts, docs/agreements.md#amounts-once-issued)
 * read from the database, in cents, in the caller's transaction: its total when issued, each
 * amendment's change, what its slots owe now (the amounts held, as the payment schedule counts
 * them) and its payments. Every page and document reads it here: the agreement's `ledger`, the
 * agreement's PDF and each amendment's, which passes itself as `issuing` since its document
 * states the account it leaves. Also returns the stored amendments, in number order.
 */
export async function agreementLedgerOf(
  db: Database,
  agreement: AgreementRow,
  issuing?: IssuingAmendment,
): Promise<{
  ledger: AgreementLedger;
  amendments: Awaited<ReturnType<typeof amendmentsOfAgreement>>;
}> {
  const bookings = await agreementSlotsForSchedule(db, agreement.id);
  const amendments = await amendmentsOfAgreement(db, agreement.id);
  const payments = await paymentAmountsOf(db, agreement.id);
  const ledger = agreementLedger({
    signedTotalCents: agreement.status === 'draft' ? null : agreement.totalCents,
    amendments: [
      ...amendments.map(({ amendment }) => ({
        number: amendment.number,
        content: amendment.content as AmendmentContent,
      })),
      ...(issuing ? [issuing] : []),
    ],
    currentTotalCents: bookings.reduce(
      (total, booking) =>
        total + amountDueCents(booking.slots, booking.rentPriceCents, booking.cleaningPriceCents),
      0,
    ),
    payments,
  });
  return { ledger, amendments };
}
