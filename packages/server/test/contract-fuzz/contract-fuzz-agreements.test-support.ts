import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import type { Cookies } from '../support/app.ts';
import { createBooking } from '../support/factories.ts';
import type { Database } from '../../src/db/client.ts';
import {
  agreementAnnexes,
  bookingSlots,
  facilityDocuments,
  mailOutbox,
} from '../../src/db/schema.ts';
import { createLocalFileStorage } from '../../src/files/local-file-storage.ts';
import { referenceOf } from '../../src/modules/agreements/agreements.test-support.ts';

// The agreements the contract fuzz test needs: one issued (to fuzz reads and code requests),
// one issued with a code already sent (to fuzz the signature) and an approved booking that no
// agreement holds yet (to fuzz the preparation of a draft).

export interface AgreementFuzzIds {
  approvedBookingId: string;
  agreementId: string;
  signingAgreementId: string;
  signatureCode: string;
  annexId: string;
  /** A validated booking under a signed agreement, two slots to come, one amendment issued. */
  validatedBookingId: string;
  cancelableSlotIds: string[];
  amendmentId: string;
  /** A pending amendment proposal (new rent price) on that booking, for the organisation to answer. */
  proposalId: string;
}

export interface AgreementSetup {
  app: FastifyInstance;
  db: Database;
  filesDir: string;
  admin: Cookies;
  asso: Cookies;
  placeId: string;
  facilityId: string;
  organizationId: string;
  assoUserId: string;
  assoEmail: string;
  /** A Paris day (YYYY-MM-DD) when the place is open 18:00–22:00, `offset` days ahead. */
  day: (offset: number) => string;
}

const PDF = Buffer.from('%PDF-1.4\n%fuzz annex\n%%EOF\n');

/**
 * The code mailed to `email` to sign `agreementId`, told apart by its subject: the test clock
 * stands still, so several mails of one step share their instant.
 */
export async function signatureCodeMailed(
  db: Database,
  email: string,
  agreementId: string,
): Promise<string> {
  const [mail] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recipient, email),
        eq(
          mailOutbox.subject,
          `Code de signature de la convention ${await referenceOf(db, agreementId)}`,
        ),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = /code de signature est (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No signature code mailed to ${email} for ${agreementId}`);
  return code;
}

export async function createFuzzAgreements(setup: AgreementSetup): Promise<AgreementFuzzIds> {
  const { app, db } = setup;
  const approvedBooking = (offset: number, more: number[] = []) =>
    createBooking(db, {
      placeId: setup.placeId,
      organizationId: setup.organizationId,
      createdByUserId: setup.assoUserId,
      activity: 'Entraînement',
      status: 'approved',
      slots: [offset, ...more].map((day) => ({
        startDate: parisWallClockToUtc(setup.day(day), '18:00'),
        endDate: parisWallClockToUtc(setup.day(day), '20:00'),
      })),
    });
  const post = async (cookies: Cookies, url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, cookies, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json() as { id: string };
  };
  const issueAgreementOf = async (bookingId: string) => {
    const draft = await post(setup.admin, '/api/agreements', {
      booking: `/api/bookings/${bookingId}`,
    });
    await post(setup.admin, `/api/agreements/${draft.id}/generate`, {});
    return draft.id;
  };

  const storageKey = await createLocalFileStorage(setup.filesDir).saveFile(PDF);
  await db.insert(facilityDocuments).values({
    facilityId: setup.facilityId,
    name: 'Règlement intérieur',
    storageKey,
    mimeType: 'application/pdf',
    size: PDF.length,
  });
  const agreementId = await issueAgreementOf((await approvedBooking(4)).id);
  const signingAgreementId = await issueAgreementOf((await approvedBooking(5)).id);
  await post(setup.asso, `/api/agreements/${signingAgreementId}/signature-code`, {});
  const signatureCode = await signatureCodeMailed(db, setup.assoEmail, signingAgreementId);
  const validated = await approvedBooking(7, [8, 9, 10]);
  const signedAgreementId = await issueAgreementOf(validated.id);
  await post(setup.asso, `/api/agreements/${signedAgreementId}/signature-code`, {});
  await post(setup.asso, `/api/agreements/${signedAgreementId}/signature`, {
    fullName: 'Camille Durand',
    consent: true,
    code: await signatureCodeMailed(db, setup.assoEmail, signedAgreementId),
  });
  const slotIds = (
    await db
      .select({ id: bookingSlots.id })
      .from(bookingSlots)
      .where(eq(bookingSlots.bookingId, validated.id))
      .orderBy(asc(bookingSlots.startDate))
  ).map((slot) => slot.id);
  const cancelled = await app.inject({
    method: 'PUT',
    url: `/api/bookings/${validated.id}/cancel-booking-slots`,
    cookies: setup.asso,
    payload: { timeSlots: [`/api/booking_slots/${slotIds[0]}`] },
  });
  if (cancelled.statusCode !== 200) throw new Error(`cancel-booking-slots: ${cancelled.body}`);
  const proposed = await app.inject({
    method: 'POST',
    url: `/api/bookings/${validated.id}/amendments`,
    cookies: setup.admin,
    payload: { reason: 'Nouveau tarif', timeSlotsToCancel: [], proposedRentPrice: 30 },
  });
  if (proposed.statusCode !== 201) throw new Error(`amendment proposal: ${proposed.body}`);
  const [annex] = await db
    .select({ id: agreementAnnexes.id })
    .from(agreementAnnexes)
    .where(eq(agreementAnnexes.agreementId, agreementId));
  return {
    approvedBookingId: (await approvedBooking(6)).id,
    agreementId,
    signingAgreementId,
    signatureCode,
    annexId: annex!.id,
    validatedBookingId: validated.id,
    cancelableSlotIds: slotIds.slice(1),
    amendmentId: (cancelled.json() as { amendment: string }).amendment.split('/').pop()!,
    proposalId: (proposed.json() as { id: string }).id,
  };
}
