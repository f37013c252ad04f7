import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Loaded ahead so the lazy route does not outlast the first query's timeout.
import '../pages.tsx';
import { createFacilityAdmin } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, lastQueryTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { collection, createBooking } from '../../bookings/test/booking-factories.ts';
import { AGREEMENT_ID, createAgreement, ORGANIZATION_ID } from '../test/agreement-factories.ts';

const PAGE_LOAD = { timeout: 10_000 };
configure({ asyncUtilTimeout: 5000 });

describe('/convention/liste-reservations', { timeout: 40_000 }, () => {
  it('prepares the agreement of a waiting booking, then filters by facility and organisation', async () => {
    const admin = createFacilityAdmin();
    const facility = admin.facilityMemberships[0]!.facility;
    const waiting = createBooking({
      status: 'approved',
      place: { ...createBooking().place, facility: { ...facility, city: 'Lyon' } },
    });
    const draft = createAgreement({
      status: 'draft',
      _abilities: { generate: true, sign: false, manageAnnexes: true },
    });
    const api = installSignedInApi(admin, {
      'GET /api/bookings': jsonResponse(200, collection([waiting])),
      'GET /api/agreements': jsonResponse(200, collection([createAgreement()])),
      'POST /api/agreements': jsonResponse(201, draft),
      [`GET /api/agreements/${AGREEMENT_ID}`]: jsonResponse(200, draft),
      [`GET /api/facility/${facility.id}/available-organization`]: jsonResponse(
        200,
        collection([
          {
            '@id': `/api/organizations/${ORGANIZATION_ID}`,
            '@type': 'Organization',
            id: ORGANIZATION_ID,
            name: 'Association sportive des Pentes',
          },
        ]),
      ),
    });
    const app = renderApp('/convention/liste-reservations');
    const agreements = await screen.findByRole('region', { name: 'Conventions' }, PAGE_LOAD);
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
      await screen.findByRole('heading', { name: /^Aperçu de la convention CONV-/ }),
    ).toBeVisible();
    expect(screen.getByTitle(/^Convention CONV-/)).toHaveAttribute(
      'src',
      `/api/agreements/${AGREEMENT_ID}/preview`,
    );
  });
});
