/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: this file also runs under tsx from other folders (bench, e2e, scripts), whose
// tsconfig does not set the JSX runtime.
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import {
  amendmentChangeCents,
  amendmentLines,
  type AmendmentLine,
  type AmendmentLineKind,
} from '@espaces/domain/agreement/amendment-lines';
import { amendmentTitle } from '@espaces/domain/agreement/amendment-messages';
import { weekdayOf } from '@espaces/domain/agreement/slot-months';
import type { BookingQuery } from '@espaces/domain/api/bookings';
import { describeWeeklyQuery, slotCountLabel } from '@espaces/domain/booking/booking-labels';
import {
  formatCents,
  formatCentsChange,
  formatDate,
  formatTime,
  formatTimeRange,
} from '@espaces/domain/locale/format';
import { PageFooter } from './agreement-document.tsx';
import type { AmendmentFacts } from './amendment-facts.ts';
import { pdfStyles as s } from './pdf-styles.ts';
import { plural } from '@espaces/domain/locale/french';

const lineStyles = StyleSheet.create({
  day: { width: '34%' },
  hours: { width: '22%' },
  amount: { width: '22%', textAlign: 'right' },
  note: { fontSize: 8, color: '#444444', paddingLeft: 4, marginBottom: 2 },
  block: {
    marginTop: 12,
    padding: 8,
    borderWidth: 0.5,
    borderStyle: 'solid',
    borderColor: '#999999',
  },
});

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

const slotText = (range: { startDate: string; endDate: string }) =>
  `${weekdayOf(new Date(range.startDate))} ${formatDate(range.startDate)}`;

/** What each kind of line is called, and what its two amounts mean. */
const KINDS: Record<
  AmendmentLineKind,
  { heading: string; participle: string; before: string; after: string }
> = {
  cancelled: {
    heading: 'Créneaux annulés',
    participle: 'annulé',
    before: 'Prix',
    after: 'Reste dû',
  },
  moved: {
    heading: 'Créneaux déplacés',
    participle: 'déplacé',
    before: 'Ancien prix',
    after: 'Nouveau prix',
  },
  added: { heading: 'Créneaux ajoutés', participle: 'ajouté', before: 'Avant', after: 'Prix' },
  repriced: {
    heading: 'Créneaux dont le prix change',
    participle: 'réévalué',
    before: 'Ancien prix',
    after: 'Nouveau prix',
  },
};

function introOf(kind: AmendmentLineKind, count: number, facts: AmendmentFacts): string {
  const told = `${slotCountLabel(count)} ${plural(count, KINDS[kind].participle)}`;
  const booking = `Réservation ${facts.content.bookingReference} — ${facts.placeName} : ${told}`;
  switch (kind) {
    case 'cancelled':
      return facts.canceller === 'organization'
        ? `${booking} par l’organisation, aux conditions d’annulation de la convention.`
        : `${booking} par l’établissement ou la Région ; le prix est ajusté en conséquence, rien n’en reste dû.`;
    case 'moved':
      return `${booking} (ancien créneau, puis nouveau).`;
    case 'added':
      return `${booking}, aux prix de l’avenant.`;
    case 'repriced':
      return `${booking} aux nouveaux tarifs, les créneaux à venir seulement : ceux déjà commencés et les frais d’annulation déjà arrêtés ne changent pas.`;
  }
}

function LineRows({ line }: { line: AmendmentLine }) {
  return (
    <View wrap={false}>
      {line.from ? (
        <View style={s.row}>
          <Text style={lineStyles.day}>{slotText(line.from)}</Text>
          <Text style={lineStyles.hours}>
            {formatTimeRange(line.from.startDate, line.from.endDate)}
          </Text>
          <Text style={lineStyles.amount}>{formatCents(line.beforeCents)}</Text>
          <Text style={lineStyles.amount}>déplacé</Text>
        </View>
      ) : null}
      <View style={s.row}>
        <Text style={lineStyles.day}>{slotText(line)}</Text>
        <Text style={lineStyles.hours}>{formatTimeRange(line.startDate, line.endDate)}</Text>
        <Text style={lineStyles.amount}>{line.from ? '' : formatCents(line.beforeCents)}</Text>
        <Text style={lineStyles.amount}>{formatCents(line.afterCents)}</Text>
      </View>
      {line.label ? <Text style={lineStyles.note}>{line.label}</Text> : null}
    </View>
  );
}

/** One article per kind of change: only what happened gets a heading. */
function LinesArticle({
  facts,
  kind,
  lines,
  article,
}: {
  facts: AmendmentFacts;
  kind: AmendmentLineKind;
  lines: AmendmentLine[];
  article: number;
}) {
  return (
    <View>
      <Text style={s.heading}>
        Article {article} — {KINDS[kind].heading}
      </Text>
      <Text style={s.paragraph}>{introOf(kind, lines.length, facts)}</Text>
      <View style={s.headRow}>
        <Text style={lineStyles.day}>Date</Text>
        <Text style={lineStyles.hours}>Horaires (Paris)</Text>
        <Text style={lineStyles.amount}>{KINDS[kind].before}</Text>
        <Text style={lineStyles.amount}>{KINDS[kind].after}</Text>
      </View>
      {lines.map((line) => (
        <LineRows key={`${line.from?.startDate ?? ''}${line.startDate}`} line={line} />
      ))}
    </View>
  );
}

const queryLabel = (query: BookingQuery | null) =>
  query ? `«\u00a0${describeWeeklyQuery(query).toLowerCase()}\u00a0»` : 'aucun';

