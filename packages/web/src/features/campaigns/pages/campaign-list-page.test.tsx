import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../../app/routes.ts';
import {
  collectionOf,
  createCentralUser,
  createFacilityAdmin,
  createOrganizationUser,
} from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, queriesTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CAMPAIGN_ID, createCampaign } from '../test/campaign-factories.ts';

const draft = createCampaign({
  status: 'draft',
  _abilities: { open: true, allocate: false, fileWishes: false, publish: false },
});
const closed = createCampaign({
  id: '60000000-0000-4000-8000-000000000002',
  name: 'Campagne 2026–2027',
  status: 'closed',
  territory: null,
  _abilities: { open: false, allocate: true, fileWishes: false, publish: false },
});

describe('/campagnes', () => {
  it('shows the campaigns with their scope, window and status', async () => {
    installSignedInApi(createOrganizationUser(), {
      'GET /api/campaigns': jsonResponse(200, collectionOf([createCampaign()])),
    });
    await renderApp('/campagnes', ALL_ROUTES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Campagnes' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Campagnes annuelles' });
    const row = within(table).getByRole('row', { name: /Campagne 2027–2028/ });
    expect(row).toHaveTextContent('Rhône');
    expect(row).toHaveTextContent('du 01/03/2027 au 31/03/2027');
    expect(row).toHaveTextContent('Ouverte aux vœux');
    expect(within(row).getByRole('link', { name: 'Campagne 2027–2028' })).toHaveAttribute(
      'href',
      `/campagnes/${CAMPAIGN_ID}`,
    );
    expect(screen.queryByRole('link', { name: 'Nouvelle campagne' })).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('says when there is no campaign yet', async () => {
    installSignedInApi(createFacilityAdmin(), {
      'GET /api/campaigns': jsonResponse(200, collectionOf([])),
    });
    await renderApp('/campagnes', ALL_ROUTES);
    expect(await screen.findByText('Aucune campagne pour l’instant.')).toBeVisible();
    expect(screen.getByText('0 campagne')).toBeVisible();
  });

  it('lets central create, open a draft and run an allocation, each once confirmed', async () => {
    const opened = {
      ...draft,
      status: 'open' as const,
      _abilities: { ...draft._abilities, open: false },
    };
    const api = installSignedInApi(createCentralUser(), {
      'GET /api/campaigns': jsonResponse(200, collectionOf([draft, closed], 45)),
      [`POST /api/campaigns/${CAMPAIGN_ID}/open`]: jsonResponse(200, opened),
      [`POST /api/campaigns/${closed.id}/allocation`]: jsonResponse(200, {
        '@type': 'CampaignAllocation',
        campaign: { ...closed, status: 'allocated' },
        wishes: 3,
        allocated: 1,
        partly: 1,
        unmet: 1,
      }),
    });
    const app = await renderApp('/campagnes', ALL_ROUTES);
    expect(await screen.findByRole('link', { name: 'Nouvelle campagne' })).toHaveAttribute(
      'href',
      '/campagnes/nouvelle',
    );
    const table = await screen.findByRole('table', { name: 'Campagnes annuelles' });
    expect(within(table).getByRole('row', { name: /Campagne 2026–2027/ })).toHaveTextContent(
      'Toute la région',
    );

    await app.user.click(within(table).getByRole('button', { name: 'Ouvrir' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Ouvrir «\u00a0Campagne 2027–2028\u00a0»\u00a0?',
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.callsTo('POST', `/api/campaigns/${CAMPAIGN_ID}/open`)).toHaveLength(0);

    await app.user.click(within(table).getByRole('button', { name: 'Ouvrir' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ouvrir la campagne' }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/campaigns/${CAMPAIGN_ID}/open`)).toHaveLength(1),
    );

    await app.user.click(within(table).getByRole('button', { name: 'Lancer l’attribution' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Lancer l’attribution',
      }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/campaigns/${closed.id}/allocation`)).toHaveLength(1),
    );

    await app.user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(app.location()).toBe('/campagnes?page=3'));
    await waitFor(() =>
      expect(queriesTo(api.fetchMock, '/api/campaigns').at(-1)?.get('page')).toBe('3'),
    );
  });
});
