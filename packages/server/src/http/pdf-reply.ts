import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../files/accepted-uploads.ts';

/** An issued PDF (agreement, amendment): private, never cached, attached or shown inline. */
export function sendPdf(reply: FastifyReply, content: Buffer, fileName: string, inline = false) {
  const disposition = attachmentDisposition(fileName);
  return reply
    .header('Content-Type', 'application/pdf')
    .header(
      'Content-Disposition',
      inline ? disposition.replace(/^attachment/, 'inline') : disposition,
    )
    .header('Cache-Control', 'private, no-store')
    .send(content);
}
