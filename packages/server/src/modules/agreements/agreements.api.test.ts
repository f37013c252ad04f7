import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreementSignatures,
  auditEvents,
  bookingSlots,
  doors,
  signatureCodes,
} from '../../db/schema.ts';
import { finishEnded } from '../../jobs/scheduled-jobs.ts';
import { mailsTo, send, violationsOf } from '../bookings/bookings.test-support.ts';
import {
  addFacilityAnnex,
  createApprovedBooking,
  bookingRow,
  createAgreementWorld,
  lastSignatureCode,
  type AgreementWorld,
} from './agreements.test-support.ts';
import { textOf } from '../../documents/pdf-text.test-support.ts';

// approved → to_review → validated → finished, through the agreement's own calls.

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const ANNEX = Buffer.from('%PDF-1.4\n% Règlement intérieur\n%%EOF\n');
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chromium/142';
const DOOR = { name: 'Porte B', instructions: 'Code 4521 au boîtier de la loge' };

let world: AgreementWorld;
let first: { id: string; reference: string };
let second: { id: string; reference: string };
let agreementId: string;

beforeAll(async () => {
  world = await createAgreementWorld();
  await addFacilityAnnex(world, 'Règlement intérieur', ANNEX);
  await world.db.insert(doors).values({ placeId: world.placeId, ...DOOR });
  first = await createApprovedBooking(world, 2);
  second = await createApprovedBooking(world, 3);
});
afterAll(() => world.close());

const download = async (who: 'asso' | 'admin', url: string) => {
  const response = await send(world, who, 'GET', url);
  return { response, body: response.rawPayload };
};

describe('preparing and issuing the agreement', () => {
  it('gathers every approved booking of the organisation at the facility in one draft', async () => {
    const response = await send(world, 'admin', 'POST', '/api/agreements', {
      booking: `/api/bookings/${first.id}`,
    });
    expect(response.statusCode).toBe(201);
    const agreement = response.json();
    agreementId = agreement.id;
    expect(agreement.status).toBe('draft');
    expect(agreement.bookings).toEqual(
      [first, second]
        .sort((a, b) => a.reference.localeCompare(b.reference))
        .map((booking) => `/api/bookings/${booking.id}`),
    );
    expect(agreement.totalPrice).toBe(100);
    expect(agreement._abilities).toEqual({ generate: true, sign: false, manageAnnexes: true });
    const again = await send(world, 'admin', 'POST', '/api/agreements', {
      booking: `/api/bookings/${second.id}`,
    });
    expect(again.json().id).toBe(agreementId);
  });

  it('hides the draft from the organisation and refuses its preparation to the validator', async () => {
    expect((await send(world, 'asso', 'GET', `/api/agreements/${agreementId}`)).statusCode).toBe(
      404,
    );
    const byValidator = await send(world, 'validateur', 'POST', '/api/agreements', {
      booking: `/api/bookings/${first.id}`,
    });
    expect(byValidator.statusCode).toBe(403);
  });

  it('previews the PDF as it will be issued, each page marked as a draft', async () => {
    const { response, body } = await download('admin', `/api/agreements/${agreementId}/preview`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = textOf(body);
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    for (const page of pages) expect(page).toContain('PROJET — document non émis');
    expect(text).toContain('la référence est attribuée à l’émission');
    expect(text).toContain(first.reference);
    expect(text).toContain(second.reference);
    expect(text).toContain('Annexe 1 : Règlement intérieur');
    expect(text).toMatch(/Montant total de la convention\s+100,00 €/);
    // The door's instructions reach the organisation only once it has signed.
    expect(text).toMatch(/Porte d’accès «\s*Porte B\s*»/);
    expect(text).not.toContain(DOOR.instructions);
  });

  it('refuses generation to the validator and the organisation, and writes nothing', async () => {
    for (const who of ['validateur', 'superviseur'] as const) {
      const response = await send(
        world,
        who,
        'POST',
        `/api/agreements/${agreementId}/generate`,
        {},
      );
      expect(response.statusCode).toBe(403);
    }
    expect((await bookingRow(world, first.id)).status).toBe('approved');
  });

  it('issues it: bookings to_review, the PDF stored under its SHA-256, the organisation told', async () => {
    const response = await send(
      world,
      'admin',
      'POST',
      `/api/agreements/${agreementId}/generate`,
      {},
    );
    expect(response.statusCode).toBe(200);
    const agreement = response.json();
    expect(agreement.status).toBe('to_sign');
    expect(agreement.annexes).toHaveLength(1);
    expect((await bookingRow(world, first.id)).status).toBe('to_review');
    expect((await bookingRow(world, second.id)).status).toBe('to_review');
    expect(agreement.reference).toMatch(/^CONV-\d{4}-0001$/);
    const { response: issued, body } = await download(
      'asso',
      `/api/agreements/${agreementId}/document`,
    );
    expect(sha256(body)).toBe(agreement.documentSha256);
    expect(issued.headers['content-disposition']).toContain(`${agreement.reference}.pdf`);
    expect(textOf(body)).not.toContain(DOOR.instructions);
    expect(textOf(body)).not.toContain('PROJET');
    expect(textOf(body)).toContain(`Référence ${agreement.reference}`);
    const preview = await download('admin', `/api/agreements/${agreementId}/preview`);
    expect(preview.body).toEqual(body);
    const unsigned = await send(world, 'asso', 'GET', `/api/agreements/${agreementId}`);
    expect(unsigned.json().places[0].doors).toBeUndefined();
    const mails = await mailsTo(world.db, 'asso@espaces.test');
    const invitation = mails.find((mail) => mail.subject.endsWith('à signer'));
    expect(invitation?.text).toContain(`/convention/signer/${agreementId}`);
    const annex = await download('asso', agreement.annexes[0].file);
    expect(annex.body).toEqual(ANNEX);
  });

  it('refuses to issue it twice, naming its status', async () => {
    const response = await send(
      world,
      'admin',
      'POST',
      `/api/agreements/${agreementId}/generate`,
      {},
    );
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)[0]!.message).toContain('«\u00a0À signer\u00a0»');
  });
});

