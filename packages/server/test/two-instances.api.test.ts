import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { SLOT_TAKEN } from '@espaces/domain/messages';
import { buildApp } from '../src/app.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import { loadConfig } from '../src/config.ts';
import { auditEvents, places } from '../src/db/schema.ts';
import type { FileStorage } from '../src/files/file-storage.ts';
import { createS3Client, createS3FileStorage } from '../src/files/s3-file-storage.ts';
import { chargeDuePayments } from '../src/modules/payments/charge-due-payments.job.ts';
import { runLeased } from '../src/jobs/job-lease.ts';
import { startScheduledJobs, type JobLogger } from '../src/jobs/scheduled-jobs.ts';
import {
  ACCOUNTS,
  bookingBody,
  bookingCount,
  createBookingWorld,
  organizationIdOf,
  type BookingWorld,
  type Who,
} from '../src/modules/bookings/bookings.test-support.ts';
import type { AgreementWorld } from '../src/modules/agreements/agreements.test-support.ts';
import type { PaymentProvider } from '../src/modules/payments/provider/payment-provider.ts';
import { paymentProviderFor } from '../src/modules/payments/provider/payment-providers.ts';
import {
  parisNoon,
  paymentsOf,
  registerCard,
  createSignedAgreement,
} from '../src/modules/payments/payments.test-support.ts';
import { cookiesAfter, DEMO_PASSWORD, type Cookies } from './support/app.ts';
import { FAKE_S3_BUCKET, startFakeS3, type FakeS3 } from './support/fake-s3.ts';

// Two server instances on one database behave as one. On PostgreSQL the
// second instance has its own connection pool, as a second process would; PGlite is one
// process by nature, so there both instances share its single connection. Files go to one
// S3-compatible bucket (in process), each instance with its own S3 client.

const RACERS = 50;
const SIGN_IN_LIMIT = { max: 3, timeWindow: '1 minute' };
const APP = { appName: 'Espaces Partagés', appUrl: 'http://localhost:3000' };

let s3: FakeS3;
let filesDir: string;
let world: AgreementWorld;
let second: { app: FastifyInstance; db: Database; close: () => Promise<void> };

const bucketStorage = (): FileStorage =>
  createS3FileStorage(createS3Client(s3.settings), FAKE_S3_BUCKET);

beforeAll(async () => {
  s3 = await startFakeS3();
  filesDir = await mkdtemp(path.join(tmpdir(), 'espaces-two-instances-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
    WEB_DIST_DIR: '/nonexistent',
    FILES_DIR: filesDir,
  });
  const options = { config, signInRateLimit: SIGN_IN_LIMIT, storage: bucketStorage() };
  const first: BookingWorld = await createBookingWorld(options);
  const [place] = await first.db.select().from(places).where(eq(places.id, first.placeId));
  const handle = first.context.databaseUrl ? openPostgres(first.context.databaseUrl) : null;
  const db = handle?.db ?? first.db;
  const app = await buildApp({
    ...options,
    storage: bucketStorage(),
    db,
    clock: first.context.clock.now,
    logger: false,
  });
  second = {
    app,
    db,
    close: async () => {
      await app.close();
      await handle?.close();
    },
  };
  world = {
    ...first,
    filesDir,
    facilityId: place!.facilityId,
    close: async () => {
      await second.close();
      await first.context.close();
    },
  };
});
afterAll(async () => {
  await world.close();
  await s3.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** The instance a request `i` reaches, as a load balancer alternating between two would. */
const instance = (i: number) => (i % 2 === 0 ? world.context.app : second.app);

async function sendTo(
  app: FastifyInstance,
  who: Who,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, payload, cookies: await world.cookiesOf(who) });
}

const messagesOf = (response: LightMyRequestResponse) =>
  ((response.json() as { violations?: { message: string }[] }).violations ?? []).map(
    (violation) => violation.message,
  );

