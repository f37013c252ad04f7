import { renderToBuffer } from '@react-pdf/renderer';
import type { PaymentTicket } from '@espaces/domain/api/payments';
import { registerPdfFonts } from './pdf-fonts.ts';
import { ReceiptDocument } from './receipt-document.tsx';

/** The receipt's PDF, drawn from the same ticket the printable page shows. */
export async function renderReceiptPdf(ticket: PaymentTicket, appName: string): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(ReceiptDocument({ ticket, appName }));
}
