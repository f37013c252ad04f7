import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrganizationStatus } from '@espaces/domain/access/actor';
import { organizations } from '../../db/schema.ts';
import { signIn, type Cookies } from '../../../test/support/app.ts';
import { createBooking, createPlace } from '../../../test/support/factories.ts';
import {
  createOrganizationsWorld,
  createRepresentedOrganization,
  mailsTo,
  storedCounts,
  type OrganizationsWorld,
} from './organizations.test-support.ts';

let world: OrganizationsWorld;

beforeAll(async () => {
  world = await createOrganizationsWorld();
});
afterAll(async () => {
  await world.close();
});

type Decision = 'validate' | 'non-compliant' | 'reject';

function decide(organizationId: string, decision: Decision, cookies?: Cookies) {
  const calls = {
    validate: { url: `/api/organizations/${organizationId}`, payload: { status: 'validated' } },
    'non-compliant': {
      url: `/api/organizations/${organizationId}/non-compliant`,
      payload: { nonComplianceReason: "L'attestation d'assurance a expiré." },
    },
    reject: {
      url: `/api/organizations/${organizationId}/reject`,
      payload: { rejectionReason: 'Activité commerciale, hors du cadre du service.' },
    },
  };
  return world.context.app.inject({ method: 'PUT', ...calls[decision], cookies });
}

const central = () => world.cookiesOf('central@espaces.test');

async function statusOf(organizationId: string): Promise<OrganizationStatus> {
  const [row] = await world.context.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row!.status;
}

describe('central review', () => {
  it('validates an organisation under review, e-mails its representative and records the decision', async () => {
    const { organization, representative } = await createRepresentedOrganization(world.context.db, {
      status: 'to_review',
    });
    const response = await decide(organization.id, 'validate', await central());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('validated');
    expect(body._abilities).toEqual({
      validate: false,
      markNonCompliant: true,
      reject: false,
      edit: false,
    });
    expect(body.history).toEqual([
      expect.objectContaining({
        action: 'validate',
        fromStatus: 'to_review',
        toStatus: 'validated',
        reason: null,
        actor: { firstName: 'Sophie', lastName: 'Martin' },
      }),
    ]);
    const [mail] = await mailsTo(world.context.db, representative.email);
    expect(mail!.subject).toBe('Espaces Partagés\u00a0: votre organisation est validée');
    expect(mail!.text).toContain(`« ${organization.name} » a été validée`);
    expect(mail!.text).toContain('https://espaces.example.fr/connexion');
  });

  it('marks an organisation non-compliant with its reason and a link to /organisation/editer', async () => {
    const { organization, representative } = await createRepresentedOrganization(world.context.db, {
      status: 'to_review',
    });
    const response = await decide(organization.id, 'non-compliant', await central());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'non_compliant',
      nonComplianceReason: "L'attestation d'assurance a expiré.",
    });
    expect(response.json().history.at(-1)).toMatchObject({
      action: 'mark_non_compliant',
      reason: "L'attestation d'assurance a expiré.",
    });
    const [mail] = await mailsTo(world.context.db, representative.email);
    expect(mail!.text).toContain("> L'attestation d'assurance a expiré.");
    expect(mail!.text).toContain('https://espaces.example.fr/organisation/editer');
    expect(mail!.html).toContain('href="https://espaces.example.fr/organisation/editer"');
    expect(mail!.html).toContain('L&#39;attestation d&#39;assurance a expiré.');
  });

  it('rejects an organisation with its reason', async () => {
    const { organization, representative } = await createRepresentedOrganization(world.context.db, {
      status: 'to_review',
    });
    const response = await decide(organization.id, 'reject', await central());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Activité commerciale, hors du cadre du service.',
    });
    const [mail] = await mailsTo(world.context.db, representative.email);
    expect(mail!.subject).toBe('Espaces Partagés\u00a0: votre inscription a été refusée');
    expect(mail!.text).toContain('> Activité commerciale, hors du cadre du service.');
  });

  it('may mark a validated organisation non-compliant', async () => {
    const { organization } = await createRepresentedOrganization(world.context.db, {
      status: 'validated',
    });
    expect((await decide(organization.id, 'non-compliant', await central())).statusCode).toBe(200);
  });

  it.each<[OrganizationStatus, Decision, string]>([
    [
      'email_to_validate',
      'validate',
      'Cette organisation ne peut pas passer de l’état « E-mail à valider » à « Validée ».',
    ],
    [
      'validated',
      'validate',
      'Cette organisation ne peut pas passer de l’état « Validée » à « Validée ».',
    ],
    [
      'validated',
      'reject',
      'Cette organisation ne peut pas passer de l’état « Validée » à « Rejetée ».',
    ],
    [
      'rejected',
      'validate',
      'Cette organisation ne peut pas passer de l’état « Rejetée » à « Validée ».',
    ],
    [
      'rejected',
      'non-compliant',
      'Cette organisation ne peut pas passer de l’état « Rejetée » à « Non conforme ».',
    ],
    [
      'non_compliant',
      'validate',
      'Cette organisation ne peut pas passer de l’état « Non conforme » à « Validée ».',
    ],
    [
      'non_compliant',
      'reject',
      'Cette organisation ne peut pas passer de l’état « Non conforme » à « Rejetée ».',
    ],
  ])('refuses, from %s, to %s (422, nothing written)', async (status, decision, message) => {
    const { organization } = await createRepresentedOrganization(world.context.db, { status });
    const before = await storedCounts(world);
    const response = await decide(organization.id, decision, await central());
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'status', message }),
    ]);
    expect(await storedCounts(world)).toEqual(before);
    expect(await statusOf(organization.id)).toBe(status);
  });

  it('requires a reason of at most 2000 characters', async () => {
    const { organization } = await createRepresentedOrganization(world.context.db, {
      status: 'to_review',
    });
    const cookies = await central();
    const empty = await world.context.app.inject({
      method: 'PUT',
      url: `/api/organizations/${organization.id}/reject`,
      payload: { rejectionReason: '  ' },
      cookies,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().violations[0]).toMatchObject({
      propertyPath: 'rejectionReason',
      message: 'Le motif de rejet est obligatoire.',
    });
    const long = await world.context.app.inject({
      method: 'PUT',
      url: `/api/organizations/${organization.id}/non-compliant`,
      payload: { nonComplianceReason: 'x'.repeat(2001) },
      cookies,
    });
    expect(long.json().violations[0]).toMatchObject({
      propertyPath: 'nonComplianceReason',
      message: 'Le motif de non-conformité dépasse 2000 caractères.',
    });
    expect(await statusOf(organization.id)).toBe('to_review');
  });

  it('refuses a status other than validated, and details sent with the validation', async () => {
    const { organization } = await createRepresentedOrganization(world.context.db, {
      status: 'to_review',
    });
    const cookies = await central();
    const other = await world.context.app.inject({
      method: 'PUT',
      url: `/api/organizations/${organization.id}`,
      payload: { status: 'rejected' },
      cookies,
    });
    expect(other.statusCode).toBe(422);
    const mixed = await world.context.app.inject({
      method: 'PUT',
      url: `/api/organizations/${organization.id}`,
      payload: { status: 'validated', name: 'Autre nom' },
      cookies,
    });
    expect(mixed.statusCode).toBe(422);
    expect(await statusOf(organization.id)).toBe('to_review');
  });
});

