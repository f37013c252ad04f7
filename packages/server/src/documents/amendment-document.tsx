/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: this file also runs under tsx from other folders (bench, e2e, scripts), whose
// tsconfig does not set the JSX runtime.
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { amendmentTitle } from '@espaces/domain/agreement/amendment-messages';
import { slotLineLabel } from '@espaces/domain/agreement/amendment-plan';
import { weekdayOf } from '@espaces/domain/agreement/slot-months';
import type { BookingQuery } from '@espaces/domain/api/bookings';
import { describeWeeklyQuery } from '@espaces/domain/booking/booking-labels';
import { formatCents, formatDate, formatTimeRange } from '@espaces/domain/locale/format';
import { PageFooter } from './agreement-document.tsx';
import type { AmendmentFacts } from './amendment-facts.ts';
import { pdfStyles as s } from './pdf-styles.ts';

function Chain({ facts }: { facts: AmendmentFacts }) {
  const reference = facts.agreementReference;
  return (
    <View>
      <Text style={s.heading}>Article 1 — Documents modifiés</Text>
      <Text style={s.paragraph}>
        Le présent avenant modifie la convention {reference} signée, dont l’empreinte SHA-256 est :
      </Text>
      <Text style={[s.mono, s.paragraph]}>{facts.agreementSha256}</Text>
      <Text style={s.paragraph}>
        {facts.previous.number === null
          ? 'Il est le premier avenant de cette convention.'
          : `Il fait suite à l’${amendmentTitle(facts.previous.number)}, dont l’empreinte SHA-256 est :`}
      </Text>
      {facts.previous.number === null ? null : (
        <Text style={[s.mono, s.paragraph]}>{facts.previous.sha256}</Text>
      )}
    </View>
  );
}

function CancelledSlots({ facts, article }: { facts: AmendmentFacts; article: number }) {
  const { content } = facts;
  return (
    <View>
      <Text style={s.heading}>Article {article} — Créneaux annulés</Text>
      <Text style={s.paragraph}>
        Réservation {content.bookingReference} — {facts.placeName} : {content.cancelledSlots.length}{' '}
        créneau
        {content.cancelledSlots.length > 1 ? 'x annulés' : ' annulé'}{' '}
        {facts.canceller === 'organization'
          ? 'par l’organisation, aux conditions d’annulation de la convention.'
          : 'par l’établissement ou la Région\u00a0; le prix est ajusté en conséquence.'}
      </Text>
      <View style={s.headRow}>
        <Text style={s.cellDay}>Date</Text>
        <Text style={s.cellHours}>Horaires (heure de Paris)</Text>
        <Text style={s.cellPrice}>Prix — reste dû</Text>
      </View>
      {content.cancelledSlots.map((slot) => (
        <View key={slot.startDate} wrap={false}>
          <View style={s.row}>
            <Text style={s.cellDay}>
              {weekdayOf(new Date(slot.startDate))} {formatDate(slot.startDate)}
            </Text>
            <Text style={s.cellHours}>{formatTimeRange(slot.startDate, slot.endDate)}</Text>
            <Text style={s.cellPrice}>
              {formatCents(slot.priceCents)} — {formatCents(slot.dueCents)}
            </Text>
          </View>
          <Text style={s.mono}>{slotLineLabel(slot)}</Text>
        </View>
      ))}
    </View>
  );
}

function SlotRow({ slot, price }: { slot: { startDate: string; endDate: string }; price: string }) {
  return (
    <View style={s.row} wrap={false}>
      <Text style={s.cellDay}>
        {weekdayOf(new Date(slot.startDate))} {formatDate(slot.startDate)}
      </Text>
      <Text style={s.cellHours}>{formatTimeRange(slot.startDate, slot.endDate)}</Text>
      <Text style={s.cellPrice}>{price}</Text>
    </View>
  );
}

const queryLabel = (query: BookingQuery | null) =>
  query ? `«\u00a0${describeWeeklyQuery(query).toLowerCase()}\u00a0»` : 'aucun';

