import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { PaymentTicket } from '@espaces/domain/api/payments';
import type { AgreementFacts, SignatureFacts } from './agreement-facts.ts';
import type { AmendmentFacts } from './amendment-facts.ts';
import type { PdfRenderers } from './pdf-renderers.ts';
import type { PdfSeal } from './seal-certificate.ts';
import type { PdfJob, PdfJobResult } from './pdf-worker.ts';

export function sha256Of(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

/**
 * One worker thread renders every PDF of the process, one message each: the requests' thread
 * only sends the facts and receives the bytes. Started at the first PDF; it keeps the process
 * alive only while a PDF is under way. Run from TypeScript (tests, `npm run dev`), the worker
 * loads its sources through tsx, as the process does.
 */
class PdfWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<
    number,
    { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }
  >();
  private lastId = 0;

  render<R extends keyof PdfRenderers>(
    renderer: R,
    seal: PdfSeal | null,
    ...args: Parameters<PdfRenderers[R]>
  ): Promise<Buffer> {
    const worker = this.started();
    const id = ++this.lastId;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, renderer, args, seal } satisfies PdfJob);
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const fromSources = import.meta.url.endsWith('.ts');
    const worker = new Worker(
      new URL(`./pdf-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url),
      {
        ...(fromSources ? { execArgv: ['--import', 'tsx'] } : {}),
      },
    );
    worker.unref();
    worker.on('message', (result: PdfJobResult) => this.settle(result));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`PDF worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle(result: PdfJobResult): void {
    const job = this.pending.get(result.id);
    if (!job) return;
    this.pending.delete(result.id);
    if (this.pending.size === 0) this.worker?.unref();
    if ('pdf' in result) {
      job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
    } else {
      job.reject(Object.assign(new Error(result.error.message), { stack: result.error.stack }));
    }
  }

  /** A worker that died fails what it was rendering; the next PDF starts another. */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }
}

const pdfWorker = new PdfWorker();

/**
 * The agreement's PDF, exactly as the preview shows it and generation issues it: sealed when
 * issued, not as a draft (docs/security.md#the-seal).
 */
export function renderAgreementPdf(facts: AgreementFacts, seal: PdfSeal | null): Promise<Buffer> {
  return pdfWorker.render('agreement', seal, facts);
}

/**
 * The signed agreement: the issued pages, untouched, followed by the signature page (copied by
 * pdf-lib, not drawn again, so the signed file shows exactly what was read), sealed anew.
 */
export function renderSignedAgreementPdf(
  issued: Uint8Array,
  signature: SignatureFacts,
  seal: PdfSeal,
): Promise<Buffer> {
  return pdfWorker.render('signedAgreement', seal, issued, signature);
}

/** An amendment's PDF, sealed, as issued and stored under its SHA-256. */
export function renderAmendmentPdf(facts: AmendmentFacts, seal: PdfSeal): Promise<Buffer> {
  return pdfWorker.render('amendment', seal, facts);
}

/** The receipt's PDF, sealed, drawn from the same ticket the printable page shows. */
export function renderReceiptPdf(
  ticket: PaymentTicket,
  appName: string,
  seal: PdfSeal,
): Promise<Buffer> {
  return pdfWorker.render('receipt', seal, ticket, appName);
}
