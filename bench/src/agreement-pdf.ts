import {
  agreementFacts,
  yearlyBookingFacts,
} from '@espaces/server/src/documents/agreement-facts.test-support.ts';
import { renderAgreementPdf } from '@espaces/server/src/documents/render-pdf.ts';

const RUNS = 10;

/**
 * Issue 11: the PDF of a yearly agreement of 40 occurrences, rendered RUNS times after one
 * warm-up (font loading); prints the median and the slowest run.
 */
export async function measureAgreementPdf(): Promise<void> {
  const facts = agreementFacts([yearlyBookingFacts(40)]);
  await renderAgreementPdf(facts);
  const durations: number[] = [];
  let size = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    size = (await renderAgreementPdf(facts)).length;
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const median = durations[Math.floor(RUNS / 2)]!;
  console.log(
    `agreement PDF, yearly booking of 40 occurrences: median ${median.toFixed(0)} ms, ` +
      `slowest ${durations.at(-1)!.toFixed(0)} ms over ${RUNS} runs (${Math.round(size / 1024)} kB)`,
  );
}
