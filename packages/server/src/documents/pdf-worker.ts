// A worker thread that renders the PDFs (render-pdf.ts): a yearly agreement takes 100–300 ms of
// synchronous layout, which on the requests' thread held every other request that long.
import { parentPort } from 'node:worker_threads';
import { pdfRenderers, type PdfRenderers } from './pdf-renderers.ts';
import { sealPdf } from './pdf-seal.ts';
import type { PdfSeal } from './seal-certificate.ts';

export interface PdfJob {
  id: number;
  renderer: keyof PdfRenderers;
  args: unknown[];
  /** Sealed last, here too: signing is as synchronous as the layout. */
  seal: PdfSeal | null;
}

export type PdfJobResult =
  { id: number; pdf: Uint8Array } | { id: number; error: { message: string; stack?: string } };

parentPort!.on('message', (job: PdfJob) => {
  const render = pdfRenderers[job.renderer] as (...args: unknown[]) => Promise<Buffer>;
  const { seal } = job;
  render(...job.args)
    .then((pdf) => (seal ? sealPdf(pdf, seal) : pdf))
    .then(
      (pdf) => parentPort!.postMessage({ id: job.id, pdf } satisfies PdfJobResult),
      (error: unknown) => {
        const { message, stack } = error instanceof Error ? error : new Error(String(error));
        parentPort!.postMessage({ id: job.id, error: { message, stack } } satisfies PdfJobResult);
      },
    );
});
