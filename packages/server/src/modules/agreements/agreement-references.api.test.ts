import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, facilities, organizations } from '../../db/schema.ts';
import { textOf } from '../../documents/pdf-text.test-support.ts';
import { organizationIdOf, send } from '../bookings/bookings.test-support.ts';
import {
  createAgreementWorld,
  createApprovedBooking,
  type AgreementWorld,
} from './agreements.test-support.ts';

// Agreements are numbered per Paris year of issue, « CONV-2026-0001 », without gaps; the ones
// issued before keep their reference cut from their id, and are still found by it.

// 31/12/2026 23:20 Paris: two agreements issued this year, a third one 50 minutes later, in
// 2027 (within the hour the sessions signed in at the start last).
const END_OF_2026 = new Date('2026-12-31T22:20:00Z');
const MINUTE_MS = 60_000;

let world: AgreementWorld;
beforeAll(async () => {
  world = await createAgreementWorld({ startAt: END_OF_2026 });
  await world.db
    .update(organizations)
    .set({ siret: '12345678900012', rna: null })
    .where(eq(organizations.id, await organizationIdOf(world.db, 'asso@espaces.test')));
});
afterAll(() => world.close());

/** asso@'s booking on day `offset`, gathered in its own draft and issued by the facility admin. */
async function issueAgreementOf(offset: number) {
  const booking = await createApprovedBooking(world, offset);
  const draft = await send(world, 'admin', 'POST', '/api/agreements', {
    booking: `/api/bookings/${booking.id}`,
  });
  expect(draft.statusCode).toBe(201);
  const { id } = draft.json() as { id: string; reference: string | null };
  expect((draft.json() as { reference: string | null }).reference).toBeNull();
  const preview = await send(world, 'admin', 'GET', `/api/agreements/${id}/preview`);
  const generated = await send(world, 'admin', 'POST', `/api/agreements/${id}/generate`, {});
  expect(generated.statusCode).toBe(200);
  const document = await send(world, 'asso', 'GET', `/api/agreements/${id}/document`);
  return {
    id,
    reference: (generated.json() as { reference: string }).reference,
    draftText: textOf(preview.rawPayload),
    issuedText: textOf(document.rawPayload),
  };
}

describe('agreement references', () => {
  let first: Awaited<ReturnType<typeof issueAgreementOf>>;
  let second: Awaited<ReturnType<typeof issueAgreementOf>>;
  let third: Awaited<ReturnType<typeof issueAgreementOf>>;
  let refusedAgain: number;
  // Six PDFs drawn on a shared machine: more than one test's time.
  beforeAll(async () => {
    first = await issueAgreementOf(10);
    refusedAgain = (await send(world, 'admin', 'POST', `/api/agreements/${first.id}/generate`, {}))
      .statusCode;
    second = await issueAgreementOf(11);
    world.context.clock.advance(50 * MINUTE_MS);
    third = await issueAgreementOf(12);
  }, 240_000);

  it('numbers the agreements of a year from 1 without gaps, and starts again in January', () => {
    // A refused generation takes no number.
    expect(refusedAgain).toBe(422);
    expect([first.reference, second.reference, third.reference]).toEqual([
      'CONV-2026-0001',
      'CONV-2026-0002',
      'CONV-2027-0001',
    ]);
  });

  it('prints the reference, the period, SIRET and UAI on the issued PDF, never « PROJET »', async () => {
    const [facility] = await world.db
      .select({ uai: facilities.uai })
      .from(facilities)
      .where(eq(facilities.id, world.facilityId));
    expect(first.issuedText).toContain('Référence CONV-2026-0001 — émise le 31/12/2026');
    expect(first.issuedText).toContain(
      `Période couverte : du ${frenchDay(world.day(10))} au ${frenchDay(world.day(10))}`,
    );
    expect(first.issuedText).toContain('SIRET 123 456 789 00012');
    expect(first.issuedText).toContain(`UAI ${facility!.uai}`);
    expect(first.issuedText).toMatch(/Article 3 — Conditions de paiement/);
    expect(first.issuedText).toMatch(/au plus tard le 05\/02\/2027\s+50,00 €/);
    expect(first.issuedText).not.toContain('PROJET');
    expect(third.issuedText).toContain('Référence CONV-2027-0001 — émise le 01/01/2027');
  });

  it('marks every page of the draft preview, which quotes no reference', () => {
    const pages = first.draftText.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page).toContain('PROJET — document non émis');
    expect(first.draftText).not.toContain('CONV-');
  });

  it('finds an agreement by its reference, and one issued before by its old reference', async () => {
    const found = await send(world, 'admin', 'GET', '/api/agreements?reference=conv-2026-0002');
    expect(found.json()['hydra:member'].map((a: { id: string }) => a.id)).toEqual([second.id]);
    // As the migration left an agreement issued before the yearly numbering.
    const old = `CONV-${first.id.slice(0, 8).toUpperCase()}`;
    await world.db.execute(sql`update ${agreements} set reference = ${old} where id = ${first.id}`);
    const byOld = await send(
      world,
      'asso',
      'GET',
      `/api/agreements?reference=${old.toLowerCase()}`,
    );
    expect(byOld.json()['hydra:member']).toMatchObject([{ id: first.id, reference: old }]);
    const document = await send(world, 'asso', 'GET', `/api/agreements/${first.id}/document`);
    expect(document.headers['content-disposition']).toContain(`${old}.pdf`);
    const none = await send(world, 'asso', 'GET', '/api/agreements?reference=CONV-2026-0099');
    expect(none.json()['hydra:totalItems']).toBe(0);
  });

  it('refuses a reference with a NUL byte or too long, and shows nothing of another organisation', async () => {
    const nul = await send(world, 'admin', 'GET', '/api/agreements?reference=CONV%00');
    expect(nul.statusCode).toBe(422);
    const long = await send(world, 'admin', 'GET', `/api/agreements?reference=${'C'.repeat(41)}`);
    expect(long.statusCode).toBe(422);
    const other = await send(
      world,
      'autre-asso',
      'GET',
      '/api/agreements?reference=CONV-2026-0002',
    );
    expect(other.json()['hydra:totalItems']).toBe(0);
  });
});

/** « 09/01/2027 » for 2027-01-09. */
function frenchDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
