import type { AffectedBooking, Closure, FacilityClosures } from '@espaces/domain/api/closures';
import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFacilityAdmin, FACILITY_ID, TERRITORY_ID } from '../../../test/factories.ts';
import { jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createFacilityDetail, signedInApi } from '../test/facility-factories.ts';

/** Keeps the no-break spaces French typography needs in the compared text. */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const CLOSURES_URL = `/api/facilities/${FACILITY_ID}/closures`;
const BOOKING_ID = '00000000-0000-4000-8000-000000000711';
const CLOSURE_ID = '00000000-0000-4000-8000-000000000702';

function facilityClosures(overrides: Partial<FacilityClosures> = {}): FacilityClosures {
  return {
    '@type': 'FacilityClosures',
    facility: {
      '@id': `/api/facilities/${FACILITY_ID}`,
      id: FACILITY_ID,
      name: 'Lycée polyvalent des Canuts',
    },
    territory: { '@id': `/api/territories/${TERRITORY_ID}`, id: TERRITORY_ID, name: 'Rhône' },
    schoolZone: null,
    closedOnPublicHolidays: true,
    suggestedSchoolZone: 'A',
    schoolZones: ['A', 'B', 'C'],
    schoolYearsMissing: [],
    closures: [],
    upcomingClosedDays: [
      { from: '2027-03-29', to: '2027-03-29', reason: 'Jour férié\u00a0: lundi de Pâques' },
    ],
    _abilities: { createForFacility: true, createForTerritory: false, chooseCalendar: true },
    ...overrides,
  };
}

const closure: Closure = {
  '@id': `/api/closures/${CLOSURE_ID}`,
  '@type': 'Closure',
  id: CLOSURE_ID,
  scope: 'facility',
  facility: {
    '@id': `/api/facilities/${FACILITY_ID}`,
    id: FACILITY_ID,
    name: 'Lycée polyvalent des Canuts',
  },
  territory: null,
  from: '2027-06-14',
  to: '2027-06-18',
  kind: 'exams',
  label: 'Baccalauréat',
  createdAt: '2026-11-20T09:00:00+01:00',
  _abilities: { delete: true },
};

const affected: AffectedBooking = {
  '@id': `/api/bookings/${BOOKING_ID}`,
  id: BOOKING_ID,
  reference: 'RES-2027-000042',
  status: 'validated',
  organization: { id: '00000000-0000-4000-8000-000000000703', name: 'Club de volley de Bron' },
  place: { id: '00000000-0000-4000-8000-000000000704', name: 'Gymnase Jean Jaurès' },
  facility: { id: FACILITY_ID, name: 'Lycée polyvalent des Canuts' },
  closedSlots: [{ startDate: '2027-06-15T16:00:00.000Z', endDate: '2027-06-15T18:00:00.000Z' }],
};

function closuresApi(answers: Parameters<typeof signedInApi>[1] = {}) {
  return signedInApi(createFacilityAdmin(), {
    [`GET /api/facilities/${FACILITY_ID}`]: jsonResponse(200, createFacilityDetail()),
    'GET /api/places': jsonResponse(200, { 'hydra:member': [], 'hydra:totalItems': 0 }),
    ...answers,
  });
}

