import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_MESSAGES } from '@espaces/domain/agreement/agreement-messages';
import { DOCUMENT_ALTERED } from '@espaces/domain/messages';
import {
  auditEvents,
  facilityDocuments,
  signatureCodes,
  storedDocuments,
} from '../../db/schema.ts';
import { textOf } from '../../documents/pdf-text.test-support.ts';
import { mailsTo, send, violationsOf, type Who } from '../bookings/bookings.test-support.ts';
import {
  addFacilityAnnex,
  bookingRow,
  createAgreementWorld,
  createApprovedBooking,
  lastSignatureCode,
  type AgreementWorld,
} from './agreements.test-support.ts';
import { STORED_DOCUMENT_ALTERED } from '../agreement-records/stored-documents.ts';

// A stored document whose bytes were changed on disk: a French 409 and an integrity alarm in the
// log, never a 500; nothing sent nor signed until the facility admin re-issues the agreement.

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const ANNEX = Buffer.from('%PDF-1.4\n% Consignes de sécurité\n%%EOF\n');

let world: AgreementWorld;
const logLines: Record<string, unknown>[] = [];
let booking: { id: string; reference: string };
let agreementId: string;

beforeAll(async () => {
  world = await createAgreementWorld({
    startAt: new Date('2026-03-10T09:00:00Z'),
    logger: true,
    logStream: { write: (line) => void logLines.push(JSON.parse(line)) },
  });
  await addFacilityAnnex(world, 'Consignes de sécurité', ANNEX);
  booking = await createApprovedBooking(world, 2);
  agreementId = await issueAgreementOf(booking.id);
  // Issuing renders a PDF in its worker: slower than a plain world on a busy machine.
}, 180_000);
afterAll(() => world.close());

async function issueAgreementOf(bookingId: string): Promise<string> {
  const draft = await send(world, 'admin', 'POST', '/api/agreements', {
    booking: `/api/bookings/${bookingId}`,
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const id = draft.json().id as string;
  const issued = await send(world, 'admin', 'POST', `/api/agreements/${id}/generate`, {});
  expect(issued.statusCode, issued.body).toBe(200);
  return id;
}

const agreementAs = async (who: Who, id = agreementId) =>
  (await send(world, who, 'GET', `/api/agreements/${id}`)).json();

async function fileOf(sha: string): Promise<string> {
  const [row] = await world.db
    .select()
    .from(storedDocuments)
    .where(eq(storedDocuments.sha256, sha));
  return path.join(world.filesDir, row!.storageKey);
}

/** Changes one byte of the stored file, as a disk fault or an intruder would. */
async function alterOnDisk(sha: string): Promise<void> {
  const file = await fileOf(sha);
  const bytes = await readFile(file);
  const middle = Math.floor(bytes.length / 2);
  bytes[middle] = bytes[middle]! ^ 0xff;
  await writeFile(file, bytes);
}

const alarmsFor = (sha: string) =>
  logLines.filter((line) => line.msg === STORED_DOCUMENT_ALTERED && line.documentSha256 === sha);

const sendCode = (who: Who = 'asso') =>
  send(world, who, 'POST', `/api/agreements/${agreementId}/signature-code`, {});
const sign = (code: string) =>
  send(world, 'asso', 'POST', `/api/agreements/${agreementId}/signature`, {
    fullName: 'Léa Martin',
    consent: true,
    code,
  });
const reissue = (who: Who, id = agreementId) =>
  send(world, who, 'POST', `/api/agreements/${id}/generate`, {});

describe('an issued agreement whose PDF was altered on disk', () => {
  let issuedSha: string;

  it('answers a French 409 to its readers and logs an integrity alarm naming it', async () => {
    issuedSha = (await agreementAs('asso')).documentSha256;
    expect(
      (await send(world, 'asso', 'GET', `/api/agreements/${agreementId}/document`)).statusCode,
    ).toBe(200);
    await alterOnDisk(issuedSha);
    for (const [who, url] of [
      ['asso', `/api/agreements/${agreementId}/document`],
      ['admin', `/api/agreements/${agreementId}/preview`],
    ] as const) {
      const response = await send(world, who, 'GET', url);
      expect(response.statusCode).toBe(409);
      expect(response.json()['hydra:description']).toBe(AGREEMENT_MESSAGES.documentAltered);
    }
    expect(alarmsFor(issuedSha)).toEqual([
      expect.objectContaining({ level: 50, problem: 'altered' }),
      expect.objectContaining({ level: 50, problem: 'altered' }),
    ]);
    expect(logLines.filter((line) => line.msg === 'unhandled error')).toEqual([]);
  });

  it('shows it altered: no signature for the organisation, re-issue for the facility admin', async () => {
    const alarmsBefore = alarmsFor(issuedSha).length;
    const asso = await agreementAs('asso');
    expect(alarmsFor(issuedSha)).toHaveLength(alarmsBefore + 1);
    expect(asso).toMatchObject({ documentIntact: false, _abilities: { sign: false } });
    const admin = await agreementAs('admin');
    expect(admin).toMatchObject({ documentIntact: false, _abilities: { generate: true } });
    const validator = await agreementAs('validateur');
    expect(validator._abilities.generate).toBe(false);
  });

  it('sends no signature code and signs nothing', async () => {
    const mailsBefore = (await mailsTo(world.db, 'asso@espaces.test')).length;
    const code = await sendCode();
    expect(code.statusCode).toBe(409);
    expect(code.json()['hydra:description']).toBe(AGREEMENT_MESSAGES.documentAltered);
    const signature = await sign('123456');
    expect(signature.statusCode).toBe(409);
    expect(
      await world.db
        .select()
        .from(signatureCodes)
        .where(eq(signatureCodes.agreementId, agreementId)),
    ).toEqual([]);
    expect(await mailsTo(world.db, 'asso@espaces.test')).toHaveLength(mailsBefore);
    expect((await bookingRow(world, booking.id)).status).toBe('to_review');
  });

  it('is re-issued only by the facility admin', async () => {
    for (const who of ['asso', 'validateur', 'superviseur'] as const) {
      expect((await reissue(who)).statusCode).toBe(403);
    }
    expect((await reissue('autre-asso')).statusCode).toBe(404);
  });

  it('re-issues it: a new PDF that reads back, the organisation invited again, the bookings kept', async () => {
    const mailsBefore = (await mailsTo(world.db, 'asso@espaces.test')).length;
    const alarmsBefore = alarmsFor(issuedSha).length;
    world.context.clock.advance(10 * 60_000);
    const response = await reissue('admin');
    // The re-issue reports what it repairs; the answer shows it repaired.
    expect(alarmsFor(issuedSha)).toHaveLength(alarmsBefore + 1);
    expect(response.statusCode, response.body).toBe(200);
    const reissued = response.json();
    expect(reissued).toMatchObject({
      status: 'to_sign',
      documentIntact: true,
      generatedAt: '2026-03-10T09:10:00.000Z',
    });
    expect(reissued._abilities.generate).toBe(false);
    const document = await send(world, 'asso', 'GET', `/api/agreements/${agreementId}/document`);
    expect(document.statusCode).toBe(200);
    expect(sha256(document.rawPayload)).toBe(reissued.documentSha256);
    const text = textOf(document.rawPayload);
    expect(text).toContain(booking.reference);
    expect(text).toContain('10/03/2026');
    expect((await bookingRow(world, booking.id)).status).toBe('to_review');
    const mails = await mailsTo(world.db, 'asso@espaces.test');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.text).toContain(`/convention/signer/${agreementId}`);
    const [event] = await world.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'reissue'));
    expect(event).toMatchObject({
      entityId: agreementId,
      fromStatus: 'to_sign',
      toStatus: 'to_sign',
      changes: {
        previousDocumentSha256: issuedSha,
        documentSha256: reissued.documentSha256,
        restoredAnnexes: 0,
      },
    });
  });

  it('refuses to re-issue documents that all match, naming the status', async () => {
    const response = await reissue('admin');
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)[0]!.message).toContain('«\u00a0À signer\u00a0»');
  });

  it('can be signed once re-issued', async () => {
    expect((await sendCode()).statusCode).toBe(201);
    const code = await lastSignatureCode(world, 'asso@espaces.test', agreementId);
    const signed = await sign(code);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().status).toBe('signed');
  });
});

