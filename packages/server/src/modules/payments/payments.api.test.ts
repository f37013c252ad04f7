import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeDuePayments } from './charge-due-payments.job.ts';
import {
  agreements,
  auditEvents,
  facilities,
  organizations,
  sandboxCards,
} from '../../db/schema.ts';
import { mailsTo, organizationIdOf, send } from '../bookings/bookings.test-support.ts';
import {
  createAgreementWorld,
  type AgreementWorld,
} from '../agreements/agreements.test-support.ts';
import { textOf } from '../../documents/pdf-text.test-support.ts';
import { reschedulePayments } from './payment-schedule.ts';
import { paymentProviderFor } from './provider/payment-providers.ts';
import {
  cancelSlotsOf,
  parisNoon,
  patchAs,
  paymentsOf,
  registerCard,
  createSignedAgreement,
} from './payments.test-support.ts';

// Payments scheduled at signing, payment means, the card on the sandbox's page, the list and
// its scopes, the charge job, staff recording, receipts.

// Receipts are numbered per year of payment: a fixed Monday of March keeps the slots, their
// due dates and the staff's recordings in one year whatever day the suite runs.
const MARCH_MONDAY = new Date('2026-03-02T09:00:00Z');

let world: AgreementWorld;
let agreementId: string;
let bookingIds: string[];
let organizationId: string;
const APP = { appName: 'Espaces Partagés', appUrl: 'http://localhost:3000' };

beforeAll(async () => {
  world = await createAgreementWorld({ startAt: MARCH_MONDAY });
  organizationId = await organizationIdOf(world.db, 'asso@espaces.test');
  const signed = await createSignedAgreement(world, [2, 3]);
  agreementId = signed.agreementId;
  bookingIds = signed.bookings.map((booking) => booking.id);
});
afterAll(() => world.close());

const facilityOf = async (agreementWorld: AgreementWorld) => {
  const [facility] = await agreementWorld.db
    .select({ name: facilities.name, uai: facilities.uai })
    .from(facilities)
    .where(eq(facilities.id, agreementWorld.facilityId));
  return facility!;
};

