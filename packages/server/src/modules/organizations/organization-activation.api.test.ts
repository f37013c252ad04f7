import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../db/schema.ts';
import {
  activationLinkSentTo,
  createOrganizationsWorld,
  mailsTo,
  postSignUp,
  signUpData,
  signUpParts,
  storedCounts,
  userByEmail,
  type OrganizationsWorld,
} from './organizations.test-support.ts';

let world: OrganizationsWorld;

beforeAll(async () => {
  world = await createOrganizationsWorld();
});
afterAll(async () => {
  await world.close();
});

const HOUR = 3_600_000;
const LINK_NO_LONGER_VALID = 'Ce lien n’est plus valable.';

async function signUp() {
  const data = signUpData();
  const response = await postSignUp(world, signUpParts(data));
  expect(response.statusCode).toBe(201);
  const link = await activationLinkSentTo(world.context.db, data.representative.email);
  return { data, result: response.json(), ...link };
}

const validate = (organizationId: string, token: string) =>
  world.context.app.inject({
    method: 'GET',
    url: `/api/organizations/${organizationId}/validate?token=${encodeURIComponent(token)}`,
  });

function expectLinkRefused(response: Awaited<ReturnType<typeof validate>>) {
  expect(response.statusCode).toBe(422);
  expect(response.json().violations).toEqual([
    expect.objectContaining({ propertyPath: 'token', message: LINK_NO_LONGER_VALID }),
  ]);
}

describe('GET /api/organizations/{id}/validate', () => {
  it('validates the e-mail: the organisation goes to review and its representative may sign in', async () => {
    const { data, organizationId, token } = await signUp();
    const signInBefore = await world.context.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: data.representative.email, password: data.representative.password },
    });
    expect(signInBefore.statusCode).toBe(401);

    const response = await validate(organizationId, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: organizationId, status: 'to_review' });
    expect(response.json().history).toEqual([
      expect.objectContaining({
        action: 'validate_email',
        fromStatus: 'email_to_validate',
        toStatus: 'to_review',
        actor: { firstName: 'Camille', lastName: 'Durand' },
      }),
    ]);
    const user = await userByEmail(world.context.db, data.representative.email);
    expect(user.emailValidatedAt).toEqual(world.context.clock.now());

    const signInAfter = await world.context.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: data.representative.email, password: data.representative.password },
    });
    expect(signInAfter.statusCode).toBe(200);
  });

  it('refuses a link used twice', async () => {
    const { organizationId, token } = await signUp();
    expect((await validate(organizationId, token)).statusCode).toBe(200);
    const before = await storedCounts(world);
    expectLinkRefused(await validate(organizationId, token));
    expect(await storedCounts(world)).toEqual(before);
  });

  it('refuses a link after 48 hours', async () => {
    const { organizationId, token, data } = await signUp();
    world.context.clock.advance(48 * HOUR + 1000);
    expectLinkRefused(await validate(organizationId, token));
    const user = await userByEmail(world.context.db, data.representative.email);
    expect(user.emailValidatedAt).toBeNull();
    const events = await world.context.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityType, 'organization'), eq(auditEvents.entityId, organizationId)),
      );
    expect(events).toEqual([]);
  });

  it('accepts a link just before 48 hours', async () => {
    const { organizationId, token } = await signUp();
    world.context.clock.advance(47 * HOUR);
    expect((await validate(organizationId, token)).statusCode).toBe(200);
  });

  it('refuses an unknown token, and a token used with another organisation', async () => {
    const first = await signUp();
    const second = await signUp();
    expectLinkRefused(await validate(first.organizationId, 'not-a-token'));
    expectLinkRefused(await validate(first.organizationId, second.token));
    // The refused attempt did not spend the second link.
    expect((await validate(second.organizationId, second.token)).statusCode).toBe(200);
  });

  it('refuses a link without a token', async () => {
    const { organizationId } = await signUp();
    const response = await world.context.app.inject({
      method: 'GET',
      url: `/api/organizations/${organizationId}/validate`,
    });
    expectLinkRefused(response);
  });
});

describe('GET /api/users/{id}/validation-email', () => {
  const resend = (userId: string, remoteAddress = '198.51.100.1') =>
    world.context.app.inject({
      method: 'GET',
      url: `/api/users/${userId}/validation-email`,
      remoteAddress,
    });

  it('sends a new link, and the previous one stops working', async () => {
    const { data, result, organizationId, token: firstToken } = await signUp();
    // A minute later: the newest mail is then the later one, as it is for a real user.
    world.context.clock.advance(60_000);
    const response = await resend(result.representative.id);
    expect(response.statusCode).toBe(204);
    const mails = await mailsTo(world.context.db, data.representative.email);
    expect(mails).toHaveLength(2);
    const { token: secondToken } = await activationLinkSentTo(
      world.context.db,
      data.representative.email,
    );
    expect(secondToken).not.toBe(firstToken);
    expectLinkRefused(await validate(organizationId, firstToken));
    expect((await validate(organizationId, secondToken)).statusCode).toBe(200);
  });

  it('answers the same once the e-mail is validated, and for anyone else, sending nothing', async () => {
    const { data, result, organizationId, token } = await signUp();
    await validate(organizationId, token);
    const central = await userByEmail(world.context.db, 'central@espaces.test');
    const mailsBefore = (await storedCounts(world)).mails;
    expect((await resend(result.representative.id)).statusCode).toBe(204);
    expect((await resend(central.id)).statusCode).toBe(204);
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(204);
    expect((await storedCounts(world)).mails).toBe(mailsBefore);
    expect(await mailsTo(world.context.db, data.representative.email)).toHaveLength(1);
    expect((await resend('not-an-id')).statusCode).toBe(404);
  });

  it('resends for the demo organisation whose e-mail is still to validate', async () => {
    const user = await userByEmail(world.context.db, 'asso-nouvelle@espaces.test');
    expect((await resend(user.id, '198.51.100.2')).statusCode).toBe(204);
    const { organizationId } = await activationLinkSentTo(
      world.context.db,
      'asso-nouvelle@espaces.test',
    );
    expect(organizationId).toBe(user.organizationId);
  });

  it('limits resending to 3 per hour', async () => {
    const { result } = await signUp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await resend(result.representative.id, '198.51.100.3')).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
  });

  it('counts every spelling of the id as one, so no upper-case variant sends more mails', async () => {
    const { data, result } = await signUp();
    const id: string = result.representative.id;
    const spellings = [id, id.toUpperCase(), id.replace(/[a-f]/, (letter) => letter.toUpperCase())];
    for (const spelling of [...spellings, id]) await resend(spelling, '198.51.100.4');
    expect((await resend(id.toUpperCase(), '198.51.100.4')).statusCode).toBe(429);
    // The sign-up's link and three resends, not one per spelling.
    expect(await mailsTo(world.context.db, data.representative.email)).toHaveLength(4);
  });
});