/** Issue 12 item 3: what an accepted amendment adds or moves, and the weekly hours. */
function AddedSlots({ facts, article }: { facts: AmendmentFacts; article: number }) {
  const { content } = facts;
  const added = content.addedSlots ?? [];
  const moved = content.movedSlots ?? [];
  return (
    <View>
      <Text style={s.heading}>Article {article} — Créneaux ajoutés et déplacés</Text>
      {content.query ? (
        <Text style={s.paragraph}>
          Jour et heures de la réservation annuelle : {queryLabel(content.query.before)} avant,{' '}
          {queryLabel(content.query.after)} après.
        </Text>
      ) : null}
      {added.length > 0 ? (
        <View>
          <Text style={s.paragraph}>
            {added.length} créneau{added.length > 1 ? 'x ajoutés' : ' ajouté'} :
          </Text>
          {added.map((slot) => (
            <SlotRow key={slot.startDate} slot={slot} price={formatCents(slot.priceCents)} />
          ))}
        </View>
      ) : null}
      {moved.length > 0 ? (
        <View>
          <Text style={s.paragraph}>
            {moved.length} créneau{moved.length > 1 ? 'x déplacés' : ' déplacé'} (ancien → nouveau)
            :
          </Text>
          {moved.map((line) => (
            <View key={line.to.startDate} wrap={false}>
              <SlotRow slot={line.from} price="déplacé" />
              <SlotRow slot={line.to} price={formatCents(line.priceCents)} />
            </View>
          ))}
        </View>
      ) : null}
    </View>
  );
}

function Totals({ facts, article }: { facts: AmendmentFacts; article: number }) {
  const { content } = facts;
  return (
    <View>
      <Text style={s.heading}>Article {article} — Prix et montants</Text>
      <Text>
        Tarif horaire : {formatCents(content.rentPriceCents.before)} avant,{' '}
        {formatCents(content.rentPriceCents.after)} après.
      </Text>
      <Text>
        Forfait ménage : {formatCents(content.cleaningPriceCents.before)} avant,{' '}
        {formatCents(content.cleaningPriceCents.after)} après.
      </Text>
      <View style={s.totalRow}>
        <Text>Montant dû pour la réservation avant l’avenant</Text>
        <Text>{formatCents(content.totalBeforeCents)}</Text>
      </View>
      <View style={s.grandTotal}>
        <Text>Montant dû pour la réservation après l’avenant</Text>
        <Text>{formatCents(content.totalAfterCents)}</Text>
      </View>
      {content.remainingSlots === 0 ? (
        <Text style={s.paragraph}>
          Plus aucun créneau ne reste : la réservation {content.bookingReference} est annulée.
        </Text>
      ) : null}
      <Text style={[s.paragraph, { marginTop: 8 }]}>
        Les autres stipulations de la convention demeurent inchangées.
      </Text>
    </View>
  );
}

/** An amendment (avenant) of a signed agreement (DESIGN §5, issue 12). */
export function AmendmentDocument({ facts }: { facts: AmendmentFacts }) {
  const title = amendmentTitle(facts.number);
  const reference = facts.agreementReference;
  const { content } = facts;
  const changes =
    (content.addedSlots?.length ?? 0) + (content.movedSlots?.length ?? 0) > 0 || content.query;
  const articles = [
    ...(content.cancelledSlots.length > 0 ? [{ key: 'cancelled', Article: CancelledSlots }] : []),
    ...(changes ? [{ key: 'added', Article: AddedSlots }] : []),
    { key: 'totals', Article: Totals },
  ];
  return (
    <Document
      title={`${title} à la convention ${reference}`}
      author={facts.facilityName}
      creator={facts.appName}
      producer={facts.appName}
      language="fr-FR"
    >
      <Page size="A4" style={s.page}>
        <Text style={s.header} fixed>
          {facts.regionName} — {facts.facilityName} — {facts.appName}
        </Text>
        <Text style={s.title}>
          {title} à la convention {reference}
        </Text>
        <Text style={s.subtitle}>
          Entre l’établissement {facts.facilityName} et {facts.organizationName} — émis le{' '}
          {formatDate(facts.issuedAt)}
        </Text>
        {facts.reason ? <Text style={s.paragraph}>Motif : {facts.reason}</Text> : null}
        {facts.counterPart ? (
          <Text style={s.paragraph}>Contrepartie : {facts.counterPart}</Text>
        ) : null}
        <Chain facts={facts} />
        {articles.map(({ key, Article }, index) => (
          <Article key={key} facts={facts} article={index + 2} />
        ))}
        <PageFooter label={`${title} — convention ${reference}`} />
      </Page>
    </Document>
  );
}
