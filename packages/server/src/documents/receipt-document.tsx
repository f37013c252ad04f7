/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { PaymentTicket } from '@espaces/domain/api/payments';
import { formatDate, formatEuros } from '@espaces/domain/locale/format';
import { paymentMonthLabel, receiptLines } from '@espaces/domain/payment/payment-ticket';
import { PageFooter } from './agreement-document.tsx';
import { pdfStyles as s } from './pdf-styles.ts';

/** The receipt (reçu) of a paid payment, as `/paiements/{id}/ticket` shows it (issue 13). */
export function ReceiptDocument({ ticket, appName }: { ticket: PaymentTicket; appName: string }) {
  const title = `Reçu n° ${ticket.number}`;
  return (
    <Document title={title} author={appName} creator={appName} producer={appName} language="fr">
      <Page size="A4" style={s.page}>
        <Text style={s.header}>{appName}</Text>
        <Text style={s.title}>{title}</Text>
        <Text style={s.subtitle}>Payé le {formatDate(ticket.paidAt)}</Text>
        <View style={s.party}>
          <Text style={s.bold}>Payeur</Text>
          <Text>{ticket.payer.name}</Text>
          <Text>{ticket.payer.address}</Text>
        </View>
        <View style={s.party}>
          <Text style={s.bold}>Bénéficiaire</Text>
          <Text>{ticket.payee.name}</Text>
          <Text>{ticket.payee.address}</Text>
        </View>
        {receiptLines(ticket).map(([label, value]) => (
          <View key={label} style={s.row}>
            <Text style={{ width: '40%' }}>{label}</Text>
            <Text style={{ width: '60%' }}>{value}</Text>
          </View>
        ))}
        <View style={s.grandTotal}>
          <Text>Montant payé pour {paymentMonthLabel(ticket.month)}</Text>
          <Text>{formatEuros(ticket.amount)}</Text>
        </View>
        <PageFooter label={title} />
      </Page>
    </Document>
  );
}
