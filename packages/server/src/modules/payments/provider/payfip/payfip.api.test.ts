import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ONLINE_PAYMENT_MESSAGES,
  ONLINE_PAYMENT_STATUS_MESSAGES,
  payfipDebtReference,
} from '@espaces/domain/payment/online-payment';
import { auditEvents, onlinePayments, payments } from '../../../../db/schema.ts';
import { startFakePayfip, type FakePayfip } from '../../../../../test/support/fake-payfip.ts';
import { signIn } from '../../../../../test/support/app.ts';
import { ACCOUNTS, mailsTo, organizationIdOf } from '../../../bookings/bookings.test-support.ts';
import {
  createAgreementWorld,
  type AgreementWorld,
} from '../../../agreements/agreements.test-support.ts';
import { createSignedAgreement, parisNoon, paymentsOf } from '../../payments.test-support.ts';
import { insertOnlinePayment } from './online-payments.repository.ts';
import {
  noticeDueInstalments,
  settleOnlinePayments,
  type OnlinePayments,
} from './online-payment.service.ts';
import { onlinePaymentsFor } from './payfip.routes.ts';

// Online payment through PayFiP (docs/payments.md#online-payment-payfip), against a local fake of
// the treasury's web service speaking its SOAP envelopes: paid, refused, abandoned, a replayed
// notification, the browser's return that pays nothing, an answer lost between the treasury and
// the database settled by the next pass, the service down.

const MARCH_MONDAY = new Date('2026-03-02T09:00:00Z');
const APP_URL = 'http://localhost:3000';
const MINUTE = 60_000;
let fake: FakePayfip;
let world: AgreementWorld;
let service: OnlinePayments;
let organizationId: string;
/** One signed agreement's only payment per scenario, all due on 5 April. */
const paymentIds: string[] = [];

beforeAll(async () => {
  fake = await startFakePayfip();
  const payfip = {
    PAYMENT_PROVIDER: 'payfip',
    PAYFIP_CLIENT_NUMBER: '012345',
    PAYFIP_MODE: 'test',
    PAYFIP_SERVICE_URL: fake.serviceUrl,
    PAYFIP_PAYMENT_PAGE_URL: fake.paymentPageUrl,
    PAYFIP_TIMEOUT_MS: '300',
  };
  world = await createAgreementWorld({ startAt: MARCH_MONDAY, environment: payfip });
  service = onlinePaymentsFor(world.db, {
    appName: 'Espaces Partagés',
    appUrl: APP_URL,
    payfip: {
      clientNumber: '012345',
      mode: 'T',
      serviceUrl: fake.serviceUrl,
      paymentPageUrl: fake.paymentPageUrl,
      timeoutMs: 300,
    },
  })!;
  organizationId = await organizationIdOf(world.db, ACCOUNTS.asso);
  for (const day of [2, 3, 4, 5, 6, 7, 8, 9, 10]) {
    const { agreementId } = await createSignedAgreement(world, [day]);
    const [payment] = await paymentsOf(world.db, agreementId);
    paymentIds.push(payment!.id);
  }
  // The instalments fall due on 5 April.
  const [first] = await world.db.select().from(payments).where(eq(payments.id, paymentIds[0]!));
  const clock = world.context.clock;
  clock.advance(parisNoon(first!.dueDate).getTime() - clock.now().getTime());
  // A month later the first sessions have lapsed: everyone signs in again.
  for (const who of ['asso', 'autre-asso', 'admin'] as const) {
    cookies.set(who, await signIn(world.context.app, ACCOUNTS[who]));
  }
});
afterAll(async () => {
  await world.close();
  await fake.close();
});

type Who = 'asso' | 'autre-asso' | 'admin' | 'anonyme';
const cookies = new Map<Who, Record<string, string>>();
const send = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  world.context.app.inject({ method, url, payload, cookies: cookies.get(who) ?? {} });
const start = (who: Who, paymentId: string) =>
  send(who, 'POST', `/api/payments/${paymentId}/online-payment`);
const state = (paymentId: string) =>
  send('asso', 'GET', `/api/payments/${paymentId}/online-payment`);
