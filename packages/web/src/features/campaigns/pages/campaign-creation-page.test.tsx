import { CAMPAIGN_MESSAGES } from '@espaces/domain/campaign/campaign-messages';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../../app/routes.ts';
import {
  collectionOf,
  createCentralUser,
  createTerritoryAdmin,
  territories,
} from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, violationList } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  CAMPAIGN_ID,
  createCampaign,
  createPlaceSummary,
  TERRITORY_ID,
} from '../test/campaign-factories.ts';

async function fillDates(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const dates: [string, string][] = [
    ['Premier jour', '01/09/2027'],
    ['Dernier jour', '07/07/2028'],
    ['Ouverture', '01/03/2027'],
    ['Clôture', '31/03/2027'],
    ['Publication des attributions', '15/03/2027'],
  ];
  for (const [label, value] of dates) {
    await user.type(screen.getByRole('textbox', { name: label }), value);
  }
}

describe('/campagnes/nouvelle', () => {
  it('orders the priorities by keyboard, then shows the server’s refusal next to its field', async () => {
    const api = installSignedInApi(createCentralUser(), {
      'GET /api/territories': jsonResponse(200, territories),
      'GET /api/search/places': jsonResponse(200, collectionOf([createPlaceSummary()])),
      'POST /api/campaigns': [
        violationList([
          { propertyPath: 'publicationDate', message: CAMPAIGN_MESSAGES.publicationBeforeClosing },
        ]),
        jsonResponse(201, createCampaign({ status: 'draft' })),
      ],
      [`GET /api/campaigns/${CAMPAIGN_ID}`]: jsonResponse(200, createCampaign({ status: 'draft' })),
      'GET /api/campaigns': jsonResponse(200, collectionOf([])),
    });
    const app = await renderApp('/campagnes/nouvelle', ALL_ROUTES);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nouvelle campagne' }),
    ).toBeVisible();
    await app.user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Campagne 2027–2028');
    await fillDates(app.user);

    // The commune's organisations go first: focus its « Monter » button, press it twice.
    const priorities = screen.getByRole('list', { name: 'Priorités' });
    const local = '«\u00a0Organisation de la commune de l’établissement\u00a0»';
    within(priorities)
      .getByRole('button', { name: `Monter ${local}` })
      .focus();
    await app.user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(priorities).getByRole('button', { name: `Monter ${local}` })).toHaveFocus(),
    );
    await app.user.keyboard('{Enter}');
    // First now, it cannot go up: the focus moves to its other button.
    await waitFor(() =>
      expect(within(priorities).getByRole('button', { name: `Descendre ${local}` })).toHaveFocus(),
    );
    expect(
      screen.getByText(`${local} en position 1 sur 4.`, {
        normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
      }),
    ).toBeInTheDocument();
    // The last rule left out.
    await app.user.click(
      within(priorities).getByRole('checkbox', { name: 'Date de dépôt la plus ancienne' }),
    );

    await app.user.click(screen.getByRole('button', { name: 'Créer la campagne' }));
    const publication = screen.getByRole('textbox', { name: 'Publication des attributions' });
    await waitFor(() =>
      expect(publication).toHaveAccessibleDescription(CAMPAIGN_MESSAGES.publicationBeforeClosing),
    );
    expect(api.callsTo('POST', '/api/campaigns')[0]?.body).toEqual({
      name: 'Campagne 2027–2028',
      territory: null,
      useFrom: '2027-09-01',
      useTo: '2028-07-07',
      applicationsFrom: '2027-03-01',
      applicationsTo: '2027-03-31',
      publicationDate: '2027-03-15',
      priorities: ['localOrganization', 'renewal', 'youth'],
      wishesPerOrganization: 3,
    });

    await app.user.clear(publication);
    await app.user.type(publication, '15/05/2027');
    await app.user.click(screen.getByRole('button', { name: 'Créer la campagne' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campagne 2027–2028' }),
    ).toBeVisible();
    expect(app.location()).toBe(`/campagnes/${CAMPAIGN_ID}`);
  });

  it('creates a territory admin’s campaign for their territory', async () => {
    const api = installSignedInApi(createTerritoryAdmin(), {
      'GET /api/search/places': jsonResponse(200, collectionOf([createPlaceSummary()])),
      'POST /api/campaigns': jsonResponse(201, createCampaign({ status: 'draft' })),
      [`GET /api/campaigns/${CAMPAIGN_ID}`]: jsonResponse(200, createCampaign({ status: 'draft' })),
    });
    const app = await renderApp('/campagnes/nouvelle', ALL_ROUTES);
    const scope = await screen.findByLabelText(/^Périmètre/, { selector: 'input' });
    expect(scope).toHaveValue('Rhône');
    await app.user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Campagne 2027–2028');
    await fillDates(app.user);
    await app.user.click(screen.getByRole('button', { name: 'Créer la campagne' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/campaigns')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/campaigns')[0]?.body).toMatchObject({
      territory: `/api/territories/${TERRITORY_ID}`,
      priorities: ['renewal', 'youth', 'localOrganization', 'applicationDate'],
    });
  });
});