describe('closures of a facility', () => {
  it('shows the bookings on the closed days before saving, then links each to its amendment', async () => {
    const api = closuresApi({
      [`GET ${CLOSURES_URL}`]: [
        jsonResponse(200, facilityClosures()),
        jsonResponse(200, facilityClosures({ closures: [closure] })),
      ],
      'POST /api/closures/preview': jsonResponse(200, {
        '@type': 'ClosureImpact',
        affectedBookings: [affected],
      }),
      'POST /api/closures': jsonResponse(201, {
        '@type': 'ClosureCreated',
        closure,
        affectedBookings: [affected],
      }),
    });
    const app = await renderApp(`/etablissement/${FACILITY_ID}`);
    const section = await screen.findByRole('region', { name: 'Fermetures' });
    expect(await within(section).findByText('Aucune fermeture déclarée à venir.')).toBeVisible();
    expect(
      within(section).getByText('le 29/03/2027\u00a0: Jour férié\u00a0: lundi de Pâques', EXACT),
    ).toBeVisible();

    await app.user.click(
      within(section).getByLabelText(/Type de fermeture/, { selector: 'input' }),
    );
    await app.user.click(await screen.findByRole('option', { name: 'Examens', hidden: true }));
    await app.user.type(within(section).getByLabelText(/Libellé/), 'Baccalauréat');
    fireEvent.change(within(section).getByLabelText(/Premier jour fermé/), {
      target: { value: '14/06/2027' },
    });
    fireEvent.change(within(section).getByLabelText(/Dernier jour fermé/), {
      target: { value: '18/06/2027' },
    });
    await app.user.click(within(section).getByRole('button', { name: 'Déclarer la fermeture' }));

    const warning = await within(section).findByText(
      'Des réservations ont lieu pendant cette fermeture',
    );
    expect(warning).toBeVisible();
    expect(api.callsTo('POST', '/api/closures')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/closures/preview')[0]?.body).toEqual({
      facility: `/api/facilities/${FACILITY_ID}`,
      kind: 'exams',
      label: 'Baccalauréat',
      from: '2027-06-14',
      to: '2027-06-18',
    });
    expect(
      within(section).getByText('RES-2027-000042 · Club de volley de Bron · Gymnase Jean Jaurès'),
    ).toBeVisible();
    expect(within(section).getByText('15/06/2027 18:00 – 20:00')).toBeVisible();

    await app.user.click(within(section).getByRole('button', { name: 'Enregistrer la fermeture' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/closures')).toHaveLength(1));
    expect(
      await within(section).findByRole('link', {
        name: 'Annuler ces créneaux par avenant (RES-2027-000042)',
      }),
    ).toHaveAttribute('href', `/reservation/${BOOKING_ID}/avenant`);
    expect(await within(section).findByRole('cell', { name: 'Baccalauréat' })).toBeVisible();
    expect(
      within(section).getByRole('cell', { name: 'du 14/06/2027 au 18/06/2027' }),
    ).toBeVisible();
  });

  it('refuses a last day before the first without calling the server', async () => {
    const api = closuresApi({ [`GET ${CLOSURES_URL}`]: jsonResponse(200, facilityClosures()) });
    const app = await renderApp(`/etablissement/${FACILITY_ID}`);
    const section = await screen.findByRole('region', { name: 'Fermetures' });
    await app.user.type(await within(section).findByLabelText(/Libellé/), 'Travaux');
    fireEvent.change(within(section).getByLabelText(/Premier jour fermé/), {
      target: { value: '18/06/2027' },
    });
    fireEvent.change(within(section).getByLabelText(/Dernier jour fermé/), {
      target: { value: '14/06/2027' },
    });
    await app.user.click(within(section).getByRole('button', { name: 'Déclarer la fermeture' }));
    expect(
      await within(section).findByText(
        'Le dernier jour de fermeture doit être le premier jour ou après.',
      ),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/closures/preview')).toHaveLength(0);
  });

  it('deletes a closure only once confirmed', async () => {
    const api = closuresApi({
      [`GET ${CLOSURES_URL}`]: [
        jsonResponse(200, facilityClosures({ closures: [closure] })),
        jsonResponse(200, facilityClosures()),
      ],
      [`DELETE /api/closures/${CLOSURE_ID}`]: jsonResponse(204),
    });
    const app = await renderApp(`/etablissement/${FACILITY_ID}`);
    const section = await screen.findByRole('region', { name: 'Fermetures' });
    const remove = await within(section).findByRole('button', {
      name: 'Supprimer la fermeture Baccalauréat du 14/06/2027',
    });
    await app.user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette fermeture\u00a0?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.callsTo('DELETE', `/api/closures/${CLOSURE_ID}`)).toHaveLength(0);
    await app.user.click(remove);
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }),
    );
    expect(await within(section).findByText('Aucune fermeture déclarée à venir.')).toBeVisible();
    expect(api.callsTo('DELETE', `/api/closures/${CLOSURE_ID}`)).toHaveLength(1);
  });

  it('warns when the zone’s holidays are unknown and offers only the zones with a calendar', async () => {
    closuresApi({
      [`GET ${CLOSURES_URL}`]: jsonResponse(
        200,
        facilityClosures({ schoolZone: 'A', schoolYearsMissing: ['2026-2027', '2027-2028'] }),
      ),
    });
    const app = await renderApp(`/etablissement/${FACILITY_ID}`);
    const section = await screen.findByRole('region', { name: 'Fermetures' });
    expect(
      await within(section).findByText(
        'Les vacances scolaires de la zone A ne sont pas connues pour les années 2026-2027, 2027-2028\u00a0: ces jours-là ne ferment pas l’établissement. Le personnel régional peut importer le calendrier du ministère.',
        EXACT,
      ),
    ).toBeVisible();
    await app.user.click(
      within(section).getByLabelText(
        'L’établissement ferme pendant les vacances scolaires de la zone',
      ),
    );
    const options = (await screen.findAllByRole('option', { hidden: true })).map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['Aucune (ouvert pendant les vacances)', 'zone A', 'zone B', 'zone C']);
  });
});