describe('signing with the e-mailed code', () => {
  const sign = (body: object) =>
    world.context.app.inject({
      method: 'POST',
      url: `/api/agreements/${agreementId}/signature`,
      payload: body,
      headers: { 'user-agent': USER_AGENT },
      cookies: {},
    });
  const signAs = async (body: object) =>
    world.context.app.inject({
      method: 'POST',
      url: `/api/agreements/${agreementId}/signature`,
      payload: body,
      headers: { 'user-agent': USER_AGENT },
      cookies: await world.cookiesOf('asso'),
    });

  it('refuses the signature to the facility and to someone signed out', async () => {
    const byAdmin = await send(
      world,
      'admin',
      'POST',
      `/api/agreements/${agreementId}/signature-code`,
      {},
    );
    expect(byAdmin.statusCode).toBe(403);
    expect((await sign({ fullName: 'X', consent: true, code: '000000' })).statusCode).toBe(401);
    const byOther = await send(
      world,
      'autre-asso',
      'POST',
      `/api/agreements/${agreementId}/signature-code`,
      {},
    );
    expect(byOther.statusCode).toBe(404);
  });

  it('sends a code, refuses a second one within the minute', async () => {
    const sent = await send(
      world,
      'asso',
      'POST',
      `/api/agreements/${agreementId}/signature-code`,
      {},
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json().sentTo).toBe('asso@espaces.test');
    const again = await send(
      world,
      'asso',
      'POST',
      `/api/agreements/${agreementId}/signature-code`,
      {},
    );
    expect(again.statusCode).toBe(429);
  });

  it('refuses an expired code, then counts the attempts of a wrong one', async () => {
    world.context.clock.advance(11 * 60_000);
    const expired = await signAs({
      fullName: 'Léa Martin',
      consent: true,
      code: await lastSignatureCode(world, 'asso@espaces.test', agreementId),
    });
    expect(expired.statusCode).toBe(422);
    expect(violationsOf(expired)[0]!.message).toBe('Ce code a expiré. Demandez un nouveau code.');
    expect(
      (await send(world, 'asso', 'POST', `/api/agreements/${agreementId}/signature-code`, {}))
        .statusCode,
    ).toBe(201);
    const code = await lastSignatureCode(world, 'asso@espaces.test', agreementId);
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await signAs({ fullName: 'Léa Martin', consent: true, code: wrong });
    expect(refused.statusCode).toBe(422);
    expect(violationsOf(refused)[0]!.message).toBe(
      'Ce code n’est pas le bon. Il vous reste 4\u00a0essais.',
    );
    const codes = await world.db
      .select()
      .from(signatureCodes)
      .where(eq(signatureCodes.agreementId, agreementId));
    expect(codes.map((row) => row.attempts).sort()).toEqual([0, 1]);
    expect((await bookingRow(world, first.id)).status).toBe('to_review');
  });

  it('refuses a signature without consent or with a malformed code', async () => {
    const code = await lastSignatureCode(world, 'asso@espaces.test', agreementId);
    const noConsent = await signAs({ fullName: 'Léa Martin', consent: false, code });
    expect(noConsent.statusCode).toBe(422);
    expect(violationsOf(noConsent)[0]!.propertyPath).toBe('consent');
    expect((await signAs({ fullName: 'Léa Martin', consent: true, code: '12ab' })).statusCode).toBe(
      422,
    );
  });

  it('signs: bookings validated with their signed slots, signed PDF with its evidence', async () => {
    const code = await lastSignatureCode(world, 'asso@espaces.test', agreementId);
    const response = await signAs({ fullName: 'Léa Martin', consent: true, code });
    expect(response.statusCode).toBe(200);
    const agreement = response.json();
    expect(agreement.status).toBe('signed');
    expect(agreement.signedBy).toBe('Léa Martin');
    const booking = await bookingRow(world, first.id);
    expect(booking.status).toBe('validated');
    expect(booking.previousContractTimeSlots).toHaveLength(1);
    const { body } = await download('admin', `/api/agreements/${agreementId}/signed-document`);
    expect(sha256(body)).toBe(agreement.signedDocumentSha256);
    const text = textOf(body);
    expect(text).toContain('Fiche de preuve de signature électronique');
    const issued = await download('admin', `/api/agreements/${agreementId}/document`);
    const issuedPages = textOf(issued.body).match(/page \d+ sur (\d+)/)![1];
    expect(text).toContain(
      `Fiche de preuve de signature — jointe au document de ${issuedPages} pages`,
    );
    expect(text).not.toContain(`sur ${Number(issuedPages) + 1}`);
    expect(text).toContain('Nom saisi : Léa Martin');
    expect(text).toContain(agreement.documentSha256);
    expect(text).toContain(`Navigateur : ${USER_AGENT}`);
    expect(text).toContain('code erroné');
    expect(text).toContain('code exact');
    const [evidence] = await world.db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.agreementId, agreementId));
    expect(evidence).toMatchObject({
      fullName: 'Léa Martin',
      userAgent: USER_AGENT,
      documentSha256: agreement.documentSha256,
    });
    const told = await mailsTo(world.db, 'admin@espaces.test');
    expect(told.some((mail) => mail.subject.endsWith('signée'))).toBe(true);
  });

  it('shows the doors to the organisation once signed and refuses a second signature', async () => {
    const shown = await send(world, 'asso', 'GET', `/api/agreements/${agreementId}`);
    expect(shown.json().places[0].doors).toEqual([DOOR]);
    const again = await signAs({ fullName: 'Léa Martin', consent: true, code: '123456' });
    expect(again.statusCode).toBe(422);
    expect(violationsOf(again)[0]!.message).toContain('«\u00a0Signée\u00a0»');
  });

  it('never changes the signature evidence, whatever the code does', async () => {
    await expect(
      world.db
        .update(agreementSignatures)
        .set({ fullName: 'Autre' })
        .where(eq(agreementSignatures.agreementId, agreementId)),
    ).rejects.toThrow();
  });
});