function QueryArticle({ facts, article }: { facts: AmendmentFacts; article: number }) {
  const query = facts.content.query!;
  return (
    <View>
      <Text style={s.heading}>Article {article} — Jour et heures</Text>
      <Text style={s.paragraph}>
        Jour et heures de la réservation annuelle : {queryLabel(query.before)} avant,{' '}
        {queryLabel(query.after)} après.
      </Text>
    </View>
  );
}

/** The prices, then the amounts reconciled: before + Σ of the lines above = after. */
function Totals({ facts, article }: { facts: AmendmentFacts; article: number }) {
  const { content } = facts;
  const rentChanged = content.rentPriceCents.before !== content.rentPriceCents.after;
  const cleaningChanged = content.cleaningPriceCents.before !== content.cleaningPriceCents.after;
  return (
    <View wrap={false}>
      <Text style={s.heading}>Article {article} — Prix et montants</Text>
      <Text>
        Tarif horaire :{' '}
        {rentChanged
          ? `${formatCents(content.rentPriceCents.before)} avant, ${formatCents(content.rentPriceCents.after)} après.`
          : `${formatCents(content.rentPriceCents.after)}, inchangé.`}
      </Text>
      <Text>
        Forfait ménage par créneau :{' '}
        {cleaningChanged
          ? `${formatCents(content.cleaningPriceCents.before)} avant, ${formatCents(content.cleaningPriceCents.after)} après.`
          : `${formatCents(content.cleaningPriceCents.after)}, inchangé.`}
      </Text>
      <View style={s.totalRow}>
        <Text>Montant dû pour la réservation avant l’avenant</Text>
        <Text>{formatCents(content.totalBeforeCents)}</Text>
      </View>
      <View style={s.totalRow}>
        <Text>Variation due aux lignes ci-dessus</Text>
        <Text>{formatCentsChange(amendmentChangeCents(content))}</Text>
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
        Les autres stipulations de la convention demeurent inchangées ; les prix et frais écrits
        dans la convention et ses avenants précédents restent dus tels qu’ils y figurent.
      </Text>
    </View>
  );
}

/**
 * The agreement's account, all its bookings together, as the ledger states it once this
 * amendment is issued: the total signed, each amendment's change, the amount due now.
 */
function LedgerArticle({ facts, article }: { facts: AmendmentFacts; article: number }) {
  const { ledger } = facts;
  // An agreement's amendments may be many: the article flows on, its heading never left alone.
  return (
    <View>
      <Text style={s.heading} minPresenceAhead={60}>
        Article {article} — Montants de la convention
      </Text>
      <Text style={s.paragraph}>
        Toutes réservations de la convention {facts.agreementReference} confondues :
      </Text>
      {ledger.signedTotalCents === null ? null : (
        <View style={s.totalRow}>
          <Text>Montant de la convention signée</Text>
          <Text>{formatCents(ledger.signedTotalCents)}</Text>
        </View>
      )}
      {ledger.amendments.map((line) => (
        <View key={line.number} style={s.totalRow}>
          <Text>
            {amendmentTitle(line.number)} — réservation {line.bookingReference}
          </Text>
          <Text>{formatCentsChange(line.changeCents)}</Text>
        </View>
      ))}
      <View style={s.grandTotal}>
        <Text>Montant dû au titre de la convention après l’avenant</Text>
        <Text>{formatCents(ledger.currentTotalCents)}</Text>
      </View>
    </View>
  );
}

const at = (instant: string) => `${formatDate(instant)} à ${formatTime(instant)} (heure de Paris)`;

/** The organisation's acceptance, recorded as a signature's evidence is. */
function AcceptanceBlock({ facts }: { facts: AmendmentFacts }) {
  const acceptance = facts.acceptance!;
  return (
    <View style={lineStyles.block} wrap={false}>
      <Text style={s.subheading}>Acceptation par l’organisation</Text>
      <Text style={s.paragraph}>
        {facts.organizationName} a accepté cet avenant en ligne, après l’avoir lu, sur la page de la
        réservation.
      </Text>
      <Text>Accepté par : {acceptance.fullName}</Text>
      <Text>Adresse e-mail du compte : {acceptance.email}</Text>
      <Text>Accepté le {at(acceptance.acceptedAt)}</Text>
      <Text>Adresse IP : {acceptance.ipAddress}</Text>
      <Text>Navigateur : {acceptance.userAgent}</Text>
    </View>
  );
}

const ORDER: AmendmentLineKind[] = ['cancelled', 'moved', 'added', 'repriced'];

/** An amendment (avenant) of a signed agreement (docs/agreements.md#amendments). */
export function AmendmentDocument({ facts }: { facts: AmendmentFacts }) {
  const title = amendmentTitle(facts.number);
  const reference = facts.agreementReference;
  const lines = amendmentLines(facts.content);
  const articles: ((article: number) => ReactElement)[] = [
    ...ORDER.map((kind) => ({ kind, lines: lines.filter((line) => line.kind === kind) }))
      .filter((group) => group.lines.length > 0)
      .map((group) => (article: number) => (
        <LinesArticle key={group.kind} facts={facts} article={article} {...group} />
      )),
    ...(facts.content.query
      ? [(article: number) => <QueryArticle key="query" facts={facts} article={article} />]
      : []),
    (article: number) => <Totals key="totals" facts={facts} article={article} />,
    (article: number) => <LedgerArticle key="ledger" facts={facts} article={article} />,
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
        {articles.map((render, index) => render(index + 2))}
        {facts.acceptance ? <AcceptanceBlock facts={facts} /> : null}
        <PageFooter label={`${title} — convention ${reference}`} />
      </Page>
    </Document>
  );
}
