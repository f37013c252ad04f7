import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  addDaysToDate,
  parisDateOf,
  parisWallClockToUtc,
} from '@espaces/domain/availability/paris-time';
import {
  createTestApp,
  signIn,
  UNREACHABLE_COMPANY_REGISTER,
  type Cookies,
  type TestContext,
} from '../support/app.ts';
import { createBooking, createOpeningWindow, createPlace } from '../support/factories.ts';
import { loadConfig } from '../../src/config.ts';
import { facilities, placeTypes, users } from '../../src/db/schema.ts';
import {
  MULTIPART_CONTENT_TYPE,
  multipartBody,
  PDF,
  PNG,
  type Part,
} from '../../src/modules/organizations/organizations.test-support.ts';
import { createFuzzAgreements } from './contract-fuzz-agreements.test-support.ts';
import { createFuzzPayments } from './contract-fuzz-payments.test-support.ts';
import type { Actor, FuzzIds } from './contract-fuzz.fixtures.ts';
import type { Json } from './contract-fuzz.test-support.ts';

// The application the contract fuzz test talks to: the seeded demo data, a place open every
// evening with one booking, the demo accounts signed in once, uploads in a temporary folder.

const ACCOUNTS: Record<Exclude<Actor, 'anonyme'>, string> = {
  central: 'central@espaces.test',
  territoire: 'territoire@espaces.test',
  admin: 'admin@espaces.test',
  asso: 'asso@espaces.test',
};

export interface FuzzWorld {
  context: TestContext;
  ids: FuzzIds;
  cookies: Record<Actor, Cookies>;
  close(): Promise<void>;
}

export async function createFuzzWorld(): Promise<FuzzWorld> {
  const filesDir = await mkdtemp(path.join(tmpdir(), 'espaces-fuzz-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
    WEB_DIST_DIR: '/nonexistent',
    FILES_DIR: filesDir,
    COMPANY_REGISTER_URL: UNREACHABLE_COMPANY_REGISTER,
    // The previews are an operation too when enabled: fuzz them as well.
    DEV_MAIL_PREVIEW: 'true',
  });
  // Sign-in's limit counts per address and e-mail; each request below comes from its own address.
  const context = await createTestApp({ config });
  const { db } = context;
  const place = await createPlace(db, { name: 'Gymnase du fuzz' });
  const today = parisDateOf(context.clock.now());
  const day = (offset: number) => addDaysToDate(today, offset);
  for (let offset = 1; offset <= 7; offset++) {
    await createOpeningWindow(db, place.id, {
      startDate: parisWallClockToUtc(day(offset), '18:00'),
      endDate: parisWallClockToUtc(day(offset), '22:00'),
    });
  }
  const demoUsers = await db
    .select()
    .from(users)
    .where(
      inArray(users.email, [ACCOUNTS.asso, 'validateur@espaces.test', 'asso-attente@espaces.test']),
    );
  const userOf = (email: string) => demoUsers.find((user) => user.email === email)!;
  const asso = userOf(ACCOUNTS.asso);
  const booking = await createBooking(db, {
    placeId: place.id,
    organizationId: asso.organizationId!,
    createdByUserId: asso.id,
    activity: 'Entraînement',
    slots: [
      {
        startDate: parisWallClockToUtc(day(3), '18:00'),
        endDate: parisWallClockToUtc(day(3), '20:00'),
      },
    ],
  });
  const [facility] = await db.select().from(facilities).where(eq(facilities.id, place.facilityId));
  const [placeType] = await db.select().from(placeTypes).limit(1);
  const cookies = { anonyme: {} } as Record<Actor, Cookies>;
  for (const [actor, email] of Object.entries(ACCOUNTS)) {
    cookies[actor as Actor] = await signIn(context.app, email);
  }
  const setup = {
    app: context.app,
    db,
    filesDir,
    admin: cookies.admin,
    asso: cookies.asso,
    placeId: place.id,
    facilityId: facility!.id,
    organizationId: asso.organizationId!,
    assoUserId: asso.id,
    assoEmail: ACCOUNTS.asso,
    day,
  };
  const agreementIds = await createFuzzAgreements(setup);
  const paymentIds = await createFuzzPayments(setup);
  const ids: FuzzIds = {
    ...agreementIds,
    ...paymentIds,
    facilityId: facility!.id,
    facilityUai: facility!.uai,
    facilityTypeId: facility!.facilityTypeId,
    territoryId: facility!.territoryId,
    placeTypeId: placeType!.id,
    placeId: place.id,
    bookingId: booking.id,
    openDay: day(2),
    slot: {
      startDate: parisWallClockToUtc(day(2), '18:00').toISOString(),
      endDate: parisWallClockToUtc(day(2), '20:00').toISOString(),
    },
    validatorUserId: userOf('validateur@espaces.test').id,
    assoUserId: asso.id,
    assoOrganizationId: asso.organizationId!,
    pendingOrganizationId: userOf('asso-attente@espaces.test').organizationId!,
  };
  return {
    context,
    ids,
    cookies,
    close: async () => {
      await context.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

export interface FuzzRequest {
  method: string;
  url?: string;
  who: Actor;
  body: Json | undefined;
  multipart: 'sign-up' | 'facility-document' | undefined;
  /** The client's name of the uploaded file(s). */
  fileName?: string;
}

const asFieldValue = (value: Json | undefined) =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null);

function multipartParts(request: FuzzRequest): Part[] {
  if (request.multipart === 'sign-up') {
    return [
      { field: 'data', value: JSON.stringify(request.body) },
      {
        field: 'statutes',
        value: PDF,
        fileName: request.fileName ?? 'statuts.pdf',
        contentType: 'application/pdf',
      },
      { field: 'insurance', value: PNG, fileName: 'assurance.png', contentType: 'image/png' },
    ];
  }
  const fields =
    typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
      ? Object.entries(request.body)
      : [['name', request.body] as const];
  return [
    ...fields.map(([field, value]) => ({ field, value: asFieldValue(value) })),
    {
      field: 'file',
      value: PDF,
      fileName: request.fileName ?? 'reglement.pdf',
      contentType: 'application/pdf',
    },
  ];
}

/** PATCH takes JSON merge patches (docs/api.md#resources-and-iris). */
const JSON_TYPES: Record<string, string> = { PATCH: 'application/merge-patch+json' };

let requestCount = 0;

/** Each request from its own address, so that per-address rate limits stay out of the way. */
export function sendRequest(
  world: FuzzWorld,
  request: FuzzRequest,
): Promise<LightMyRequestResponse> {
  requestCount += 1;
  const multipart = request.multipart !== undefined;
  const hasBody = request.body !== undefined && request.method !== 'GET';
  return world.context.app.inject({
    method: request.method as 'GET',
    url: request.url!,
    cookies: world.cookies[request.who],
    remoteAddress: `10.9.${Math.floor(requestCount / 250) % 250}.${requestCount % 250}`,
    ...(hasBody
      ? {
          headers: {
            'content-type': multipart
              ? MULTIPART_CONTENT_TYPE
              : (JSON_TYPES[request.method] ?? 'application/json'),
          },
          payload: multipart
            ? multipartBody(multipartParts(request))
            : JSON.stringify(request.body),
        }
      : {}),
  });
}