const idopOf = (paymentUrl: string) => new URL(paymentUrl).searchParams.get('idop')!;
/** PayFiP's notification: a form posted by the treasury's server, no cookie, no origin. */
const notify = (idop: string) =>
  world.context.app.inject({
    method: 'POST',
    url: '/api/payfip/notification',
    payload: `idop=${encodeURIComponent(idop)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const paymentRow = async (id: string) =>
  (await world.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const receiptMails = async () =>
  (await mailsTo(world.db, ACCOUNTS.asso)).filter((mail) => mail.subject.startsWith('Reçu'));

describe('an instalment paid online', () => {
  it('is e-mailed once to its organisation when it falls due, with « Payer en ligne »', async () => {
    const now = world.context.clock.now();
    expect(await noticeDueInstalments(service, new Date(now.getTime() - 86_400_000))).toBe(0);
    expect(await noticeDueInstalments(service, now)).toBe(paymentIds.length);
    expect(await noticeDueInstalments(service, now)).toBe(0);
    const notices = (await mailsTo(world.db, ACCOUNTS.asso)).filter((mail) =>
      mail.subject.startsWith('Échéance à payer'),
    );
    expect(notices).toHaveLength(paymentIds.length);
    expect(notices[0]!.subject).toBe('Échéance à payer\u00a0: mars 2026');
    expect(notices[0]!.html).toContain('Payer en ligne');
    expect(notices[0]!.html).toContain(`${APP_URL}/paiements/liste`);
    expect(notices[0]!.text).toContain('est à payer depuis le 05/04/2026');
    expect(await mailsTo(world.db, ACCOUNTS['autre-asso'])).toHaveLength(0);
  });

  it('is offered to its organisation only, at the amount the server holds', async () => {
    const id = paymentIds[0]!;
    expect((await start('anonyme', id)).statusCode).toBe(401);
    expect((await start('autre-asso', id)).statusCode).toBe(404);
    const staff = await start('admin', id);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()['hydra:description']).toBe(ONLINE_PAYMENT_MESSAGES.onlyOrganization);
    expect(fake.requests).toHaveLength(0);
    expect((await send('asso', 'GET', '/api/config')).json().paymentProvider).toBe('payfip');
  });

  it('is paid once the treasury, asked back on its notification, says so', async () => {
    const id = paymentIds[0]!;
    const payment = await paymentRow(id);
    const started = await start('asso', id);
    expect(started.statusCode).toBe(200);
    const { paymentUrl } = started.json() as { paymentUrl: string };
    expect(paymentUrl.startsWith(`${fake.paymentPageUrl}?idop=`)).toBe(true);
    const idop = idopOf(paymentUrl);
    expect(fake.operations.get(idop)!.fields).toMatchObject({
      exer: '2026',
      montant: String(payment.amountCents),
      numcli: '012345',
      refdet: payfipDebtReference(id),
      saisie: 'T',
      mel: ACCOUNTS.asso,
      urlnotif: `${APP_URL}/api/payfip/notification`,
      urlredirect: `${APP_URL}/paiements/${id}/paiement-en-ligne`,
    });
    expect(fake.operations.get(idop)!.fields.objet).toMatch(/^Convention CONV[A-Za-z0-9 ]+$/);
    // Starting again within the operation's lifetime hands the same page back.
    expect((await start('asso', id)).json()).toEqual({ paymentUrl });
    expect(fake.operations.size).toBe(1);
    expect((await state(id)).json()).toMatchObject({
      status: 'pending',
      message: 'Paiement en cours de confirmation',
      retryable: false,
    });

    fake.finish(idop, 'P');
    expect((await notify(idop)).statusCode).toBe(204);
    const paid = await paymentRow(id);
    expect(paid).toMatchObject({
      status: 'paid',
      paidWith: 'online',
      cardLast4: null,
      paymentReference: 'PayFiP n°\u00a0100001 du 29/11/2026 à 17:04',
    });
    expect(paid.receiptNumber).not.toBeNull();
    expect((await state(id)).json()).toEqual({
      status: 'paid',
      message: ONLINE_PAYMENT_STATUS_MESSAGES.paid,
      transactionNumber: '100001',
      transactionAt: '2026-11-29T16:04:00.000Z',
      retryable: false,
    });
    expect(await receiptMails()).toHaveLength(1);
    const ticket = (await send('asso', 'GET', `/api/payments/${id}/ticket`)).json();
    expect(ticket).toMatchObject({
      means: 'Paiement en ligne (PayFiP)',
      reference: 'PayFiP n°\u00a0100001 du 29/11/2026 à 17:04',
    });

    // The same notification again: one payment, one receipt.
    expect((await notify(idop)).statusCode).toBe(204);
    expect(await paymentRow(id)).toEqual(paid);
    expect(await receiptMails()).toHaveLength(1);
    const pays = await world.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(pays.filter((event) => event.action === 'pay')).toHaveLength(1);
    const again = await start('asso', id);
    expect(again.statusCode).toBe(422);
    expect(again.json()['hydra:description']).toBe(ONLINE_PAYMENT_MESSAGES.notPayable);
  });

  it('is not paid by the browser coming back: only the treasury is asked', async () => {
    const id = paymentIds[1]!;
    const idop = idopOf((await start('asso', id)).json().paymentUrl);
    fake.finish(idop, 'P');
    // The return page reads the state: nothing paid until the treasury is asked.
    expect((await state(id)).json().status).toBe('pending');
    expect((await paymentRow(id)).status).toBe('scheduled');
    // A notification for an operation the app never started changes nothing.
    expect((await notify('idop-999999')).statusCode).toBe(204);
    expect((await notify('<script>')).statusCode).toBe(204);
    expect((await paymentRow(id)).status).toBe('scheduled');
  });

  it('lost between the treasury and the database, is settled by the next pass, once', async () => {
    const id = paymentIds[1]!;
    const before = (await receiptMails()).length;
    // Too young: left to its notification.
    expect(await settleOnlinePayments(service, world.context.clock.now())).toEqual({
      asked: 0,
      settled: 0,
      noticed: 0,
    });
    const later = new Date(world.context.clock.now().getTime() + 2 * MINUTE);
    expect(await settleOnlinePayments(service, later)).toEqual({
      asked: 1,
      settled: 1,
      noticed: 0,
    });
    expect(await settleOnlinePayments(service, later)).toEqual({
      asked: 0,
      settled: 0,
      noticed: 0,
    });
    expect((await paymentRow(id)).status).toBe('paid');
    expect(await receiptMails()).toHaveLength(before + 1);
    // The notification arriving after the pass changes nothing.
    const [operation] = await world.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.paymentId, id));
    expect((await notify(operation!.idop!)).statusCode).toBe(204);
    expect(await receiptMails()).toHaveLength(before + 1);
  });
});

describe('an instalment not paid online', () => {
  it('refused by the bank, stays to pay and can be tried again', async () => {
    const id = paymentIds[2]!;
    const first = idopOf((await start('asso', id)).json().paymentUrl);
    fake.finish(first, 'R');
    expect((await notify(first)).statusCode).toBe(204);
    expect((await state(id)).json()).toMatchObject({
      status: 'refused',
      message: ONLINE_PAYMENT_STATUS_MESSAGES.refused,
      transactionNumber: null,
      retryable: true,
    });
    expect((await paymentRow(id)).status).toBe('scheduled');
    const second = idopOf((await start('asso', id)).json().paymentUrl);
    expect(second).not.toBe(first);
    expect(fake.operations.get(second)!.fields.refdet).toBe(payfipDebtReference(id));
    expect((await state(id)).json().status).toBe('pending');
  });

  it('abandoned by the payer, stays to pay and can be tried again', async () => {
    const id = paymentIds[3]!;
    const idop = idopOf((await start('asso', id)).json().paymentUrl);
    fake.finish(idop, 'A');
    expect((await notify(idop)).statusCode).toBe(204);
    expect((await state(id)).json()).toMatchObject({
      status: 'abandoned',
      message: ONLINE_PAYMENT_STATUS_MESSAGES.abandoned,
      retryable: true,
    });
    expect((await paymentRow(id)).status).toBe('scheduled');
    expect((await start('asso', id)).statusCode).toBe(200);
  });

  it('without a result past its lifetime, expires (and a creation that died is closed)', async () => {
    const id = paymentIds[4]!;
    const idop = idopOf((await start('asso', id)).json().paymentUrl);
    const now = world.context.clock.now();
    // Still on the treasury's page: P5, left pending.
    await settleOnlinePayments(service, new Date(now.getTime() + 5 * MINUTE));
    expect((await state(id)).json().status).toBe('pending');
    await settleOnlinePayments(service, new Date(now.getTime() + 21 * MINUTE));
    expect((await state(id)).json()).toMatchObject({ status: 'expired', retryable: true });
    expect(fake.operations.get(idop)!.resultrans).toBeNull();

    // A pass that died between writing the operation and the treasury's answer.
    const crashed = paymentIds[5]!;
    const payment = await paymentRow(crashed);
    await insertOnlinePayment(world.db, {
      paymentId: crashed,
      debtReference: payfipDebtReference(crashed),
      amountCents: payment.amountCents,
      createdAt: now,
    });
    await settleOnlinePayments(service, new Date(now.getTime() + 6 * MINUTE));
    expect((await state(crashed)).json().status).toBe('expired');
    expect((await paymentRow(crashed)).status).toBe('scheduled');
  });

  it('while the treasury does not answer, says so in French and can be tried again', async () => {
    const id = paymentIds[6]!;
    fake.silent = true;
    const down = await start('asso', id);
    fake.silent = false;
    expect(down.statusCode).toBe(503);
    expect(down.json()['hydra:description']).toBe(ONLINE_PAYMENT_MESSAGES.unavailable);
    expect((await state(id)).json()).toMatchObject({ status: 'unavailable', retryable: true });
    // A refusal of the treasury (its FonctionnelleErreur) is told as such.
    fake.refuseNextCreation = 'R3';
    const refused = await start('asso', id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()['hydra:description']).toBe(ONLINE_PAYMENT_MESSAGES.refusedByTreasury);
    expect((await start('asso', id)).statusCode).toBe(200);
  });

  it('started twice at once, makes one operation with the treasury', async () => {
    const id = paymentIds[7]!;
    const before = fake.operations.size;
    const answers = await Promise.all([start('asso', id), start('asso', id)]);
    expect(fake.operations.size).toBe(before + 1);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // The second one either gets the same page back or is told a payment is being confirmed.
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    const pages = answers.filter((a) => a.statusCode === 200).map((a) => a.json().paymentUrl);
    expect(new Set(pages).size).toBe(1);
    const live = await world.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.paymentId, id));
    expect(live).toHaveLength(1);
    // Staff cannot record it paid while the treasury may still confirm it.
    const recorded = await send('admin', 'PUT', `/api/payments/${id}/record`, {
      reference: 'Virement 42',
    });
    expect(recorded.statusCode).toBe(409);
    expect(recorded.json()['hydra:description']).toBe(ONLINE_PAYMENT_MESSAGES.beingPaidOnline);
    expect((await paymentRow(id)).status).toBe('scheduled');
  });

  it('is recorded by staff when the organisation paying online paid it by transfer', async () => {
    const id = paymentIds[8]!;
    const patched = await world.context.app.inject({
      method: 'PATCH',
      url: `/api/organizations/${organizationId}/payment-type`,
      payload: { paymentType: 'card' },
      headers: { 'content-type': 'application/merge-patch+json' },
      cookies: cookies.get('asso'),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const listed = (await send('admin', 'GET', `/api/payments/${id}`)).json();
    expect(listed._abilities.record).toBe(true);
    const recorded = await send('admin', 'PUT', `/api/payments/${id}/record`, {
      reference: 'Mandat 2026-311',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ status: 'paid', paidWith: 'other' });
  });

  it('has no card on file: registering one is refused with the reason', async () => {
    const registering = await send(
      'asso',
      'GET',
      `/api/organizations/${organizationId}/create-credit-card?agreementId=00000000-0000-4000-8000-000000000000`,
    );
    expect(registering.statusCode).toBe(422);
    expect(registering.json()['hydra:description']).toBe(ONLINE_PAYMENT_MESSAGES.noCardUnderPayfip);
  });
});
