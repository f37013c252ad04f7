/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { PaymentTicket } from '@espaces/domain/api/payments';
import { formatDate, formatEuros } from '@espaces/domain/locale/format';
import { receiptLines, receiptTotalLabel } from '@espaces/domain/payment/payment-ticket';
import { PageFooter } from './agreement-document.tsx';
import { pdfStyles as s } from './pdf-styles.ts';

/** Who paid whom: the organisation, and the Région for the lycée whose spaces were used. */
function Parties({ ticket }: { ticket: PaymentTicket }) {
  const { payer, payee } = ticket;
  return (
    <View style={s.receiptParties}>
      <View style={[s.party, s.receiptParty]}>
        <Text style={s.bold}>Payeur</Text>
        <Text>{payer.name}</Text>
        {payer.identifier ? <Text>{payer.identifier}</Text> : null}
        <Text>{payer.address}</Text>
      </View>
      <View style={[s.party, s.receiptParty]}>
        <Text style={s.bold}>Bénéficiaire</Text>
        <Text>{payee.name}</Text>
        <Text>
          pour l’établissement {payee.facility} (UAI {payee.uai})
        </Text>
        <Text>{payee.address}</Text>
      </View>
    </View>
  );
}

/** Every slot, fee, earlier payment or credit the amount covers. */
function CoveredLines({ ticket }: { ticket: PaymentTicket }) {
  return (
    <View>
      <Text style={s.heading}>Détail du montant</Text>
      <View style={s.headRow}>
        <Text style={s.receiptWhat}>Créneau ou opération</Text>
        <Text style={s.receiptDetail}>Détail</Text>
        <Text style={s.receiptAmount}>Montant</Text>
      </View>
      {ticket.lines.map((line, index) => (
        <View key={`${index}-${line.label}`} style={s.row} wrap={false}>
          <Text style={s.receiptWhat}>{line.label}</Text>
          <Text style={s.receiptDetail}>{line.detail}</Text>
          <Text style={s.receiptAmount}>{formatEuros(line.amount)}</Text>
        </View>
      ))}
    </View>
  );
}

/** The receipt (reçu) of a paid payment, as `/paiements/{id}/ticket` shows it. */
export function ReceiptDocument({ ticket, appName }: { ticket: PaymentTicket; appName: string }) {
  const title = `Reçu n°\u00a0${ticket.number}`;
  return (
    <Document title={title} author={appName} creator={appName} producer={appName} language="fr">
      <Page size="A4" style={s.page}>
        <Text style={s.header}>{appName}</Text>
        <Text style={s.title}>{title}</Text>
        <Text style={s.subtitle}>Payé le {formatDate(ticket.paidAt)}</Text>
        <Parties ticket={ticket} />
        {receiptLines(ticket).map(([label, value]) => (
          <View key={label} style={s.row}>
            <Text style={{ width: '40%' }}>{label}</Text>
            <Text style={{ width: '60%' }}>{value}</Text>
          </View>
        ))}
        <CoveredLines ticket={ticket} />
        <View style={s.grandTotal}>
          <Text>{receiptTotalLabel(ticket)}</Text>
          <Text>{formatEuros(ticket.amount)}</Text>
        </View>
        <PageFooter label={title} />
      </Page>
    </Document>
  );
}