describe('finishing once the last slot has ended', () => {
  it('finishes the bookings and the agreement exactly once', async () => {
    const app = { appName: 'Espaces Partagés', appUrl: 'http://localhost' };
    const early = await finishEnded(world.db, world.context.clock.now(), app);
    expect(early).toEqual({ bookings: 0, agreements: 0 });
    const later = new Date(world.context.clock.now().getTime() + 5 * 86_400_000);
    // A cancelled slot after that moment does not keep its booking open; one not cancelled does.
    const [slot] = await world.db
      .select()
      .from(bookingSlots)
      .where(eq(bookingSlots.bookingId, second.id));
    const { id: _id, listTextHead: _head, listTextTail: _tail, ...copy } = slot!;
    const [added] = await world.db
      .insert(bookingSlots)
      .values({
        ...copy,
        startDate: new Date(later.getTime() + 86_400_000),
        endDate: new Date(later.getTime() + 86_400_000 + 3_600_000),
      })
      .returning({ id: bookingSlots.id });
    expect(await finishEnded(world.db, later, app)).toEqual({ bookings: 1, agreements: 0 });
    await world.db
      .update(bookingSlots)
      .set({ cancelled: true, active: false })
      .where(eq(bookingSlots.id, added!.id));
    expect(await finishEnded(world.db, later, app)).toEqual({ bookings: 1, agreements: 1 });
    expect(await finishEnded(world.db, later, app)).toEqual({ bookings: 0, agreements: 0 });
    expect((await bookingRow(world, second.id)).status).toBe('finished');
    const events = await world.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, first.id));
    expect(events.filter((event) => event.action === 'finish')).toHaveLength(1);
    const shown = await send(world, 'asso', 'GET', `/api/agreements/${agreementId}`);
    expect(shown.json().status).toBe('finished');
  });
});
