/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: this file also runs under tsx from other folders (bench, e2e, scripts), whose
// tsconfig does not set the JSX runtime.
import { Text, View } from '@react-pdf/renderer';
import { groupSlotsByMonth, weekdayOf } from '@espaces/domain/agreement/slot-months';
import { formatCents, formatDate, formatTimeRange } from '@espaces/domain/locale/format';
import type {
  AgreementBookingFacts,
  AgreementFacts,
  AgreementPlaceFacts,
} from './agreement-facts.ts';
import { pdfStyles as s } from './pdf-styles.ts';

export function Parties({ facts }: { facts: AgreementFacts }) {
  const { facility, organization } = facts;
  return (
    <View>
      <Text style={s.heading}>Entre les soussignés</Text>
      <View style={s.party}>
        <Text style={s.bold}>
          {facts.regionName} et l’établissement {facility.name}
        </Text>
        <Text>
          UAI {facility.uai} — {facility.address}
        </Text>
        <Text>
          représentés par {facility.signatoryName ?? 'le chef d’établissement'}
          {facility.signatoryTitle ? `, ${facility.signatoryTitle}` : ''}
        </Text>
        <Text>ci-après « l’établissement »,</Text>
      </View>
      <Text style={s.paragraph}>et</Text>
      <View style={s.party}>
        <Text style={s.bold}>{organization.name}</Text>
        <Text>
          {organization.legalForm} — {organization.identifier}
        </Text>
        <Text>{organization.address}</Text>
        <Text>représentée par {organization.representative}</Text>
        <Text>ci-après « l’organisation ».</Text>
      </View>
    </View>
  );
}

function PlaceSection({ place }: { place: AgreementPlaceFacts }) {
  return (
    <View wrap={false}>
      <Text style={s.subheading}>{place.name}</Text>
      <Text>{place.address}</Text>
      <Text>
        Capacité d’accueil :{' '}
        {place.capacity === null ? 'non précisée' : `${place.capacity} personnes`}
      </Text>
      {place.doors.length === 0 ? (
        <Text>Accès : par l’entrée principale de l’établissement.</Text>
      ) : (
        <>
          {place.doors.map((door) => (
            <Text key={door.name}>Porte d’accès « {door.name} »</Text>
          ))}
          <Text>
            Les consignes d’accès sont communiquées à l’organisation sur la page de sa réservation
            une fois la convention signée.
          </Text>
        </>
      )}
    </View>
  );
}

export function Places({ places }: { places: AgreementPlaceFacts[] }) {
  return (
    <View>
      <Text style={s.heading}>Article 1 — Objet et locaux mis à disposition</Text>
      <Text style={s.paragraph}>
        L’établissement met à la disposition de l’organisation les espaces suivants, aux créneaux de
        l’article 2, pour l’activité déclarée dans chaque réservation.
      </Text>
      {places.map((place) => (
        <PlaceSection key={place.name} place={place} />
      ))}
    </View>
  );
}

function BookingSlots({ booking }: { booking: AgreementBookingFacts }) {
  return (
    <View>
      <Text style={s.subheading}>
        Réservation {booking.reference} — {booking.placeName}
        {booking.yearly ? ' (annuelle)' : ''}
      </Text>
      <Text>Activité : {booking.activity || 'non précisée'}</Text>
      <Text>
        Tarif : {formatCents(booking.rentPriceCents)} de l’heure, ménage{' '}
        {formatCents(booking.cleaningPriceCents)} par créneau ; {booking.slots.length} créneau
        {booking.slots.length > 1 ? 'x' : ''}.
      </Text>
      {groupSlotsByMonth(booking.slots).map((month) => (
        <View key={month.label}>
          <Text style={s.month}>{month.label}</Text>
          <View style={s.headRow}>
            <Text style={s.cellDay}>Date</Text>
            <Text style={s.cellHours}>Horaires (heure de Paris)</Text>
            <Text style={s.cellPrice}>Prix</Text>
          </View>
          {month.slots.map((slot) => (
            <View style={s.row} key={slot.startDate.toISOString()} wrap={false}>
              <Text style={s.cellDay}>
                {weekdayOf(slot.startDate)} {formatDate(slot.startDate)}
              </Text>
              <Text style={s.cellHours}>{formatTimeRange(slot.startDate, slot.endDate)}</Text>
              <Text style={s.cellPrice}>{formatCents(slot.priceCents)}</Text>
            </View>
          ))}
        </View>
      ))}
      <View style={s.totalRow}>
        <Text>Total de la réservation {booking.reference}</Text>
        <Text style={s.bold}>{formatCents(booking.totalCents)}</Text>
      </View>
    </View>
  );
}

export function Slots({ facts }: { facts: AgreementFacts }) {
  return (
    <View>
      <Text style={s.heading}>Article 2 — Créneaux et prix</Text>
      <Text style={s.paragraph}>
        Prix d’un créneau : durée en heures × tarif horaire, plus le forfait ménage.
      </Text>
      {facts.bookings.map((booking) => (
        <BookingSlots key={booking.reference} booking={booking} />
      ))}
      <View style={s.grandTotal}>
        <Text>Montant total de la convention</Text>
        <Text>{formatCents(facts.totalCents)}</Text>
      </View>
    </View>
  );
}

export function Terms({ facts }: { facts: AgreementFacts }) {
  return (
    <View>
      <Text style={s.heading}>Article 3 — Conditions d’annulation</Text>
      {facts.cancellationTerms.map((term) => (
        <Text key={term} style={s.paragraph}>
          • {term}
        </Text>
      ))}
      <Text style={s.heading}>Article 4 — Annexes</Text>
      {facts.annexes.length === 0 ? (
        <Text>Aucune annexe.</Text>
      ) : (
        facts.annexes.map((annex, index) => (
          <Text key={`${index}-${annex}`}>
            Annexe {index + 1} : {annex}
          </Text>
        ))
      )}
      <Text style={s.paragraph}>
        L’organisation déclare avoir pris connaissance des annexes, téléchargeables depuis{' '}
        {facts.appName}, et s’engage à les respecter.
      </Text>
    </View>
  );
}

export function SignatureBlocks({ facts }: { facts: AgreementFacts }) {
  return (
    <View wrap={false}>
      <Text style={s.heading}>Signatures</Text>
      <View style={s.signatures}>
        <View style={s.signatureBlock}>
          <Text style={s.bold}>Pour l’établissement</Text>
          <Text>{facts.facility.signatoryName ?? 'Le chef d’établissement'}</Text>
          <Text>{facts.facility.signatoryTitle ?? ''}</Text>
          <Text>Émise le {formatDate(facts.issuedAt)}</Text>
        </View>
        <View style={s.signatureBlock}>
          <Text style={s.bold}>Pour l’organisation</Text>
          <Text>{facts.organization.representative}</Text>
          <Text>Signature électronique simple : voir la page de signature.</Text>
        </View>
      </View>
    </View>
  );
}
