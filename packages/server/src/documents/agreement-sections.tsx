/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: this file also runs under tsx from other folders (bench, e2e, scripts), whose
// tsconfig does not set the JSX runtime.
import { Text, View } from '@react-pdf/renderer';
import { groupSlotsByMonth, weekdayOf } from '@espaces/domain/agreement/slot-months';
import { formatCents, formatDate, formatTimeRange, formatUai } from '@espaces/domain/locale/format';
import { paymentMonthLabel } from '@espaces/domain/payment/payment-ticket';
import type {
  AgreementBookingFacts,
  AgreementFacts,
  AgreementPlaceFacts,
} from './agreement-facts.ts';
import { pdfStyles as s } from './pdf-styles.ts';
import { countOf, plural } from '@espaces/domain/locale/french';
import { slotCountLabel } from '@espaces/domain/booking/booking-labels';

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
          UAI {formatUai(facility.uai)} — {facility.address}
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
          {organization.legalForm}
          {organization.identifier ? ` — ${organization.identifier}` : ''}
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
        {place.capacity === null ? 'non précisée' : countOf(place.capacity, 'personne')}
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
        {formatCents(booking.cleaningPriceCents)} par créneau ;{' '}
        {slotCountLabel(booking.slots.length)}.
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

/** Monthly instalments, due the 5th of the next month, the means and where to pay. */
export function PaymentTerms({ facts }: { facts: AgreementFacts }) {
  const { payment } = facts;
  const reference = facts.reference ?? 'attribuée à l’émission';
  const chosen =
    payment.paymentType === 'card'
      ? `carte bancaire enregistrée sur ${facts.appName}${payment.cardLast4 ? ` (carte ••••\u00a0${payment.cardLast4})` : ', à enregistrer avant la première échéance'}, débitée automatiquement à chaque échéance`
      : '« autre » : virement ou mandat administratif, enregistré par l’établissement à réception';
  return (
    <View>
      <Text style={s.heading}>Article 3 — Conditions de paiement</Text>
      <Text style={s.paragraph}>
        Le montant est payé par échéances mensuelles : chaque mois civil comportant des créneaux
        donne lieu à une échéance égale au prix de ses créneaux, due au plus tard le 5 du mois
        suivant. Une annulation ajuste l’échéance de son mois selon l’article 4.
      </Text>
      <View style={s.headRow}>
        <Text style={s.cellDay}>Mois</Text>
        <Text style={s.cellHours}>Échéance</Text>
        <Text style={s.cellPrice}>Montant</Text>
      </View>
      {payment.instalments.map((instalment) => (
        <View style={s.row} key={instalment.month} wrap={false}>
          <Text style={s.cellDay}>{paymentMonthLabel(instalment.month)}</Text>
          <Text style={s.cellHours}>
            au plus tard le {formatDate(`${instalment.dueDate}T12:00:00Z`)}
          </Text>
          <Text style={s.cellPrice}>{formatCents(instalment.amountCents)}</Text>
        </View>
      ))}
      <Text style={[s.paragraph, { marginTop: 6 }]}>
        Moyen de paiement choisi par l’organisation : {chosen}.
      </Text>
      <Text style={s.paragraph}>
        Moyens possibles : la carte bancaire enregistrée sur {facts.appName}, débitée
        automatiquement à chaque échéance, ou « autre » : virement ou mandat administratif.
        L’organisation peut changer de moyen avant une échéance, page « Moyens de paiement ».
      </Text>
      <Text style={s.paragraph}>
        Où payer : les échéances, leur état et les reçus se consultent sur {facts.appName}, page
        « Paiements » ({payment.paymentsUrl}). Un virement ou un mandat administratif est adressé à
        l’agent comptable de l’établissement ({facts.facility.name}, {facts.facility.address}), en
        rappelant la référence de la convention ({reference}) et le mois payé.
      </Text>
    </View>
  );
}

export function CancellationTerms({ facts }: { facts: AgreementFacts }) {
  return (
    <View>
      <Text style={s.heading}>Article 4 — Conditions d’annulation</Text>
      {facts.cancellationTerms.map((term) => (
        <Text key={term} style={s.paragraph}>
          • {term}
        </Text>
      ))}
    </View>
  );
}

/** The annexes, and the organisation's acknowledgement of them only when there are some. */
export function Annexes({ facts }: { facts: AgreementFacts }) {
  return (
    <View>
      <Text style={s.heading}>Article 5 — Annexes</Text>
      {facts.annexes.length === 0 ? (
        <Text>Aucune annexe.</Text>
      ) : (
        <>
          {facts.annexes.map((annex, index) => (
            <Text key={`${index}-${annex}`}>
              Annexe {index + 1} : {annex}
            </Text>
          ))}
          <Text style={[s.paragraph, { marginTop: 5 }]}>
            L’organisation déclare avoir pris connaissance{' '}
            {plural(facts.annexes.length, { one: 'de l’annexe', other: 'des annexes' })},{' '}
            {plural(facts.annexes.length, 'téléchargeable')} depuis {facts.appName}, et s’engage à{' '}
            {plural(facts.annexes.length, { one: 'la', other: 'les' })} respecter.
          </Text>
        </>
      )}
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
          <Text>
            {facts.reference ? `Émise le ${formatDate(facts.issuedAt)}` : 'Projet non émis'}
          </Text>
        </View>
        <View style={s.signatureBlock}>
          <Text style={s.bold}>Pour l’organisation</Text>
          <Text>{facts.organization.representative}</Text>
          <Text>Signature électronique simple : voir la fiche de preuve jointe.</Text>
        </View>
      </View>
    </View>
  );
}
