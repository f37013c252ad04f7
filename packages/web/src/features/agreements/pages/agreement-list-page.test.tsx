import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf, createCentralUser, createFacilityAdmin } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, lastQueryTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createBooking, TERRITORY_ID } from '../../bookings/test/booking-factories.ts';
import { AGREEMENT_ID, createAgreement, ORGANIZATION_ID } from '../test/agreement-factories.ts';

const FACILITY_TYPE_ID = '5b0e7c1a-3d2f-4e8a-9c61-2f4b8d0a7e13';
const organizationsAt = collectionOf([
  {
    '@id': `/api/organizations/${ORGANIZATION_ID}`,
    '@type': 'Organization',
    id: ORGANIZATION_ID,
    name: 'Association sportive des Pentes',
  },
]);
const namedCollection = (path: string, id: string, name: string) =>
  jsonResponse(200, collectionOf([{ '@id': `${path}/${id}`, id, name }]));

describe('/convention/liste-reservations', () => {
  it('prepares the agreement of a waiting booking, then filters by facility and organisation', async () => {
    const admin = createFacilityAdmin();
    const facility = admin.facilityMemberships[0]!.facility;
    const waiting = createBooking({
      status: 'approved',
      place: { ...createBooking().place, facility: { ...facility, city: 'Lyon' } },
      _abilities: { ...createBooking()._abilities, prepareAgreement: true },
    });
    const draft = createAgreement({
      status: 'draft',
      reference: null,
      _abilities: { generate: true, sign: false, manageAnnexes: true },
    });
    const api = installSignedInApi(admin, {
      'GET /api/bookings': jsonResponse(200, collectionOf([waiting])),
      'GET /api/agreements': jsonResponse(200, collectionOf([createAgreement()])),
      'POST /api/agreements': jsonResponse(201, draft),
      [`GET /api/agreements/${AGREEMENT_ID}`]: jsonResponse(200, draft),
      [`GET /api/facility/${facility.id}/available-organization`]: jsonResponse(
        200,
        organizationsAt,
      ),
      'GET /api/facilities': namedCollection('/api/facilities', facility.id, facility.name),
      'GET /api/territories': jsonResponse(200, collectionOf([])),
      'GET /api/facility_types': jsonResponse(200, collectionOf([])),
    });
    const app = await renderApp('/convention/liste-reservations');
    const agreements = await screen.findByRole('region', { name: 'Conventions' });
    expect(await within(agreements).findByText('À signer')).toBeVisible();

    await app.user.click(screen.getByLabelText('Établissement', { selector: 'input' }));
    await app.user.click(await screen.findByRole('option', { name: facility.name, hidden: true }));
    await app.user.click(await screen.findByLabelText('Organisation', { selector: 'input' }));
    await app.user.click(
      await screen.findByRole('option', { name: 'Association sportive des Pentes', hidden: true }),
    );
    await waitFor(() =>
      expect(lastQueryTo(api, '/api/agreements').get('organization.id')).toBe(ORGANIZATION_ID),
    );
    expect(lastQueryTo(api, '/api/agreements').get('facility.id')).toBe(facility.id);

    await app.user.click(
      screen.getByRole('button', { name: `Préparer la convention de ${waiting.reference}` }),
    );
    expect(api.callsTo('POST', '/api/agreements')[0]?.body).toEqual({
      booking: `/api/bookings/${waiting.id}`,
    });
    expect(
      await screen.findByRole('heading', { name: 'Aperçu de la convention (projet)' }),
    ).toBeVisible();
    expect(screen.getByTitle('Convention (projet) (PDF)')).toHaveAttribute(
      'src',
      `/api/agreements/${AGREEMENT_ID}/preview`,
    );
  });

  it('gives central the shared filter, kept in the query string', async () => {
    const facility = createFacilityAdmin().facilityMemberships[0]!.facility;
    const api = installSignedInApi(createCentralUser(), {
      'GET /api/bookings': jsonResponse(200, collectionOf([])),
      'GET /api/agreements': jsonResponse(200, collectionOf([createAgreement()])),
      'GET /api/facilities': namedCollection('/api/facilities', facility.id, 'Lycée Ampère'),
      'GET /api/territories': namedCollection(
        '/api/territories',
        TERRITORY_ID,
        'Métropole de Lyon',
      ),
      'GET /api/facility_types': namedCollection(
        '/api/facility_types',
        FACILITY_TYPE_ID,
        'Lycée général',
      ),
      [`GET /api/facility/${facility.id}/available-organization`]: jsonResponse(
        200,
        organizationsAt,
      ),
    });
    const app = await renderApp('/convention/liste-reservations?territory=none&status=to_sign');
    const agreements = await screen.findByRole('region', { name: 'Conventions' });
    expect(await within(agreements).findByText('À signer')).toBeVisible();
    const filters = screen.getByRole('search', { name: 'Filtrer les conventions' });
    expect(within(filters).getByLabelText('Territoire', { selector: 'input' })).toHaveValue(
      'Tous les territoires',
    );
    expect(lastQueryTo(api, '/api/agreements').get('status[]')).toBe('to_sign');
    expect(lastQueryTo(api, '/api/agreements').has('facility.territory.id')).toBe(false);
    expect(within(filters).queryByLabelText('Organisation')).toBeNull();

    await app.user.click(within(filters).getByLabelText('Établissement', { selector: 'input' }));
    await app.user.click(await screen.findByRole('option', { name: 'Lycée Ampère', hidden: true }));
    await app.user.click(
      await within(filters).findByLabelText('Organisation', { selector: 'input' }),
    );
    await app.user.click(
      await screen.findByRole('option', { name: 'Association sportive des Pentes', hidden: true }),
    );
    await waitFor(() =>
      expect(app.location()).toBe(
        `/convention/liste-reservations?territory=none&status=to_sign&facility=${facility.id}&organization=${ORGANIZATION_ID}`,
      ),
    );
    await waitFor(() =>
      expect(lastQueryTo(api, '/api/agreements').get('organization.id')).toBe(ORGANIZATION_ID),
    );
    expect(lastQueryTo(api, '/api/agreements').get('facility.id')).toBe(facility.id);

    await app.user.click(within(filters).getByLabelText('Territoire', { selector: 'input' }));
    await app.user.click(
      await screen.findByRole('option', { name: 'Métropole de Lyon', hidden: true }),
    );
    await waitFor(() => expect(app.location()).toContain(`territory=${TERRITORY_ID}`));
    await waitFor(() =>
      expect(lastQueryTo(api, '/api/agreements').get('facility.territory.id')).toBe(TERRITORY_ID),
    );

    await app.user.click(
      within(filters).getByLabelText('Type d’établissement', { selector: 'input' }),
    );
    await app.user.click(
      await screen.findByRole('option', { name: 'Lycée général', hidden: true }),
    );
    await waitFor(() => expect(app.location()).toContain(`facilityType=${FACILITY_TYPE_ID}`));
    await waitFor(() =>
      expect(lastQueryTo(api, '/api/agreements').get('facility.facilityType.id')).toBe(
        FACILITY_TYPE_ID,
      ),
    );

    await app.user.click(within(filters).getByLabelText('Établissement', { selector: 'input' }));
    await app.user.click(await screen.findByRole('option', { name: 'Lycée Ampère', hidden: true }));
    await waitFor(() => expect(app.location()).not.toContain('facility='));
    expect(app.location()).not.toContain('organization=');
  });

  it('finds an agreement by the reference an organisation quotes, and says when none bears it', async () => {
    const api = installSignedInApi(createFacilityAdmin(), {
      'GET /api/bookings': jsonResponse(200, collectionOf([])),
      'GET /api/agreements': jsonResponse(200, collectionOf([])),
      'GET /api/facilities': jsonResponse(200, collectionOf([])),
      'GET /api/territories': jsonResponse(200, collectionOf([])),
      'GET /api/facility_types': jsonResponse(200, collectionOf([])),
    });
    const app = await renderApp('/convention/liste-reservations?status=signed');
    const filters = await screen.findByRole('search', { name: 'Filtrer les conventions' });
    await app.user.type(within(filters).getByLabelText('Référence'), ' conv-2026-0042 ');
    await waitFor(() =>
      expect(app.location()).toBe(
        '/convention/liste-reservations?status=signed&reference=conv-2026-0042',
      ),
    );
    await waitFor(() =>
      expect(lastQueryTo(api, '/api/agreements').get('reference')).toBe('conv-2026-0042'),
    );
    expect(lastQueryTo(api, '/api/agreements').get('status[]')).toBe('signed');
    expect(
      await screen.findByText('Aucune convention ne porte la référence « conv-2026-0042 ».'),
    ).toBeVisible();

    await app.user.clear(within(filters).getByLabelText('Référence'));
    await waitFor(() =>
      expect(app.location()).toBe('/convention/liste-reservations?status=signed'),
    );
  });
});
