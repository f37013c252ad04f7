import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { agreementFacts, yearlyBookingFacts } from './agreement-facts.test-support.ts';
import { pdfRenderers } from './pdf-renderers.ts';
import { textOf } from './pdf-text.test-support.ts';
import { renderAgreementPdf } from './render-pdf.ts';

// The PDFs are rendered by a worker thread: a yearly agreement's layout held the requests'
// thread 100–400 ms in one piece.

describe('rendering a PDF in the worker', () => {
  // Not byte for byte: each render writes its second and random tags of its font subsets.
  it('gives the document rendered on the thread itself, same size and same text', async () => {
    const facts = agreementFacts([yearlyBookingFacts(40)]);

    const [inWorker, onThread] = [
      await renderAgreementPdf(facts, null),
      await pdfRenderers.agreement(facts),
    ];

    expect(inWorker.length).toBe(onThread.length);
    expect(textOf(inWorker)).toBe(textOf(onThread));
    expect(textOf(inWorker)).toContain('Convention de mise à disposition d’espaces');
  });

  it('leaves the thread idle while a yearly agreement renders', async () => {
    const facts = agreementFacts([yearlyBookingFacts(40)]);
    await renderAgreementPdf(facts, null);

    const before = performance.eventLoopUtilization();
    await renderAgreementPdf(facts, null);
    const { utilization } = performance.eventLoopUtilization(before);

    expect(utilization).toBeLessThan(0.5);
  });

  it('fails the render that throws, and renders the next one', async () => {
    const broken = { ...agreementFacts([yearlyBookingFacts(1)]), bookings: null };

    await expect(renderAgreementPdf(broken as never, null)).rejects.toThrow();
    const pdf = await renderAgreementPdf(agreementFacts([yearlyBookingFacts(1)]), null);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
