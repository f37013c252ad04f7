import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Loaded ahead so the lazy route does not outlast the first query's timeout.
import '../pages.tsx';
import { createFacilityAdmin, createOrganizationUser } from '../../../test/factories.ts';
import { jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  BOOKING_ID,
  collection,
  createBooking,
  lastQueryTo,
  ORGANIZATION_ID,
  signedInApi,
  TERRITORY_ID,
} from '../test/booking-factories.ts';

const PAGE_LOAD = { timeout: 10_000 };
configure({ asyncUtilTimeout: 5000 });

const organizations = collection([
  { '@id': `/api/organizations/${ORGANIZATION_ID}`, id: ORGANIZATION_ID, name: 'Club de basket' },
]);
const territories = collection([
  { '@id': `/api/territories/${TERRITORY_ID}`, id: TERRITORY_ID, name: 'Métropole de Lyon' },
]);

describe('booking list page', { timeout: 40_000 }, () => {
  it('reads the filters from the query string, territory none included, and writes them back', async () => {
    const api = signedInApi(createFacilityAdmin(), {
      'GET /api/bookings': jsonResponse(200, collection([createBooking()], 45)),
      'GET /api/organizations': jsonResponse(200, organizations),
      'GET /api/facilities': jsonResponse(200, collection([])),
      'GET /api/territories': jsonResponse(200, territories),
      'GET /api/facility_types': jsonResponse(200, collection([])),
    });
    const app = renderApp('/reservations/liste?territory=none&status=new');
    const link = await screen.findByRole('link', { name: 'RES-2026-000042' }, PAGE_LOAD);
    expect(link).toHaveAttribute('href', `/reservation/${BOOKING_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Réservations' })).toBeVisible();
    const row = link.closest('tr')!;
    expect(within(row).getByText('Club de basket')).toBeVisible();
    expect(within(row).getByText('Nouvelle')).toBeVisible();
    expect(screen.getByText('45 réservations')).toBeVisible();

    const query = lastQueryTo(api, '/api/bookings');
    expect(query.get('status[]')).toBe('new');
    expect(query.has('place.facility.territory.id')).toBe(false);
    expect(query.get('order[bookingTimeSlots.startDate]')).toBe('desc');
    expect(screen.getByLabelText('Territoire', { selector: 'input' })).toHaveValue(
      'Tous les territoires',
    );
    expect(screen.getByLabelText('Statut', { selector: 'input' })).toHaveValue('Nouvelle');

    await app.user.click(screen.getByLabelText('Organisation', { selector: 'input' }));
    await app.user.click(
      await screen.findByRole('option', { name: 'Club de basket', hidden: true }),
    );
    await waitFor(() =>
      expect(app.location()).toBe(
        `/reservations/liste?territory=none&status=new&organization=${ORGANIZATION_ID}`,
      ),
    );
    await waitFor(() =>
      expect(lastQueryTo(api, '/api/bookings').get('createdBy.organization.id')).toBe(
        ORGANIZATION_ID,
      ),
    );

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-12-01' } });
    await waitFor(() => expect(app.location()).toContain('from=2026-12-01'));
    await waitFor(() =>
      expect(lastQueryTo(api, '/api/bookings').get('bookingTimeSlots.startDate[after]')).toBe(
        parisWallClockToUtc('2026-12-01', '00:00').toISOString(),
      ),
    );

    await app.user.click(screen.getByLabelText('Territoire', { selector: 'input' }));
    await app.user.click(
      await screen.findByRole('option', { name: 'Métropole de Lyon', hidden: true }),
    );
    await waitFor(() => expect(app.location()).toContain(`territory=${TERRITORY_ID}`));
    await waitFor(() =>
      expect(lastQueryTo(api, '/api/bookings').get('place.facility.territory.id')).toBe(
        TERRITORY_ID,
      ),
    );

    await app.user.click(screen.getByLabelText('Trier par', { selector: 'input' }));
    await app.user.click(
      await screen.findByRole('option', { name: 'Référence, croissante', hidden: true }),
    );
    await waitFor(() => expect(app.location()).toContain('order=reference-asc'));
    await waitFor(() =>
      expect(lastQueryTo(api, '/api/bookings').get('order[booking.reference]')).toBe('asc'),
    );

    await app.user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQueryTo(api, '/api/bookings').get('page')).toBe('2'));
    expect(app.location()).toContain('page=2');
  });

  it('shows an organisation its own bookings, without the organisation filter', async () => {
    signedInApi(createOrganizationUser('validated'), {
      'GET /api/bookings': jsonResponse(200, collection([])),
      'GET /api/facility_types': jsonResponse(200, collection([])),
    });
    renderApp('/reservations/liste');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes réservations' }, PAGE_LOAD),
    ).toBeVisible();
    expect(await screen.findByText('Aucune réservation pour le moment.')).toBeVisible();
    expect(screen.queryByLabelText('Organisation', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Territoire', { selector: 'input' })).not.toBeInTheDocument();
  });
});