describe('two instances on one database', () => {
  it(`give one of ${RACERS} simultaneous requests for one slot, split across both, the place`, async () => {
    const requesters: Cookies[] = [
      await world.cookiesOf('asso'),
      await world.cookiesOf('autre-asso'),
    ];
    const date = world.day(6);
    const before = await bookingCount(world.db, world.placeId);
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => {
        // Every range holds 18:45–20:00 Paris: any two overlap.
        const start = parisWallClockToUtc(date, '18:00').getTime() + (i % 4) * 15 * 60_000;
        const end = parisWallClockToUtc(date, '20:00').getTime() + (i % 8) * 15 * 60_000;
        const slot = {
          startDate: new Date(start).toISOString(),
          endDate: new Date(end).toISOString(),
        };
        return instance(i).inject({
          method: 'POST',
          url: '/api/bookings',
          payload: bookingBody(world, { bookingSlots: [slot] }),
          cookies: requesters[Math.floor(i / 2) % 2],
        });
      }),
    );
    expect(responses.filter((response) => response.statusCode >= 500)).toEqual([]);
    const created = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(RACERS - 1);
    for (const response of refused) expect(messagesOf(response)).toEqual([SLOT_TAKEN]);
    expect(await bookingCount(world.db, world.placeId)).toBe(before + 1);
  });

  it('count sign-in attempts together: the limit holds whichever instance is asked', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT.max; i++) {
      const response = await instance(i).inject({
        method: 'POST',
        url: '/api/authentication',
        payload: { email: ACCOUNTS.superviseur, password: 'mauvais-mot-de-passe-1' },
      });
      expect(response.statusCode).toBe(401);
    }
    for (const app of [world.context.app, second.app]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/authentication',
        payload: { email: ACCOUNTS.superviseur, password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(429);
    }
  });

  it('share the stored documents: an agreement issued on one is downloaded from the other', async () => {
    const { agreementId } = await createSignedAgreement(world, [8]);
    expect(await readdir(filesDir).catch(() => [])).toEqual([]);
    expect(s3.objects.size).toBeGreaterThanOrEqual(2); // issued and signed documents
    for (const suffix of ['document', 'signed-document']) {
      const response = await sendTo(
        second.app,
        'asso',
        'GET',
        `/api/agreements/${agreementId}/${suffix}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('charge a due card payment once while one instance waits for the provider', async () => {
    const { agreementId } = await createSignedAgreement(world, [13]);
    const organizationId = await organizationIdOf(world.db, ACCOUNTS.asso);
    await registerCard(world, organizationId, agreementId, '4242 4242 4242 4242');
    const [payment] = await paymentsOf(world.db, agreementId);
    const due = parisNoon(payment!.dueDate);
    const sandbox = paymentProviderFor(
      { paymentProvider: 'sandbox', appUrl: APP.appUrl },
      world.db,
    );
    let providerReached!: () => void;
    let answer!: () => void;
    const reached = new Promise<void>((resolve) => (providerReached = resolve));
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const charges: string[] = [];
    const slow: PaymentProvider = {
      ...sandbox,
      charge: async (request) => {
        charges.push(request.idempotencyKey);
        providerReached();
        await answered;
        return sandbox.charge(request);
      },
    };
    const first = runLeased(world.db, 'charge-due-payments', () =>
      chargeDuePayments(world.db, slow, due, APP),
    );
    await reached;
    const meanwhile = await runLeased(second.db, 'charge-due-payments', () =>
      chargeDuePayments(second.db, slow, due, APP),
    );
    answer();
    expect(meanwhile).toBeNull();
    // The organisation's earlier agreement is paid by card too: one charge per due payment.
    const report = await first;
    expect(report).toMatchObject({ attempted: charges.length, paid: charges.length });
    expect(new Set(charges).size).toBe(charges.length);
    const [paid] = await paymentsOf(world.db, agreementId);
    expect(paid).toMatchObject({ status: 'paid', attempts: 1 });
    // Once the pass is over, the next one (on either instance) may run, and finds nothing due.
    expect(
      await runLeased(second.db, 'charge-due-payments', () =>
        chargeDuePayments(second.db, slow, due, APP),
      ),
    ).toMatchObject({ attempted: 0 });
  });

  it('refuse a session on one as soon as it ends on the other, though the other had it cached', async () => {
    // From an address of its own: the sign-in limit test above spent this one's attempts.
    const signedIn = await world.context.app.inject({
      method: 'POST',
      url: '/api/authentication',
      remoteAddress: '192.0.2.16',
      payload: { email: 'superviseur@espaces.test', password: DEMO_PASSWORD },
    });
    const session = cookiesAfter(signedIn);
    const whoAmI = () =>
      second.app.inject({ method: 'GET', url: '/api/authentication/user', cookies: session });
    expect((await whoAmI()).statusCode).toBe(200);
    expect((await whoAmI()).statusCode).toBe(200);

    const logout = await world.context.app.inject({
      method: 'GET',
      url: '/api/authentication/logout',
      cookies: session,
    });

    expect(logout.statusCode).toBe(204);
    // The other instance learns it by notification, milliseconds later on PostgreSQL.
    await vi.waitFor(async () => expect((await whoAmI()).statusCode).toBe(401), {
      timeout: 5_000,
      interval: 10,
    });
  });

  it('run a scheduled job once when both start it at the same moment', async () => {
    const { agreementId, bookings: signed } = await createSignedAgreement(world, [10, 11]);
    world.context.clock.advance(15 * 86_400_000);
    const logs: { details: object; message: string }[] = [];
    const logger: JobLogger = {
      info: (details, message) => logs.push({ details, message }),
      error: (details, message) => logs.push({ details, message }),
    };
    const common = { config: { ...APP, paymentProvider: 'sandbox' as const }, logger };
    const stops = [
      startScheduledJobs({ ...common, db: world.db, clock: world.context.clock.now }),
      startScheduledJobs({ ...common, db: second.db, clock: world.context.clock.now }),
    ];
    await Promise.all(stops.map((stop) => stop()));

    const finished = logs.filter((log) => log.message === 'Réservations et conventions terminées');
    expect(logs.filter((log) => log.message.startsWith('Erreur'))).toEqual([]);
    expect(finished).toHaveLength(1);
    for (const { id } of signed) {
      const events = await world.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'finish')));
      expect(events).toHaveLength(1);
    }
    const agreementEvents = await world.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, agreementId), eq(auditEvents.action, 'finish')));
    expect(agreementEvents).toHaveLength(1);
  });
});
