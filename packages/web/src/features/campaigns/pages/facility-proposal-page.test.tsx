import { CAMPAIGN_MESSAGES } from '@espaces/domain/campaign/campaign-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../../app/routes.ts';
import { collectionOf, createCentralUser, createFacilityAdmin } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, violationList } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  CAMPAIGN_ID,
  createCampaign,
  createPlaceSummary,
  createProposal,
  FACILITY_ID,
  OTHER_PLACE_ID,
  PLACE_ID,
  wishIdOf,
} from '../test/campaign-factories.ts';

const PAGE = `/campagnes/${CAMPAIGN_ID}/etablissements/${FACILITY_ID}`;
const PROPOSAL_PATH = `/api/campaigns/${CAMPAIGN_ID}/facilities/${FACILITY_ID}/proposal`;
const allocated = createCampaign({ status: 'allocated' });
/** Gymnase A opens on Tuesdays 18:00–19:00 in the first week of the period (07/09/2027). */
const tuesdayWindow = collectionOf([
  {
    '@id': '/api/time_slots/60000000-0000-4000-8000-000000000601',
    '@type': 'TimeSlot',
    id: '60000000-0000-4000-8000-000000000601',
    place: `/api/places/${PLACE_ID}`,
    startDate: '2027-09-07T16:00:00.000Z',
    endDate: '2027-09-07T17:00:00.000Z',
  },
]);
const places = collectionOf([
  createPlaceSummary(),
  createPlaceSummary(OTHER_PLACE_ID, 'Gymnase B'),
]);

