import type { CalendarFeed } from '@espaces/domain/api/calendar-feeds';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  collectionOf,
  createAuthenticatedUser,
  createFacilityAdmin,
  createOrganizationUser,
} from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

// The « Agenda » section of /mon-compte.

const FEED_ID = '00000000-0000-4000-8000-000000000a01';
const SECRET_URL = `http://localhost:3000/api/calendars/${'s'.repeat(43)}.ics`;
const organizationUser = createOrganizationUser();
const organizationIri = organizationUser.organization!['@id'];

const organizationFeed: CalendarFeed = {
  '@id': `/api/calendar_feeds/${FEED_ID}`,
  '@type': 'CalendarFeed',
  id: FEED_ID,
  scope: 'organization',
  target: {
    '@id': organizationIri,
    id: organizationUser.organization!.id,
    name: 'Club de basket',
    facilityName: null,
  },
  createdAt: '2026-11-02T09:00:00.000Z',
};

const section = async () => screen.findByRole('region', { name: 'Agenda' });

describe('« Agenda » section of the account page', () => {
  it('shows the empty state, then makes the address and shows it once to copy', async () => {
    const api = installSignedInApi(organizationUser, {
      'GET /api/calendar_feeds': [
        jsonResponse(200, collectionOf([])),
        jsonResponse(200, collectionOf([organizationFeed])),
      ],
      'POST /api/calendar_feeds': jsonResponse(201, { ...organizationFeed, url: SECRET_URL }),
    });
    const app = await renderApp('/mon-compte');
    const agenda = await section();
    expect(await within(agenda).findByText('Aucun agenda abonné pour l’instant.')).toBeVisible();
    await app.user.click(
      within(agenda).getByRole('button', { name: 'Créer l’adresse de mon agenda' }),
    );
    expect(await within(agenda).findByLabelText('Adresse de l’agenda')).toHaveValue(SECRET_URL);
    expect(within(agenda).getByRole('button', { name: 'Copier l’adresse' })).toBeVisible();
    expect(within(agenda).getByRole('link', { name: 'Ouvrir dans mon agenda' })).toHaveAttribute(
      'href',
      SECRET_URL.replace('http:', 'webcal:'),
    );
    expect(api.callsTo('POST', '/api/calendar_feeds')[0]?.body).toEqual({
      scope: 'organization',
      target: organizationIri,
    });
    expect(await within(agenda).findByText('Réservations de Club de basket')).toBeVisible();
    expect(within(agenda).getByText('02/11/2026')).toBeVisible();
  });

  it('regenerates only after confirmation', async () => {
    const api = installSignedInApi(organizationUser, {
      'GET /api/calendar_feeds': jsonResponse(200, collectionOf([organizationFeed])),
      'POST /api/calendar_feeds': jsonResponse(201, { ...organizationFeed, url: SECRET_URL }),
    });
    const app = await renderApp('/mon-compte');
    const agenda = await section();
    const regenerate = await within(agenda).findByRole('button', { name: /^Régénérer l’adresse/ });
    await app.user.click(regenerate);
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }),
    );
    expect(api.callsTo('POST', '/api/calendar_feeds')).toHaveLength(0);
    await app.user.click(regenerate);
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Régénérer' }),
    );
    expect(await within(agenda).findByLabelText('Adresse de l’agenda')).toHaveValue(SECRET_URL);
    expect(api.callsTo('POST', '/api/calendar_feeds')).toHaveLength(1);
  });

  it('revokes after confirmation and comes back to the empty state', async () => {
    const api = installSignedInApi(organizationUser, {
      'GET /api/calendar_feeds': [
        jsonResponse(200, collectionOf([organizationFeed])),
        jsonResponse(200, collectionOf([])),
      ],
      [`DELETE /api/calendar_feeds/${FEED_ID}`]: jsonResponse(204),
    });
    const app = await renderApp('/mon-compte');
    const agenda = await section();
    await app.user.click(
      await within(agenda).findByRole('button', { name: /^Révoquer l’adresse/ }),
    );
    const dialog = await screen.findByRole('dialog');
    // The modal fades in: its text is visible only once the transition ends.
    await waitFor(() =>
      expect(
        within(dialog).getByText(/ne recevront plus « Réservations de Club de basket »/),
      ).toBeVisible(),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Révoquer' }));
    expect(await within(agenda).findByText('Aucun agenda abonné pour l’instant.')).toBeVisible();
    expect(api.callsTo('DELETE', `/api/calendar_feeds/${FEED_ID}`)).toHaveLength(1);
  });

  it('lets staff follow a place of a facility they manage', async () => {
    const admin = createFacilityAdmin();
    const facility = admin.facilityMemberships[0]!.facility;
    const placeId = '00000000-0000-4000-8000-000000000b01';
    const api = installSignedInApi(admin, {
      'GET /api/calendar_feeds': jsonResponse(200, collectionOf([])),
      'GET /api/facilities': jsonResponse(
        200,
        collectionOf([{ id: facility.id, name: facility.name }]),
      ),
      'GET /api/places': jsonResponse(200, collectionOf([{ id: placeId, name: 'Gymnase' }])),
      'POST /api/calendar_feeds': jsonResponse(201, {
        ...organizationFeed,
        scope: 'place',
        target: {
          '@id': `/api/places/${placeId}`,
          id: placeId,
          name: 'Gymnase',
          facilityName: facility.name,
        },
        url: SECRET_URL,
      }),
    });
    const app = await renderApp('/mon-compte');
    const agenda = await section();
    await app.user.click(await within(agenda).findByRole('combobox', { name: 'Établissement' }));
    await app.user.click(await screen.findByRole('option', { name: facility.name, hidden: true }));
    await app.user.click(within(agenda).getByRole('combobox', { name: 'Espace' }));
    await app.user.click(await screen.findByRole('option', { name: 'Gymnase', hidden: true }));
    await app.user.click(within(agenda).getByRole('button', { name: 'Créer l’adresse' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/calendar_feeds')[0]?.body).toEqual({
        scope: 'place',
        target: `/api/places/${placeId}`,
      }),
    );
  });

  it('is not shown to an account that follows no booking', async () => {
    installSignedInApi(createAuthenticatedUser({ roles: ['ROLE_INSTITUTIONAL'] }));
    await renderApp('/mon-compte');
    expect(await screen.findByRole('heading', { name: 'Changer de mot de passe' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Agenda' })).not.toBeInTheDocument();
  });
});