describe('an annex copy altered or lost', () => {
  let annexSha: string;

  it('answers a French 409 for the annex of a signed agreement, and the alarm', async () => {
    const [annex] = (await agreementAs('asso')).annexes;
    annexSha = sha256(ANNEX);
    await rm(await fileOf(annexSha));
    const response = await send(world, 'asso', 'GET', annex.file);
    expect(response.statusCode).toBe(409);
    expect(response.json()['hydra:description']).toBe(DOCUMENT_ALTERED);
    expect(alarmsFor(annexSha).at(-1)).toMatchObject({ level: 50, problem: 'missing' });
  });

  it('blocks the signature of another agreement holding it, until re-issued from the original', async () => {
    const next = await createApprovedBooking(world, 4);
    agreementId = await issueAgreementOf(next.id);
    // Issuing copied the facility's document again: the same bytes, back under a new key.
    expect((await sendCode()).statusCode).toBe(201);
    world.context.clock.advance(2 * 60_000);
    await alterOnDisk(annexSha);
    expect((await sendCode()).statusCode).toBe(409);
    const keyBefore = path.basename(await fileOf(annexSha));
    const response = await reissue('admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ documentIntact: true });
    expect(path.basename(await fileOf(annexSha))).not.toBe(keyBefore);
    const [annex] = response.json().annexes;
    const restored = await send(world, 'asso', 'GET', annex.file);
    expect(restored.statusCode).toBe(200);
    expect(restored.rawPayload).toEqual(ANNEX);
    expect((await sendCode()).statusCode).toBe(201);
  });

  it('cannot be re-issued once the facility no longer holds the original', async () => {
    const later = await createApprovedBooking(world, 6);
    agreementId = await issueAgreementOf(later.id);
    await alterOnDisk(annexSha);
    await world.db
      .delete(facilityDocuments)
      .where(eq(facilityDocuments.facilityId, world.facilityId));
    const response = await reissue('admin');
    expect(response.statusCode).toBe(409);
    expect(response.json()['hydra:description']).toBe(
      AGREEMENT_MESSAGES.annexLost('Consignes de sécurité'),
    );
    expect((await sendCode()).statusCode).toBe(409);
  });
});

describe('stored documents in the database', () => {
  it('let only the key of their bytes change, never their hash, type or size, nor go away', async () => {
    const sha = sha256(ANNEX);
    const bySha = eq(storedDocuments.sha256, sha);
    for (const change of [{ size: 1 }, { mimeType: 'image/png' }, { sha256: 'a'.repeat(64) }]) {
      await expect(world.db.update(storedDocuments).set(change).where(bySha)).rejects.toThrow();
    }
    await expect(world.db.delete(storedDocuments).where(bySha)).rejects.toThrow();
    const [row] = await world.db.select().from(storedDocuments).where(bySha);
    expect(row).toMatchObject({ size: ANNEX.length, mimeType: 'application/pdf' });
  });
});
