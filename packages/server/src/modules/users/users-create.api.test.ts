import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, userTokens, users } from '../../db/schema.ts';
import {
  createTestApp,
  signIn,
  type Cookies,
  type TestContext,
} from '../../../test/support/app.ts';
import {
  createForeignFacility,
  demoDirectory,
  facilityIri,
  territoryIri,
  type DemoDirectory,
} from './users.test-support.ts';

let context: TestContext;
let demo: DemoDirectory;
beforeEach(async () => {
  context = await createTestApp();
  demo = await demoDirectory(context.db);
});
afterEach(() => context.close());

const DAY = 24 * 3600 * 1000;

function newUser(overrides: Record<string, unknown> = {}) {
  return {
    email: 'Nouvelle.Agente@Espaces.test',
    firstName: 'Chloé',
    lastName: 'Dubois',
    phone: '+33465710999',
    facilityMemberships: [
      { facility: facilityIri(demo.canutsId), profile: 'FACILITY_PROFILE_VALIDATOR' },
    ],
    ...overrides,
  };
}

async function createAs(email: string | null, payload: Record<string, unknown>) {
  const cookies: Cookies = email ? await signIn(context.app, email) : {};
  return context.app.inject({ method: 'POST', url: '/api/users', cookies, payload });
}

describe('POST /api/users', () => {
  it('creates an institutional user without password and e-mails a set-password link', async () => {
    const response = await createAs('admin@espaces.test', newUser());
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      email: 'nouvelle.agente@espaces.test',
      firstName: 'Chloé',
      roles: ['ROLE_INSTITUTIONAL'],
      isActive: true,
      hasPassword: false,
      facilityMemberships: [
        { facility: { id: demo.canutsId }, profile: 'FACILITY_PROFILE_VALIDATOR' },
      ],
      _abilities: { edit: true, toggleActive: true },
    });
    const [row] = await context.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ passwordHash: null, emailValidatedAt: null });

    const mails = await context.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ recipient: 'nouvelle.agente@espaces.test', status: 'pending' });
    expect(mail.subject).toBe('Votre compte Espaces Partagés\u00a0: choisissez votre mot de passe');
    const link =
      /http:\/\/localhost:3000\/utilisateur\/mot-de-passe\/changement\?token=([\w-]+)/.exec(
        mail.text,
      );
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail.html).toContain(link![0]);

    const tokens = await context.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, created.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({
      purpose: 'set_password',
      tokenHash: createHash('sha256').update(token).digest('hex'),
      usedAt: null,
    });
    expect(tokens[0]!.tokenHash).not.toContain(token);
    expect(tokens[0]!.expiresAt.getTime()).toBe(context.clock.now().getTime() + 7 * DAY);

    const [audit] = await context.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, created.id));
    expect(audit).toMatchObject({
      entityType: 'user',
      action: 'create',
      actorUserId: demo.userIds['admin@espaces.test'],
    });
  });

  it('lets a territory admin grant memberships of its facilities and of its territory', async () => {
    const response = await createAs(
      'territoire@espaces.test',
      newUser({
        facilityMemberships: [
          { facility: facilityIri(demo.gratteCielId), profile: 'FACILITY_PROFILE_ADMIN' },
        ],
        territoryMemberships: [
          { territory: territoryIri(demo.territoryId), profile: 'TERRITORY_PROFILE_ADMIN' },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().territoryMemberships).toMatchObject([
      { territory: { id: demo.territoryId, name: 'Métropole de Lyon' } },
    ]);
  });

  it('lets central grant memberships anywhere', async () => {
    const foreign = await createForeignFacility(context.db);
    const response = await createAs(
      'central@espaces.test',
      newUser({
        facilityMemberships: [
          { facility: facilityIri(foreign.id), profile: 'FACILITY_PROFILE_SUPERVISOR' },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['a facility admin, another facility', 'admin@espaces.test', 'gratteCiel'],
    ['a facility admin, the territory', 'admin@espaces.test', 'territory'],
    ['a territory admin, a facility of another territory', 'territoire@espaces.test', 'foreign'],
  ])('refuses %s with 403 and writes nothing', async (_case, email, target) => {
    const foreign = await createForeignFacility(context.db);
    const memberships =
      target === 'territory'
        ? {
            territoryMemberships: [
              { territory: territoryIri(demo.territoryId), profile: 'TERRITORY_PROFILE_ADMIN' },
            ],
          }
        : {
            facilityMemberships: [
              {
                facility: facilityIri(target === 'foreign' ? foreign.id : demo.gratteCielId),
                profile: 'FACILITY_PROFILE_ADMIN',
              },
            ],
          };
    const response = await createAs(email, newUser(memberships));
    expect(response.statusCode).toBe(403);
    expect(response.json()['hydra:description']).toBe(
      'Vous ne pouvez rattacher un utilisateur qu’aux établissements et territoires que vous administrez.',
    );
    expect(await context.db.select().from(mailOutbox)).toHaveLength(0);
    expect(await context.db.select().from(userTokens)).toHaveLength(0);
  });

  it.each(['superviseur@espaces.test', 'validateur@espaces.test', 'asso@espaces.test'])(
    'refuses %s with 403',
    async (email) => {
      expect((await createAs(email, newUser())).statusCode).toBe(403);
    },
  );

  it('asks a signed-out visitor to sign in', async () => {
    expect((await createAs(null, newUser())).statusCode).toBe(401);
  });

  it('refuses an e-mail already used, whatever its case, and sends nothing', async () => {
    const response = await createAs('admin@espaces.test', newUser({ email: 'ASSO@espaces.test' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({
        propertyPath: 'email',
        message: 'Un compte existe déjà avec cette adresse e-mail.',
      }),
    ]);
    expect(await context.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('requires at least one membership', async () => {
    const response = await createAs('central@espaces.test', newUser({ facilityMemberships: [] }));
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0]).toMatchObject({
      propertyPath: 'facilityMemberships',
      message: 'L’utilisateur doit être rattaché à au moins un établissement ou un territoire.',
    });
  });

  it('refuses an unknown or repeated facility on its field', async () => {
    const unknown = await createAs(
      'central@espaces.test',
      newUser({
        facilityMemberships: [
          { facility: facilityIri(crypto.randomUUID()), profile: 'FACILITY_PROFILE_ADMIN' },
        ],
      }),
    );
    expect(unknown.json().violations[0]).toMatchObject({
      propertyPath: 'facilityMemberships.0.facility',
      message: 'Établissement introuvable.',
    });
    const repeated = await createAs(
      'central@espaces.test',
      newUser({
        facilityMemberships: [
          { facility: facilityIri(demo.canutsId), profile: 'FACILITY_PROFILE_ADMIN' },
          { facility: facilityIri(demo.canutsId), profile: 'FACILITY_PROFILE_VALIDATOR' },
        ],
      }),
    );
    expect(repeated.json().violations[0]).toMatchObject({
      propertyPath: 'facilityMemberships.1.facility',
      message: 'Cet établissement figure déjà parmi les rattachements.',
    });
  });

  it('answers invalid fields with French violations', async () => {
    const response = await createAs(
      'admin@espaces.test',
      newUser({ email: 'pas-une-adresse', firstName: ' ' }),
    );
    expect(response.statusCode).toBe(422);
    const messages = response.json().violations.map((v: { message: string }) => v.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Adresse e-mail invalide.', 'Le prénom est obligatoire.']),
    );
  });

  it('leaves the new account unable to sign in before the link is used', async () => {
    await createAs('admin@espaces.test', newUser());
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'nouvelle.agente@espaces.test', password: 'Nimporte-quoi-2026' },
    });
    expect(response.statusCode).toBe(401);
  });
});