describe('review decisions refused to everyone but central', () => {
  let organizationId: string;
  let representativeEmail: string;
  let bookedByOrganization: string;

  beforeAll(async () => {
    const { organization, representative } = await createRepresentedOrganization(world.context.db, {
      status: 'to_review',
    });
    organizationId = organization.id;
    representativeEmail = representative.email;
    // An organisation that booked the demo facility is visible to its staff, who still may not decide.
    const booked = await createRepresentedOrganization(world.context.db, { status: 'to_review' });
    const place = await createPlace(world.context.db);
    await createBooking(world.context.db, {
      placeId: place.id,
      organizationId: booked.organization.id,
    });
    bookedByOrganization = booked.organization.id;
  });

  it.each<Decision>(['validate', 'non-compliant', 'reject'])(
    'answers 401 to a visitor (%s)',
    async (decision) => {
      expect((await decide(organizationId, decision)).statusCode).toBe(401);
    },
  );

  it.each<Decision>(['validate', 'non-compliant', 'reject'])(
    'answers 403 to the organisation itself (%s)',
    async (decision) => {
      const cookies = await signIn(world.context.app, representativeEmail);
      expect((await decide(organizationId, decision, cookies)).statusCode).toBe(403);
      expect(await statusOf(organizationId)).toBe('to_review');
    },
  );

  it.each([
    'admin@espaces.test',
    'validateur@espaces.test',
    'superviseur@espaces.test',
    'territoire@espaces.test',
  ])(
    'answers 403 to %s on an organisation that booked its facility, 404 on another',
    async (email) => {
      const cookies = await world.cookiesOf(email);
      expect((await decide(bookedByOrganization, 'validate', cookies)).statusCode).toBe(403);
      expect((await decide(organizationId, 'validate', cookies)).statusCode).toBe(404);
      expect((await decide(organizationId, 'reject', cookies)).statusCode).toBe(404);
    },
  );

  it('answers 404 to another organisation', async () => {
    const cookies = await world.cookiesOf('asso@espaces.test');
    expect((await decide(organizationId, 'non-compliant', cookies)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown organisation', async () => {
    const response = await decide(
      '00000000-0000-4000-8000-000000000000',
      'validate',
      await central(),
    );
    expect(response.statusCode).toBe(404);
  });
});
