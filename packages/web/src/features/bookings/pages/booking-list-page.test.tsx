import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  collectionOf,
  createCentralUser,
  createFacilityAdmin,
  createOrganizationUser,
} from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BOOKINGS_PER_PAGE } from '../api/booking-list-api.ts';
import {
  BOOKING_ID,
  createBooking,
  ORGANIZATION_ID,
  TERRITORY_ID,
} from '../test/booking-factories.ts';

const organizations = collectionOf([
  { '@id': `/api/organizations/${ORGANIZATION_ID}`, id: ORGANIZATION_ID, name: 'Club de basket' },
]);
const territories = collectionOf([
  { '@id': `/api/territories/${TERRITORY_ID}`, id: TERRITORY_ID, name: 'Métropole de Lyon' },
]);

type Api = ReturnType<typeof installSignedInApi>;

/** The last query of the list itself: the menu's count and the facility options share its path. */
function lastListQuery(api: Api): URLSearchParams {
  const queries = api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/bookings')
    .map((url) => url.searchParams)
    .filter((query) => query.get('itemsPerPage') === String(BOOKINGS_PER_PAGE));
  return queries.at(-1) ?? new URLSearchParams();
}

const staffAnswers = {
  'GET /api/organizations': jsonResponse(200, organizations),
  'GET /api/facilities': jsonResponse(200, collectionOf([])),
  'GET /api/territories': jsonResponse(200, territories),
  'GET /api/facility_types': jsonResponse(200, collectionOf([])),
};

