import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, installSignedInApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { collectionOf, createOrganizationUser } from '../../../test/factories.ts';
import { CAMPAIGN_ID, createCampaign } from '../../campaigns/test/campaign-factories.ts';
import {
  createOrganization,
  ORGANIZATION_ID,
} from '../../organizations/test/organization-factories.ts';

const standing = (title: string) => screen.findByRole('note', { name: title });

describe('home page of an organisation', () => {
  it('tells an association waiting for review where it stands, what comes next, with its menu', async () => {
    installSignedInApi(createOrganizationUser('to_review'));
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Club de basket' })).toBeVisible();
    const note = await standing('Votre inscription est en cours d’examen');
    expect(note).toHaveTextContent('Vous recevrez un e-mail dès leur décision.');
    expect(within(note).getByRole('link', { name: 'Rechercher un espace' })).toHaveAttribute(
      'href',
      '/recherche',
    );
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Réservez les gymnases/ })).toBeNull();
  });

  it('gives a non-compliant organisation the reason and the way to correct it', async () => {
    installSignedInApi(createOrganizationUser('non_compliant'), {
      [`GET /api/organizations/${ORGANIZATION_ID}`]: jsonResponse(
        200,
        createOrganization({ status: 'non_compliant', nonComplianceReason: 'Statuts illisibles.' }),
      ),
    });
    await renderApp('/');
    const note = await standing('Votre organisation a été jugée non conforme');
    expect(await within(note).findByText('Statuts illisibles.')).toBeVisible();
    expect(within(note).getByRole('link', { name: 'Corriger mon organisation' })).toHaveAttribute(
      'href',
      '/organisation/editer',
    );
  });

  it('gives a rejected organisation the reason and whom to write to', async () => {
    installSignedInApi(createOrganizationUser('rejected'), {
      [`GET /api/organizations/${ORGANIZATION_ID}`]: jsonResponse(
        200,
        createOrganization({ status: 'rejected', rejectionReason: 'Hors du champ du service.' }),
      ),
    });
    await renderApp('/');
    const note = await standing('Votre inscription a été rejetée');
    expect(await within(note).findByText('Hors du champ du service.')).toBeVisible();
    expect(within(note).getByRole('link', { name: 'contact@region.example' })).toBeVisible();
  });

  it('invites a validated organisation to file its wishes while a campaign is open', async () => {
    const open = createCampaign({
      _abilities: { open: false, allocate: false, fileWishes: true, publish: false },
    });
    const draft = createCampaign({
      id: CAMPAIGN_ID.replace(/1$/, '2'),
      name: 'Campagne 2028–2029',
    });
    installSignedInApi(createOrganizationUser('validated'), {
      'GET /api/campaigns': jsonResponse(200, collectionOf([open, draft])),
    });
    await renderApp('/');
    const banner = await screen.findByText(/est ouverte jusqu’au/);
    expect(banner).toHaveTextContent(
      'La campagne « Campagne 2027–2028 » est ouverte jusqu’au 31/03/2027 : déposer mes vœux',
    );
    expect(within(banner).getByRole('link', { name: 'déposer mes vœux' })).toHaveAttribute(
      'href',
      `/campagnes/${CAMPAIGN_ID}`,
    );
    expect(screen.queryByText(/Campagne 2028–2029/)).toBeNull();
  });

  it('keeps the hero for visitors', async () => {
    installFakeApi();
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Réservez les gymnases/ }),
    ).toBeVisible();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