describe('/campagnes/{id}/etablissements/{facilityId}', () => {
  it('shows the week of each place with its conflicts, then each wish with its outcome and explanation', async () => {
    installSignedInApi(createFacilityAdmin(), {
      [`GET /api/campaigns/${CAMPAIGN_ID}`]: jsonResponse(200, allocated),
      [`GET ${PROPOSAL_PATH}`]: jsonResponse(200, createProposal()),
      'GET /api/search/places': jsonResponse(200, places),
      [`GET /api/places/${PLACE_ID}/time_slots`]: jsonResponse(200, tuesdayWindow),
    });
    await renderApp(PAGE, ALL_ROUTES);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Proposition d’attribution – Lycée Jean Moulin',
      }),
    ).toBeVisible();
    const week = screen.getByRole('table', { name: 'Gymnase A' });
    // Only the days asked for: the week reads on a phone.
    expect(
      within(week)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Heure', 'Mardi']);
    const sixPm = within(week).getByRole('row', { name: /^18:00/ });
    expect(within(sixPm).getAllByRole('cell')[0]).toHaveTextContent(
      '2 vœux en conflitClub de basket',
    );
    // From 19:00 the place is closed.
    const sevenPm = within(week).getByRole('row', { name: /^19:00/ });
    await waitFor(() => expect(within(sevenPm).getAllByRole('cell')[0]).toHaveTextContent('Fermé'));
    expect(within(sixPm).getAllByRole('cell')[0]).not.toHaveTextContent('Fermé');

    const outcomes = screen.getByRole('table', {
      name: 'Vœux de l’établissement, leur résultat et sa raison',
    });
    const judo = within(outcomes).getByRole('row', { name: /Judo club/ });
    expect(judo).toHaveTextContent('Non attribué');
    expect(judo).toHaveTextContent(
      'Non attribué : créneau attribué à Club de basket (priorité renouvellement)',
    );
    expect(screen.queryByRole('button', { name: 'Publier' })).toBeNull();
  });

  it('filters the wishes by result, kept in the address', async () => {
    installSignedInApi(createFacilityAdmin(), {
      [`GET /api/campaigns/${CAMPAIGN_ID}`]: jsonResponse(200, allocated),
      [`GET ${PROPOSAL_PATH}`]: jsonResponse(200, createProposal()),
      'GET /api/search/places': jsonResponse(200, places),
    });
    const app = await renderApp(`${PAGE}?status=unmet`, ALL_ROUTES);
    const outcomes = await screen.findByRole('table', {
      name: 'Vœux de l’établissement, leur résultat et sa raison',
    });
    const rows = within(outcomes).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent(/^Judo club/);
    await app.user.type(
      screen.getByRole('searchbox', { name: 'Organisation ou activité' }),
      'tennis',
    );
    expect(await screen.findByText('Aucun vœu ne correspond à ces filtres.')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe(`${PAGE}?status=unmet&search=tennis`));
  });

  it('accepts the proposal once confirmed, and decides a wish with the refusal next to its field', async () => {
    const accepted = createProposal();
    accepted.outcomes = accepted.outcomes.map((outcome) => ({ ...outcome, decision: 'accepted' }));
    const api = installSignedInApi(createFacilityAdmin(), {
      [`GET /api/campaigns/${CAMPAIGN_ID}`]: jsonResponse(200, allocated),
      [`GET ${PROPOSAL_PATH}`]: jsonResponse(200, createProposal()),
      'GET /api/search/places': jsonResponse(200, places),
      [`POST ${PROPOSAL_PATH}/acceptance`]: jsonResponse(200, accepted),
      [`PUT /api/campaign_wishes/${wishIdOf(2)}/outcome`]: [
        violationList([
          { propertyPath: 'place', message: CAMPAIGN_MESSAGES.overrideTaken('Club de basket') },
        ]),
        jsonResponse(200, accepted),
      ],
    });
    const app = await renderApp(PAGE, ALL_ROUTES);
    await app.user.click(await screen.findByRole('button', { name: 'Accepter la proposition' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Accepter la proposition',
      }),
    );
    await waitFor(() => expect(api.callsTo('POST', `${PROPOSAL_PATH}/acceptance`)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Accepter la proposition' })).toBeNull(),
    );

    await app.user.click(
      screen.getByRole('button', { name: 'Décider le vœu n°\u00a01 de Judo club' }),
    );
    const form = await screen.findByRole('form', { name: 'Décider le vœu' });
    await app.user.click(within(form).getByLabelText(/^Décision/, { selector: 'input' }));
    await app.user.click(await screen.findByRole('option', { name: 'Attribué', hidden: true }));
    await app.user.click(within(form).getByRole('button', { name: 'Enregistrer la décision' }));
    await waitFor(() =>
      expect(
        within(form).getByLabelText(/^Espace attribué/, { selector: 'input' }),
      ).toHaveAccessibleDescription(CAMPAIGN_MESSAGES.overrideTaken('Club de basket')),
    );
    expect(api.callsTo('PUT', `/api/campaign_wishes/${wishIdOf(2)}/outcome`)[0]?.body).toEqual({
      status: 'allocated',
      place: expect.stringContaining('/api/places/'),
      startTime: '18:00',
      endTime: '20:00',
    });
  });

  it('gives central the facility’s publication, once confirmed', async () => {
    const api = installSignedInApi(createCentralUser(), {
      [`GET /api/campaigns/${CAMPAIGN_ID}`]: jsonResponse(200, allocated),
      [`GET ${PROPOSAL_PATH}`]: [
        jsonResponse(
          200,
          createProposal({ _abilities: { accept: false, override: false, publish: true } }),
        ),
        jsonResponse(
          200,
          createProposal({
            publishedAt: '2027-05-15T08:00:00.000Z',
            _abilities: { accept: false, override: false, publish: false },
          }),
        ),
      ],
      'GET /api/search/places': jsonResponse(200, places),
      [`POST /api/campaigns/${CAMPAIGN_ID}/publication`]: jsonResponse(200, allocated),
    });
    const app = await renderApp(PAGE, ALL_ROUTES);
    expect(await screen.findByRole('button', { name: 'Publier' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accepter la proposition' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Décider/ })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Publier' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publier' }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/campaigns/${CAMPAIGN_ID}/publication`)[0]?.body).toEqual({
        facilityId: FACILITY_ID,
      }),
    );
    expect(await screen.findByText('Publiée le 15/05/2027')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publier' })).toBeNull());
  });

  it('answers 404 to whom the server does not show the proposal', async () => {
    installSignedInApi(createFacilityAdmin(), {
      [`GET /api/campaigns/${CAMPAIGN_ID}`]: jsonResponse(200, allocated),
    });
    await renderApp(PAGE, ALL_ROUTES);
    expect(await screen.findByText(/n’existe pas ou plus/)).toBeVisible();
  });
});