describe('booking list page', () => {
  it('reads the filters from the query string, territory none included, and writes them back', async () => {
    const api = installSignedInApi(createFacilityAdmin(), {
      'GET /api/bookings': jsonResponse(200, collectionOf([createBooking()], 45)),
      ...staffAnswers,
    });
    const app = await renderApp('/reservations/liste?territory=none&status=new');
    const link = await screen.findByRole('link', { name: 'RES-2026-000042' });
    expect(link).toHaveAttribute('href', `/reservation/${BOOKING_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Réservations' })).toBeVisible();
    const row = link.closest('tr')!;
    expect(within(row).getByText('Club de basket')).toBeVisible();
    expect(within(row).getByText('Nouvelle demande')).toBeVisible();
    expect(screen.getByText('45 réservations')).toBeVisible();

    const query = lastListQuery(api);
    expect(query.get('status[]')).toBe('new');
    expect(query.has('place.facility.territory.id')).toBe(false);
    expect(query.get('order[bookingTimeSlots.startDate]')).toBe('desc');
    // The filters' panel comes after the first paint, its fields two at a time:
    // wait for the last one.
    await screen.findByLabelText('Référence');
    expect(screen.getByLabelText('Territoire', { selector: 'input' })).toHaveValue(
      'Tous les territoires',
    );
    expect(screen.getByLabelText('Statut', { selector: 'input' })).toHaveValue('Nouvelle demande');

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
      expect(lastListQuery(api).get('createdBy.organization.id')).toBe(ORGANIZATION_ID),
    );

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '01/12/2026' } });
    await waitFor(() => expect(app.location()).toContain('from=2026-12-01'));
    await waitFor(() =>
      expect(lastListQuery(api).get('bookingTimeSlots.startDate[after]')).toBe(
        parisWallClockToUtc('2026-12-01', '00:00').toISOString(),
      ),
    );

    await app.user.click(screen.getByLabelText('Territoire', { selector: 'input' }));
    await app.user.click(
      await screen.findByRole('option', { name: 'Métropole de Lyon', hidden: true }),
    );
    await waitFor(() => expect(app.location()).toContain(`territory=${TERRITORY_ID}`));
    await waitFor(() =>
      expect(lastListQuery(api).get('place.facility.territory.id')).toBe(TERRITORY_ID),
    );

    await app.user.click(screen.getByLabelText('Trier par', { selector: 'input' }));
    await app.user.click(
      await screen.findByRole('option', { name: 'Référence, croissante', hidden: true }),
    );
    await waitFor(() => expect(app.location()).toContain('order=reference-asc'));
    await waitFor(() => expect(lastListQuery(api).get('order[booking.reference]')).toBe('asc'));

    await app.user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListQuery(api).get('page')).toBe('2'));
    expect(app.location()).toContain('page=2');
  });

  it('shows an organisation its current bookings first, without the organisation filter', async () => {
    const api = installSignedInApi(createOrganizationUser('validated'), {
      'GET /api/bookings': jsonResponse(200, collectionOf([])),
      'GET /api/facility_types': jsonResponse(200, collectionOf([])),
    });
    const app = await renderApp('/reservations/liste');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes réservations' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Réservations actuelles' })).toBeVisible();
    expect(await screen.findByText('Aucune réservation pour le moment.')).toBeVisible();
    expect(lastListQuery(api).getAll('status[]')).toEqual([
      'new',
      'pending',
      'approved',
      'to_review',
      'validated',
    ]);
    // Once the panel is there, the fields an organisation has no use for are absent from it.
    expect(await screen.findByLabelText('Statut', { selector: 'input' })).toHaveValue('Actuelles');
    expect(screen.queryByLabelText('Organisation', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Territoire', { selector: 'input' })).not.toBeInTheDocument();

    await app.user.click(screen.getByLabelText('Statut', { selector: 'input' }));
    await app.user.click(
      await screen.findByRole('option', { name: 'Tous les statuts', hidden: true }),
    );
    await waitFor(() => expect(app.location()).toBe('/reservations/liste?status=all'));
    await waitFor(() => expect(lastListQuery(api).has('status[]')).toBe(false));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Toutes les réservations' }),
    ).toBeVisible();
  });

  it('lets staff list the bookings in progress, every status by default', async () => {
    const api = installSignedInApi(createFacilityAdmin(), {
      'GET /api/bookings': jsonResponse(200, collectionOf([])),
      ...staffAnswers,
    });
    const app = await renderApp('/reservations/liste');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Toutes les réservations' }),
    ).toBeVisible();
    await waitFor(() => expect(lastListQuery(api).has('page')).toBe(true));
    expect(lastListQuery(api).has('status[]')).toBe(false);

    await app.user.click(await screen.findByLabelText('Statut', { selector: 'input' }));
    await app.user.click(
      await screen.findByRole('option', {
        name: 'En cours (nouvelles et contre-propositions)',
        hidden: true,
      }),
    );
    await waitFor(() => expect(app.location()).toBe('/reservations/liste?status=in_progress'));
    await waitFor(() => expect(lastListQuery(api).getAll('status[]')).toEqual(['new', 'pending']));
    expect(screen.getByRole('heading', { level: 2, name: 'Réservations en cours' })).toBeVisible();
  });

  it('marks the bookings in progress « À traiter » for the staff who decide', async () => {
    const settled = createBooking({
      id: '40000000-0000-4000-8000-000000000002',
      '@id': '/api/bookings/40000000-0000-4000-8000-000000000002',
      reference: 'RES-2026-000043',
      status: 'validated',
    });
    installSignedInApi(createFacilityAdmin(), {
      'GET /api/bookings': jsonResponse(200, collectionOf([createBooking(), settled])),
      ...staffAnswers,
    });
    await renderApp('/reservations/liste');
    const toDecide = (await screen.findByRole('link', { name: 'RES-2026-000042' })).closest('tr')!;
    const other = screen.getByRole('link', { name: 'RES-2026-000043' }).closest('tr')!;
    expect(within(toDecide).getByText('À traiter')).toBeVisible();
    expect(toDecide).toHaveStyle({ backgroundColor: 'var(--mantine-color-yellow-0)' });
    expect(within(other).queryByText('À traiter')).not.toBeInTheDocument();
  });

  it('marks nothing for central users, who do not decide', async () => {
    installSignedInApi(createCentralUser(), {
      'GET /api/bookings': jsonResponse(200, collectionOf([createBooking()])),
      ...staffAnswers,
    });
    await renderApp('/reservations/liste');
    await screen.findByRole('link', { name: 'RES-2026-000042' });
    expect(screen.queryByText('À traiter')).not.toBeInTheDocument();
  });

  it('finds a booking by the reference quoted on the phone, and says when none bears it', async () => {
    const api = installSignedInApi(createFacilityAdmin(), {
      'GET /api/bookings': jsonResponse(200, collectionOf([])),
      ...staffAnswers,
    });
    const app = await renderApp('/reservations/liste?status=new');
    const filters = await screen.findByRole('search', { name: 'Filtrer les réservations' });
    const field = await within(filters).findByLabelText('Référence');
    await app.user.type(field, ' res-2026-000042 ');
    await waitFor(() =>
      expect(app.location()).toBe('/reservations/liste?status=new&reference=res-2026-000042'),
    );
    await waitFor(() => expect(lastListQuery(api).get('reference')).toBe('res-2026-000042'));
    expect(lastListQuery(api).get('status[]')).toBe('new');
    expect(
      await screen.findByText('Aucune réservation ne porte la référence « res-2026-000042 ».'),
    ).toBeVisible();

    await app.user.clear(field);
    await waitFor(() => expect(app.location()).toBe('/reservations/liste?status=new'));
    expect(
      await screen.findByText('Aucune réservation ne correspond à ces filtres.'),
    ).toBeVisible();
  });
});