const list = async (who: Parameters<typeof send>[1], query = '') => {
  const response = await send(world, who, 'GET', `/api/payments${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    'hydra:member': {
      id: string;
      status: string;
      amount: number;
      month: string;
      dueDate: string;
      receiptNumber: string | null;
      _abilities: { record: boolean; ticket: boolean };
    }[];
    'hydra:totalItems': number;
  };
};

describe('the schedule made at signing', () => {
  it('schedules one payment per Paris month of slots, due the 5th of the next, adding up to the agreement', async () => {
    const { 'hydra:member': members } = await list('asso');
    // Slots on Wednesday 04/03/2026 and Thursday 05/03/2026: one payment, due 05/04/2026.
    expect(members.map((p) => [p.month, p.dueDate, p.amount, p.status])).toEqual([
      ['2026-03', '2026-04-05', 100, 'scheduled'],
    ]);
  });

  it('reschedules idempotently: a second call changes nothing', async () => {
    const again = await world.db.transaction((tx) =>
      reschedulePayments(tx, agreementId, world.context.clock.now()),
    );
    expect(again).toEqual({ created: 0, updated: 0, cancelled: 0, settledByCredit: 0 });
  });
});

describe('who sees the payments', () => {
  it('shows them to the facility admin and central, not to a validator nor another organisation', async () => {
    expect((await list('admin'))['hydra:totalItems']).toBeGreaterThan(0);
    expect((await list('central'))['hydra:totalItems']).toBeGreaterThan(0);
    expect((await list('validateur'))['hydra:totalItems']).toBe(0);
    expect((await list('autre-asso'))['hydra:totalItems']).toBe(0);
    const [first] = (await list('asso'))['hydra:member'];
    expect((await send(world, 'autre-asso', 'GET', `/api/payments/${first!.id}`)).statusCode).toBe(
      404,
    );
    expect((await send(world, 'anonyme', 'GET', '/api/payments')).statusCode).toBe(401);
  });

  it('filters by status and paginates', async () => {
    expect((await list('asso', '?status[]=paid'))['hydra:totalItems']).toBe(0);
    const page = await list('asso', '?itemsPerPage=1&page=1');
    expect(page['hydra:member']).toHaveLength(1);
    expect((await send(world, 'asso', 'GET', '/api/payments?status=unknown')).statusCode).toBe(422);
  });
  it('finds the payments of an agreement by its reference, as the agreement list does', async () => {
    const [row] = await world.db
      .select({ reference: agreements.reference })
      .from(agreements)
      .where(eq(agreements.id, agreementId));
    const reference = row!.reference!;
    const own = (await list('asso'))['hydra:totalItems'];
    for (const typed of [reference, reference.toLowerCase(), `  ${reference.toLowerCase()} `]) {
      const query = `?agreement.reference=${encodeURIComponent(typed)}`;
      expect((await list('asso', query))['hydra:totalItems']).toBe(own);
      // Another organisation's reference finds nothing: the filter narrows the scope.
      expect((await list('autre-asso', query))['hydra:totalItems']).toBe(0);
    }
    expect((await list('admin', '?agreement.reference=CONV-2026-9999'))['hydra:totalItems']).toBe(
      0,
    );
    // A reference of before the yearly numbering (docs/agreements.md) is found the same way.
    const old = `CONV-${agreementId.slice(0, 8).toUpperCase()}`;
    await world.db.update(agreements).set({ reference: old }).where(eq(agreements.id, agreementId));
    try {
      const byOld = await list('asso', `?agreement.reference=${old.toLowerCase()}`);
      expect(byOld['hydra:totalItems']).toBe(own);
    } finally {
      await world.db.update(agreements).set({ reference }).where(eq(agreements.id, agreementId));
    }
  });

  it('refuses an agreement reference with a NUL byte or over 40 characters', async () => {
    for (const typed of ['CONV%00', 'C'.repeat(41)]) {
      const response = await send(
        world,
        'asso',
        'GET',
        `/api/payments?agreement.reference=${typed}`,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().violations[0]).toMatchObject({ propertyPath: 'agreement.reference' });
    }
  });
});

describe('payment means', () => {
  const organization = () => `/api/organizations/${organizationId}`;

  it('refuses another organisation’s payment type and an unknown one, writing nothing', async () => {
    const before = await world.db.select().from(auditEvents);
    expect(
      (
        await patchAs(world, 'autre-asso', `${organization()}/payment-type`, {
          paymentType: 'card',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await patchAs(world, 'admin', `${organization()}/payment-type`, { paymentType: 'card' }))
        .statusCode,
    ).toBe(404);
    const unknown = await patchAs(world, 'asso', `${organization()}/payment-type`, {
      paymentType: 'cheque',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().violations[0].message).toBe(
      'Le mode de paiement doit être « card » ou « other ».',
    );
    expect(await world.db.select().from(auditEvents)).toHaveLength(before.length);
  });

  it('asks to choose the card before registering one', async () => {
    const response = await send(
      world,
      'asso',
      'GET',
      `${organization()}/create-credit-card?agreementId=${agreementId}`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()['hydra:description']).toBe('Choisissez d’abord le paiement par carte.');
  });

  it('sends a declined card back with the decline and keeps no card', async () => {
    const returnUrl = await registerCard(world, organizationId, agreementId, '4000 0000 0000 0002');
    expect(returnUrl).toBe('/moyens-de-paiement/mise-a-jour?status=declined');
    const shown = (await send(world, 'asso', 'GET', organization())).json();
    expect(shown.paymentType).toBe('card');
    expect(shown.creditCard).toBeNull();
  });

  it('registers 4242… and keeps only brand, last digits, expiry and the provider’s token', async () => {
    const returnUrl = await registerCard(world, organizationId, agreementId, '4242424242424242');
    expect(returnUrl).toBe('/moyens-de-paiement/mise-a-jour?status=success');
    const shown = (await send(world, 'asso', 'GET', organization())).json();
    expect(shown.creditCard).toEqual({
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
      holder: 'Léa Martin',
    });
    expect((await send(world, 'admin', 'GET', organization())).json().creditCard).toBeNull();
    const everything = await world.db.execute(
      sql`select string_agg(t::text, '') as dump from (select * from organizations) t
          union all select string_agg(t::text, '') from (select * from card_registrations) t
          union all select string_agg(t::text, '') from (select * from audit_events) t
          union all select string_agg(t::text, '') from (select * from sandbox_cards) t
          union all select string_agg(t::text, '') from (select * from mail_outbox) t`,
    );
    expect(JSON.stringify(everything)).not.toContain('424242424242');
    expect(JSON.stringify(everything)).not.toContain('000000000002');
  });

  it('forgets the replaced card at the provider once another one is registered', async () => {
    const tokenOf = async () =>
      (
        await world.db
          .select({ cardToken: organizations.cardToken })
          .from(organizations)
          .where(eq(organizations.id, organizationId))
      )[0]!.cardToken!;
    const providerHolds = async (token: string) =>
      (await world.db.select().from(sandboxCards).where(eq(sandboxCards.token, token))).length;
    const replaced = await tokenOf();
    expect(await providerHolds(replaced)).toBe(1);
    const returnUrl = await registerCard(world, organizationId, agreementId, '4242424242424242');
    expect(returnUrl).toBe('/moyens-de-paiement/mise-a-jour?status=success');
    const current = await tokenOf();
    expect(current).not.toBe(replaced);
    expect(await providerHolds(replaced)).toBe(0);
    expect(await providerHolds(current)).toBe(1);
  });

  it('refuses a registration page used once or an agreement of another organisation', async () => {
    const other = await send(
      world,
      'asso',
      'GET',
      `${organization()}/create-credit-card?agreementId=${crypto.randomUUID()}`,
    );
    expect(other.statusCode).toBe(422);
    expect(
      (
        await send(
          world,
          'anonyme',
          'GET',
          `/api/sandbox/card-registrations/${crypto.randomUUID()}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('charging, recording and receipts', () => {
  const provider = () =>
    paymentProviderFor({ paymentProvider: 'sandbox', appUrl: APP.appUrl }, world.db);

  it('charges nothing before the due date, then the due card payment once', async () => {
    const now = world.context.clock.now();
    expect((await chargeDuePayments(world.db, provider(), now, APP)).attempted).toBe(0);
    const [first] = (await paymentsOf(world.db, agreementId)).sort((a, b) =>
      a.month.localeCompare(b.month),
    );
    const dueDay = parisNoon(first!.dueDate);
    const report = await chargeDuePayments(world.db, provider(), dueDay, APP);
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect((await chargeDuePayments(world.db, provider(), dueDay, APP)).attempted).toBe(0);
    const charges = await world.db.execute(sql`select count(*)::int as n from sandbox_charges`);
    expect(JSON.stringify(charges)).toContain(`"n":${report.attempted}`);
  });

  it('opens the receipt of the paid payment, as a page and as a PDF, naming who paid whom and for what', async () => {
    const paid = (await list('asso', '?status[]=paid'))['hydra:member'][0]!;
    expect(paid.receiptNumber).toMatch(/^\d{4}-000001$/);
    expect(paid._abilities).toEqual({ record: false, ticket: true });
    const ticket = await send(world, 'asso', 'GET', `/api/payments/${paid.id}/ticket`);
    expect(ticket.statusCode).toBe(200);
    const facility = await facilityOf(world);
    expect(ticket.json()).toMatchObject({
      number: paid.receiptNumber,
      paidWith: 'card',
      means: 'Carte bancaire ••••\u00a04242',
      amount: 100,
      payer: {
        name: 'Croix-Rousse Basket Club',
        identifier: 'SIRET\u00a0823\u00a0451\u00a0760\u00a000016',
      },
      payee: { name: 'Région Val-d’Azur', facility: facility.name, uai: facility.uai },
    });
    // The month's two slots, on Wednesday 04 and Thursday 05/03/2026, 50,00 € each.
    expect(ticket.json().lines).toEqual([
      {
        label: 'mercredi 04/03/2026, 18:00 – 20:00',
        detail: expect.stringMatching(/ — réservation RES-2026-\d{6}$/),
        amount: 50,
      },
      {
        label: 'jeudi 05/03/2026, 18:00 – 20:00',
        detail: expect.stringMatching(/ — réservation RES-2026-\d{6}$/),
        amount: 50,
      },
    ]);
    const pdf = await send(world, 'admin', 'GET', `/api/payments/${paid.id}/ticket/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = textOf(pdf.rawPayload);
    expect(text).toContain(`Reçu n° ${paid.receiptNumber}`);
    expect(text).toContain('Croix-Rousse Basket Club');
    expect(text).toContain('SIRET 823 451 760 00016');
    expect(text).toMatch(/Bénéficiaire\s+Croix-Rousse Basket Club\s+Région Val-d’Azur/);
    expect(text).toMatch(/pour l’établissement Lycée[\s\S]*\(UAI 0693781K\)/);
    expect(facility.uai).toBe('0693781K');
    expect(text).toMatch(/mercredi 04\/03\/2026, 18:00 – 20:00\s+Gymnase Jean-Moulin[^\n]*50,00 €/);
    expect(text).toMatch(/jeudi 05\/03\/2026, 18:00 – 20:00/);
    expect(text).toContain('Carte bancaire •••• 4242');
    expect(text).toMatch(/Montant payé pour mars 2026\s+100,00 €/);
    expect(
      (await send(world, 'autre-asso', 'GET', `/api/payments/${paid.id}/ticket/pdf`)).statusCode,
    ).toBe(404);
  });

  it('e-mailed the receipt to the organisation when the job charged it, in its transaction', async () => {
    const paid = (await list('asso', '?status[]=paid'))['hydra:member'][0]!;
    const mails = (await mailsTo(world.db, 'asso@espaces.test')).filter((mail) =>
      mail.subject.startsWith(`Reçu n°\u00a0${paid.receiptNumber}`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Reçu n°\u00a0${paid.receiptNumber}\u00a0: mars 2026`);
    expect(mails[0]!.text).toContain('Votre paiement de 100,00\u00a0€ pour mars 2026 a été reçu');
    expect(mails[0]!.text).toContain('Carte bancaire ••••\u00a04242');
    expect(mails[0]!.text).toContain(`http://localhost:3000/paiements/${paid.id}/ticket`);
  });

  it('turns a later cancellation of a paid month into a credit row, never changing the payment', async () => {
    const paid = (await paymentsOf(world.db, agreementId)).find((p) => p.status === 'paid')!;
    expect(paid.month).toBe('2026-03');
    const booking = bookingIds[0]!;
    await cancelSlotsOf(world.db, booking, { cancelledByOrganizationToBePartiallyPaid: true });
    await world.db.transaction((tx) =>
      reschedulePayments(tx, agreementId, world.context.clock.now()),
    );
    const rows = await paymentsOf(world.db, agreementId);
    expect(rows.find((p) => p.id === paid.id)).toEqual(paid);
    expect(rows.some((p) => p.month === paid.month && p.amountCents === -2500)).toBe(true);
    const live = rows.filter((p) => p.status !== 'cancelled');
    expect(live.reduce((sum, p) => sum + p.amountCents, 0)).toBe(10000 - 2500);
  });

  it('lets the facility admin record an « other » payment with its reference, numbered next', async () => {
    await patchAs(world, 'asso', `/api/organizations/${organizationId}/payment-type`, {
      paymentType: 'other',
    });
    const second = await createSignedAgreement(world, [4]);
    const [open] = (await list('admin', `?agreement.id=${second.agreementId}`))['hydra:member'];
    expect(open).toMatchObject({ amount: 50, _abilities: { record: true, ticket: false } });
    const record = (who: Parameters<typeof send>[1], reference: string) =>
      send(world, who, 'PUT', `/api/payments/${open!.id}/record`, { reference });
    expect((await record('asso', 'Virement')).statusCode).toBe(403);
    expect((await record('validateur', 'Virement')).statusCode).toBe(404);
    expect((await record('admin', '  ')).statusCode).toBe(422);
    expect((await record('admin', 'Mandat\u0000')).statusCode).toBe(422);
    const recorded = await record('admin', 'Mandat 2026-118');
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({
      status: 'paid',
      paidWith: 'other',
      reference: 'Mandat 2026-118',
    });
    expect(recorded.json().receiptNumber).toMatch(/^\d{4}-000002$/);
    expect((await record('admin', 'Encore')).statusCode).toBe(422);
    const ticket = (await send(world, 'asso', 'GET', `/api/payments/${open!.id}/ticket`)).json();
    expect(ticket).toMatchObject({
      means: 'Autre moyen (mandat administratif ou virement)',
      reference: 'Mandat 2026-118',
    });
    const receipt = textOf(
      (await send(world, 'asso', 'GET', `/api/payments/${open!.id}/ticket/pdf`)).rawPayload,
    );
    expect(receipt).toMatch(/Référence du virement ou du mandat\s+Mandat 2026-118/);
    const mailed = (await mailsTo(world.db, 'asso@espaces.test')).filter(
      (mail) => mail.subject === `Reçu n°\u00a0${recorded.json().receiptNumber}\u00a0: mars 2026`,
    );
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.text).toContain(`/paiements/${open!.id}/ticket`);
  });

  it('lists the cancellation fee and the earlier payment on the receipt of a refunded credit', async () => {
    const credit = (await paymentsOf(world.db, agreementId)).find(
      (payment) => payment.amountCents === -2500 && payment.status === 'scheduled',
    )!;
    const recorded = await send(world, 'admin', 'PUT', `/api/payments/${credit.id}/record`, {
      reference: 'Virement retour 7',
    });
    expect(recorded.statusCode).toBe(200);
    const ticket = (await send(world, 'asso', 'GET', `/api/payments/${credit.id}/ticket`)).json();
    const [firstReceipt] = (await list('asso', '?status[]=paid'))['hydra:member']
      .map((payment) => payment.receiptNumber!)
      .sort();
    expect(ticket.lines).toEqual([
      {
        label: 'mercredi 04/03/2026, 18:00 – 20:00',
        detail: expect.stringMatching(/50\s%\sdû \(prix du créneau 50,00\s€\)$/),
        amount: 25,
      },
      { label: 'jeudi 05/03/2026, 18:00 – 20:00', detail: expect.any(String), amount: 50 },
      { label: 'Déjà payé pour ce mois', detail: `reçu n°\u00a0${firstReceipt}`, amount: -100 },
    ]);
    const text = textOf(
      (await send(world, 'asso', 'GET', `/api/payments/${credit.id}/ticket/pdf`)).rawPayload,
    );
    expect(text).toMatch(/Déjà payé pour ce mois\s+reçu n° \d{4}-000001\s+-100,00 €/);
    expect(text).toMatch(/Avoir remboursé pour mars 2026\s+-25,00 €/);
  });

  it('records one of two simultaneous requests and numbers receipts without gaps', async () => {
    const third = await createSignedAgreement(world, [5]);
    const [open] = (await list('admin', `?agreement.id=${third.agreementId}`))['hydra:member'];
    const answers = await Promise.all(
      ['Virement A', 'Virement B'].map((reference) =>
        send(world, 'admin', 'PUT', `/api/payments/${open!.id}/record`, { reference }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const numbers = (await list('central', '?status[]=paid'))['hydra:member']
      .map((payment) => Number(payment.receiptNumber!.slice(-6)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it('never lets the database change a paid payment', async () => {
    await expect(
      world.db.execute(sql`update payments set amount_cents = 1 where status = 'paid'`),
    ).rejects.toThrow();
  });
});
