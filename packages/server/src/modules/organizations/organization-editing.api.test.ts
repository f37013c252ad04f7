import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/support/app.ts';
import {
  createOrganizationsWorld,
  createRepresentedOrganization,
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

async function editAsRepresentative(
  overrides: Parameters<typeof createRepresentedOrganization>[1],
  payload: Record<string, unknown>,
) {
  const { organization, representative } = await createRepresentedOrganization(
    world.context.db,
    overrides,
  );
  const cookies = await signIn(world.context.app, representative.email);
  const response = await world.context.app.inject({
    method: 'PUT',
    url: `/api/organizations/${organization.id}`,
    payload,
    cookies,
  });
  return { organization, response };
}

describe('PUT /api/organizations/{id} by the organisation', () => {
  it('resubmits a non-compliant organisation for review with its corrected details', async () => {
    const { response } = await editAsRepresentative(
      { status: 'non_compliant', nonComplianceReason: 'Statuts illisibles.' },
      { address: '5 rue Mercière', phone: '06 12 34 56 78' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'to_review',
      nonComplianceReason: null,
      address: '5 rue Mercière',
      phone: '+33612345678',
    });
    expect(body._abilities).toEqual({
      validate: false,
      markNonCompliant: false,
      reject: false,
      edit: true,
    });
    expect(body.history.at(-1)).toMatchObject({
      action: 'resubmit',
      fromStatus: 'non_compliant',
      toStatus: 'to_review',
      actor: { firstName: 'Lucie', lastName: 'Moreau' },
    });
  });

  it('edits a validated organisation without changing its status', async () => {
    const { response } = await editAsRepresentative(
      { status: 'validated' },
      { name: 'Nouveau nom du club' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'validated', name: 'Nouveau nom du club' });
    expect(response.json().history.at(-1)).toMatchObject({
      action: 'update',
      fromStatus: 'validated',
      toStatus: 'validated',
    });
  });

  it('refuses the edit of a rejected organisation', async () => {
    const before = await storedCounts(world);
    const { response } = await editAsRepresentative({ status: 'rejected' }, { name: 'Autre' });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0].message).toBe(
      'Les informations de cette organisation ne peuvent plus être modifiées.',
    );
    // The organisation and representative created by the test are the only new rows.
    const after = await storedCounts(world);
    expect(after.auditEvents).toBe(before.auditEvents);
  });

  it('refuses to remove both identifiers', async () => {
    const { response } = await editAsRepresentative(
      { status: 'validated', siret: null },
      { rna: '' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0]).toMatchObject({
      propertyPath: 'siret',
      message: 'Renseignez le numéro SIRET ou le numéro RNA.',
    });
  });

  it('refuses an invalid SIRET', async () => {
    const { response } = await editAsRepresentative(
      { status: 'validated' },
      { siret: '12345678901234' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0].propertyPath).toBe('siret');
  });

  it('answers 403 to central and 404 to another organisation', async () => {
    const { organization } = await createRepresentedOrganization(world.context.db, {
      status: 'non_compliant',
    });
    const byCentral = await world.context.app.inject({
      method: 'PUT',
      url: `/api/organizations/${organization.id}`,
      payload: { name: 'Par le central' },
      cookies: await world.cookiesOf('central@espaces.test'),
    });
    expect(byCentral.statusCode).toBe(403);
    const byOther = await world.context.app.inject({
      method: 'PUT',
      url: `/api/organizations/${organization.id}`,
      payload: { name: 'Par une autre' },
      cookies: await world.cookiesOf('asso@espaces.test'),
    });
    expect(byOther.statusCode).toBe(404);
  });
});
