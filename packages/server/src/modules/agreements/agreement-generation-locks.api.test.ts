import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parisPartsOf } from '@espaces/domain/availability/paris-time';
import { agreementReferenceCounters, agreements } from '../../db/schema.ts';
import { textOf } from '../../documents/pdf-text.test-support.ts';
import { renderAgreementPdf } from '../../documents/render-pdf.ts';
import { backendOf, blockedBy } from '../../../test/support/lock-waits.ts';
import { send } from '../bookings/bookings.test-support.ts';
import {
  createAgreementWorld,
  createApprovedBooking,
  referenceOf,
  type AgreementWorld,
} from './agreements.test-support.ts';

// Issuing draws the agreement's PDF before it locks the agreement and the year's reference
// counter (docs/agreements.md#preparation-and-generation): shown by holding the agreement's row
// in another connection, as a write of the same agreement would, while the issue runs. PGlite
// runs one transaction at a time: PostgreSQL only.
vi.mock('../../documents/render-pdf.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../documents/render-pdf.ts')>();
  return { ...original, renderAgreementPdf: vi.fn(original.renderAgreementPdf) };
});

let world: AgreementWorld;
beforeAll(async () => {
  world = await createAgreementWorld();
});
afterAll(() => world.close());
beforeEach(() => {
  vi.mocked(renderAgreementPdf).mockClear();
});

async function draftOf(offset: number): Promise<string> {
  const booking = await createApprovedBooking(world, offset);
  const prepared = await send(world, 'admin', 'POST', '/api/agreements', {
    booking: `/api/bookings/${booking.id}`,
  });
  expect(prepared.statusCode).toBe(201);
  return (prepared.json() as { id: string }).id;
}

/**
 * Issues `agreementId` while the test holds its row; `meanwhile` runs in the holding
 * transaction once the issue waits for it. Answers the issue's response.
 */
async function issueWhileHeld(
  agreementId: string,
  meanwhile: () => Promise<void> = async () => {},
) {
  let issuing: ReturnType<typeof send> | undefined;
  await world.db.transaction(async (tx) => {
    await tx.select().from(agreements).where(eq(agreements.id, agreementId)).for('update');
    const pid = await backendOf(tx);
    issuing = send(world, 'admin', 'POST', `/api/agreements/${agreementId}/generate`, {});
    await blockedBy(world.db, pid, 'the issue');
    await meanwhile();
  });
  return issuing!;
}

const issuedPdfText = async (agreementId: string) =>
  textOf((await send(world, 'admin', 'GET', `/api/agreements/${agreementId}/preview`)).rawPayload);

describe.runIf(process.env.DATABASE_URL)('issuing an agreement beside a write of it', () => {
  it('has drawn its PDF before it waits for the agreement, and stores that PDF', async () => {
    const agreementId = await draftOf(2);
    const issued = await issueWhileHeld(agreementId, async () => {
      expect(vi.mocked(renderAgreementPdf)).toHaveBeenCalledTimes(1);
    });
    expect(issued.statusCode).toBe(200);
    expect(vi.mocked(renderAgreementPdf)).toHaveBeenCalledTimes(1);
    const reference = await referenceOf(world.db, agreementId);
    expect(reference).toMatch(/^CONV-\d{4}-\d{4}$/);
    expect(await issuedPdfText(agreementId)).toContain(reference);
  });

  it('draws it again when another issue took the reference it was drawn under', async () => {
    const agreementId = await draftOf(3);
    const year = parisPartsOf(world.context.clock.now()).year;
    const counter = async () =>
      (
        await world.db
          .select({ lastNumber: agreementReferenceCounters.lastNumber })
          .from(agreementReferenceCounters)
          .where(eq(agreementReferenceCounters.year, year))
      )[0]?.lastNumber ?? 0;
    const before = await counter();
    const issued = await issueWhileHeld(agreementId, async () => {
      // Another agreement of the year is issued while this one waits.
      await world.db
        .insert(agreementReferenceCounters)
        .values({ year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: agreementReferenceCounters.year,
          set: { lastNumber: sql`${agreementReferenceCounters.lastNumber} + 1` },
        });
    });
    expect(issued.statusCode).toBe(200);
    expect(vi.mocked(renderAgreementPdf)).toHaveBeenCalledTimes(2);
    const reference = await referenceOf(world.db, agreementId);
    expect(reference).toBe(`CONV-${year}-${String(before + 2).padStart(4, '0')}`);
    const text = await issuedPdfText(agreementId);
    expect(text).toContain(reference);
    expect(text).not.toContain(`CONV-${year}-${String(before + 1).padStart(4, '0')}`);
  });
});
