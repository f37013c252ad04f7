import {
  cancellationTermsText,
  type CancellationTerms,
} from '@espaces/domain/agreement/cancellation-terms';
import { heldPriceCents } from '@espaces/domain/booking/booking-pricing';
import { formatOrganizationIdentifier } from '@espaces/domain/locale/format';
import { monthlyAmountsDue } from '@espaces/domain/payment/payment-schedule';
import type { Database } from '../../db/client.ts';
import type {
  AgreementBookingFacts,
  AgreementFacts,
  AgreementPlaceFacts,
} from '../../documents/agreement-facts.ts';
import {
  agreementBookingsWithSlots,
  agreementParties,
  bookingIdsOf,
  doorsOf,
  type AgreementRow,
} from '../agreement-records/agreements.repository.ts';
import { agreementLedgerOf } from '../amendments/agreement-ledger.ts';
import { annexesOf, facilityDocumentsOf } from './annexes.repository.ts';

export interface DocumentContext {
  appName: string;
  appUrl: string;
  regionName: string;
  /**
   * The notice thresholds the agreement states (settings,
   * docs/bookings.md#cancellation-conditions).
   */
  cancellationTerms: CancellationTerms;
}

const fullAddress = (row: { address: string; postalCode: string; city: string }) =>
  `${row.address}, ${row.postalCode} ${row.city}`;

/**
 * Each booking of the agreement with its priced slots (as held once issued:
 * docs/agreements.md#amounts-once-issued).
 */
export async function pricedBookings(db: Database, bookingIds: string[]) {
  const { rows, slots } = await agreementBookingsWithSlots(db, bookingIds);
  return rows.map(({ booking, place }) => {
    const own = slots
      .filter((slot) => slot.bookingId === booking.id)
      .map((slot) => ({
        id: slot.id,
        startDate: slot.startDate,
        endDate: slot.endDate,
        priceCents: heldPriceCents(slot, booking.rentPriceCents, booking.cleaningPriceCents),
      }));
    return {
      booking,
      place,
      slots: own,
      totalCents: own.reduce((total, slot) => total + slot.priceCents, 0),
    };
  });
}

/**
 * Everything the agreement's PDF states, read in the caller's transaction: the parties, the
 * places with their doors, every slot with its price, the totals, the monthly instalments and
 * the means of payment, the cancellation terms and the annexes (the facility's documents while
 * a draft, the copies taken at issue after). `reference` is null for a draft's preview. The
 * total is the agreement's ledger's (amendments/agreement-ledger.ts), as every page reads it.
 */
export async function agreementFactsOf(
  db: Database,
  agreement: AgreementRow,
  context: DocumentContext,
  issue: { reference: string | null; at: Date },
): Promise<AgreementFacts> {
  const bookingIds = await bookingIdsOf(db, agreement.id);
  const { facility, organization, representative } = await agreementParties(
    db,
    agreement.facilityId,
    agreement.organizationId,
  );
  const priced = await pricedBookings(db, bookingIds);
  const placeRows = [...new Map(priced.map(({ place }) => [place.id, place])).values()];
  const doorRows = await doorsOf(
    db,
    placeRows.map((place) => place.id),
  );
  const places: AgreementPlaceFacts[] = placeRows.map((place) => ({
    name: place.name,
    address: fullAddress(facility),
    capacity: place.capacity,
    doors: doorRows
      .filter((door) => door.placeId === place.id)
      .map((door) => ({ name: door.name })),
  }));
  const bookings: AgreementBookingFacts[] = priced.map(({ booking, place, slots, totalCents }) => ({
    reference: booking.reference,
    placeName: place.name,
    activity: booking.activity,
    yearly: booking.purposeType === 'yearly',
    rentPriceCents: booking.rentPriceCents,
    cleaningPriceCents: booking.cleaningPriceCents,
    slots,
    totalCents,
  }));
  const annexes =
    agreement.status === 'draft'
      ? (await facilityDocumentsOf(db, agreement.facilityId)).map((document) => document.name)
      : (await annexesOf(db, agreement.id)).map((annex) => annex.name);
  const instalments = monthlyAmountsDue(
    priced.map(({ booking, slots }) => ({
      rentPriceCents: booking.rentPriceCents,
      cleaningPriceCents: booking.cleaningPriceCents,
      slots,
    })),
    context.cancellationTerms,
  );
  const { ledger } = await agreementLedgerOf(db, agreement);
  return {
    appName: context.appName,
    regionName: context.regionName,
    reference: issue.reference,
    issuedAt: issue.at,
    facility: {
      name: facility.name,
      uai: facility.uai,
      address: fullAddress(facility),
      signatoryName: facility.signatoryName,
      signatoryTitle: facility.signatoryTitle,
    },
    organization: {
      name: organization.name,
      legalForm: organization.legalForm,
      identifier: formatOrganizationIdentifier(organization) ?? '',
      address: fullAddress(organization),
      representative: representative
        ? `${representative.firstName} ${representative.lastName}`.trim()
        : organization.name,
    },
    places,
    bookings,
    totalCents: ledger.currentTotalCents,
    payment: {
      paymentType: organization.paymentType,
      cardLast4: organization.cardToken ? organization.cardLast4 : null,
      instalments,
      paymentsUrl: `${context.appUrl.replace(/\/$/, '')}/paiements/liste`,
    },
    annexes,
    cancellationTerms: cancellationTermsText(context.cancellationTerms),
  };
}
