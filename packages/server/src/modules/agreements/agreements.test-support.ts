import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { TestAppOptions } from '../../../test/support/app.ts';
import type { Database } from '../../db/client.ts';
import { agreements, bookings, facilityDocuments, places } from '../../db/schema.ts';
import { createLocalFileStorage } from '../../files/local-file-storage.ts';
import {
  ACCOUNTS,
  bookingBody,
  createBookingWorld,
  mailsTo,
  parisSlot,
  send,
  type BookingWorld,
} from '../bookings/bookings.test-support.ts';

// Shared by the agreement API tests: a booking world whose files live in a temporary folder.

export interface AgreementWorld extends BookingWorld {
  filesDir: string;
  facilityId: string;
  close: () => Promise<void>;
}

export async function createAgreementWorld(
  options: Pick<TestAppOptions, 'startAt' | 'logger' | 'logStream'> & {
    /** More settings, as the environment gives them (a payment provider's). */
    environment?: Record<string, string>;
  } = {},
): Promise<AgreementWorld> {
  const { environment, ...appOptions } = options;
  const filesDir = await mkdtemp(path.join(tmpdir(), 'espaces-agreements-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
    WEB_DIST_DIR: '/nonexistent',
    FILES_DIR: filesDir,
    ...environment,
  });
  const world = await createBookingWorld({ config, ...appOptions });
  const [place] = await world.db.select().from(places).where(eq(places.id, world.placeId));
  return {
    ...world,
    filesDir,
    facilityId: place!.facilityId,
    close: async () => {
      await world.context.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** A booking of asso@ (or `who`) on day `offset`, approved by the facility's validator. */
export async function createApprovedBooking(
  world: BookingWorld,
  offset: number,
  who: 'asso' | 'autre-asso' = 'asso',
) {
  const requested = await send(
    world,
    who,
    'POST',
    '/api/bookings',
    bookingBody(world, { bookingSlots: [parisSlot(world.day(offset), '18:00', '20:00')] }),
  );
  expect(requested.statusCode).toBe(201);
  const { id, reference } = requested.json() as { id: string; reference: string };
  const approved = await send(world, 'validateur', 'PUT', `/api/bookings/${id}`, {
    status: 'approved',
  });
  expect(approved.statusCode).toBe(200);
  return { id, reference };
}

/** An annex document of the facility, stored as the upload route stores it. */
export async function addFacilityAnnex(world: AgreementWorld, name: string, content: Buffer) {
  const storageKey = await createLocalFileStorage(world.filesDir).saveFile(content);
  await world.db.insert(facilityDocuments).values({
    facilityId: world.facilityId,
    name,
    storageKey,
    mimeType: 'application/pdf',
    size: content.length,
  });
}

/** The reference an issued agreement was given (« CONV-2026-0001 »). */
export async function referenceOf(db: Database, agreementId: string): Promise<string> {
  const [row] = await db
    .select({ reference: agreements.reference })
    .from(agreements)
    .where(eq(agreements.id, agreementId));
  if (!row?.reference) throw new Error(`Agreement ${agreementId} is not issued`);
  return row.reference;
}

/** The newest code mailed to `email` for this agreement (the frozen clock makes times tie across agreements). */
export async function lastSignatureCode(
  world: BookingWorld,
  email: string,
  agreementId: string,
): Promise<string> {
  const subject = `Code de signature de la convention ${await referenceOf(world.db, agreementId)}`;
  const mails = (await mailsTo(world.db, email)).filter((mail) => mail.subject === subject);
  mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const code = /code de signature est (\d{6})/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`No signature code mailed to ${email}`);
  return code;
}

export async function bookingRow(world: BookingWorld, bookingId: string) {
  const [row] = await world.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row!;
}

/**
 * The agreement of `bookingId` (approved) and of the organisation's other approved bookings at
 * its facility: prepared and issued by the facility admin, signed by `who`. Answers its id.
 */
export async function issueAndSignAgreementOf(
  world: BookingWorld,
  bookingId: string,
  who: 'asso' | 'autre-asso' = 'asso',
): Promise<string> {
  const draft = await send(world, 'admin', 'POST', '/api/agreements', {
    booking: `/api/bookings/${bookingId}`,
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const agreementId = (draft.json() as { id: string }).id;
  const issued = await send(world, 'admin', 'POST', `/api/agreements/${agreementId}/generate`, {});
  expect(issued.statusCode, issued.body).toBe(200);
  await send(world, who, 'POST', `/api/agreements/${agreementId}/signature-code`, {});
  const signed = await send(world, who, 'POST', `/api/agreements/${agreementId}/signature`, {
    fullName: 'Léa Martin',
    consent: true,
    code: await lastSignatureCode(world, ACCOUNTS[who], agreementId),
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return agreementId;
}
