import type { Agreement, AgreementAnnex, AgreementLedger } from '@espaces/domain/api/agreements';
import { iri } from '@espaces/domain/api/iri';
import { mayTakeAgreementStep } from '@espaces/domain/agreement/agreement-lifecycle';
import type { BookingActorKind } from '@espaces/domain/booking/booking-lifecycle';
import { centsToEuros } from '@espaces/domain/locale/format';
import type { doors, places } from '../../db/schema.ts';
import type { AgreementView } from '../agreement-records/agreements.repository.ts';

export interface AgreementPresentation {
  view: AgreementView;
  kinds: readonly BookingActorKind[];
  bookingIds: string[];
  places: { place: typeof places.$inferSelect; doors: (typeof doors.$inferSelect)[] | undefined }[];
  totalCents: number;
  ledger: AgreementLedger;
  annexes: Omit<AgreementAnnex, '@id'>[];
  signedBy: string | null;
  /** Null when not checked (see the contract). */
  documentIntact: boolean | null;
}

/** JSON-LD of an agreement (docs/api.md): bookings as IRIs, euros, abilities. */
export function presentAgreement(input: AgreementPresentation): Agreement {
  const { agreement } = input.view;
  return {
    '@id': iri('agreements', agreement.id),
    '@type': 'Agreement',
    id: agreement.id,
    reference: agreement.reference,
    status: agreement.status,
    facility: {
      '@id': iri('facilities', agreement.facilityId),
      id: agreement.facilityId,
      name: input.view.facilityName,
    },
    organization: {
      '@id': iri('organizations', agreement.organizationId),
      id: agreement.organizationId,
      name: input.view.organizationName,
    },
    bookings: input.bookingIds.map((id) => iri('bookings', id)),
    places: input.places.map(({ place, doors }) => ({
      '@id': iri('places', place.id),
      id: place.id,
      name: place.name,
      capacity: place.capacity,
      address: `${input.view.facilityAddress}, ${input.view.facilityPostalCode} ${input.view.facilityCity}`,
      ...(doors
        ? { doors: doors.map((door) => ({ name: door.name, instructions: door.instructions })) }
        : {}),
    })),
    totalPrice: centsToEuros(input.totalCents),
    ledger: input.ledger,
    annexes: input.annexes.map((annex) => ({
      '@id': annex.file.replace(/\/file$/, ''),
      ...annex,
    })),
    generatedAt: agreement.generatedAt?.toISOString() ?? null,
    documentSha256: agreement.documentSha256,
    signedAt: agreement.signedAt?.toISOString() ?? null,
    signedBy: input.signedBy,
    signedDocumentSha256: agreement.signedDocumentSha256,
    documentIntact: input.documentIntact,
    _abilities: {
      // Generating again re-issues an agreement whose documents were found altered.
      generate:
        mayTakeAgreementStep(input.kinds, agreement.status, 'generate') ||
        (input.documentIntact === false &&
          mayTakeAgreementStep(input.kinds, agreement.status, 'reissue')),
      sign:
        mayTakeAgreementStep(input.kinds, agreement.status, 'sign') &&
        input.documentIntact !== false,
      manageAnnexes: agreement.status === 'draft' && input.kinds.includes('facility_admin'),
    },
  };
}
