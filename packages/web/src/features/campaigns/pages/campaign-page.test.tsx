import { CAMPAIGN_MESSAGES } from '@espaces/domain/campaign/campaign-messages';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../../app/routes.ts';
import {
  collectionOf,
  createCentralUser,
  createFacilityAdmin,
  createOrganizationUser,
} from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, violationList } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  CAMPAIGN_ID,
  createCampaign,
  createPlaceSummary,
  createWish,
  FACILITY_ID,
  PLACE_ID,
  wishIdOf,
} from '../test/campaign-factories.ts';

const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const CAMPAIGN_PATH = `/api/campaigns/${CAMPAIGN_ID}`;
const fileable = createCampaign({
  _abilities: { open: false, allocate: false, fileWishes: true, publish: false },
});
const CLOSURE_WARNING = 'L’établissement est fermé tous les mardis de la période.';

function organizationApi(wishes: ReturnType<typeof createWish>[], answers = {}) {
  return installSignedInApi(createOrganizationUser(), {
    [`GET ${CAMPAIGN_PATH}`]: jsonResponse(200, fileable),
    'GET /api/campaigns': jsonResponse(200, collectionOf([fileable])),
    [`GET ${CAMPAIGN_PATH}/wishes`]: jsonResponse(200, collectionOf(wishes)),
    'GET /api/search/places': jsonResponse(200, collectionOf([createPlaceSummary()])),
    ...answers,
  });
}

describe('/campagnes/{id}', () => {
  it('shows an organisation its wishes in order with their warnings, and reorders them by keyboard', async () => {
    const first = createWish(1);
    const second = createWish(2, { activity: 'Judo', warnings: [CLOSURE_WARNING] });
    const api = organizationApi([first, second], {
      [`PUT ${CAMPAIGN_PATH}/wish-order`]: jsonResponse(
        200,
        collectionOf([
          { ...second, rank: 1 },
          { ...first, rank: 2 },
        ]),
      ),
    });
    const app = await renderApp(`/campagnes/${CAMPAIGN_ID}`, ALL_ROUTES);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campagne 2027–2028' }),
    ).toBeVisible();
    expect(
      await screen.findByText('Dépôt des vœux ouvert jusqu’au 31/03/2027 inclus (heure de Paris).'),
    ).toBeVisible();
    const wishes = await screen.findByRole('region', { name: 'Mes vœux' });
    const items = await within(wishes).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Vœu 1 : Gymnase A · Lycée Jean Moulin');
    expect(items[0]).toHaveTextContent('Mardi 18:00–20:00, au moins 1 h 30');
    expect(within(items[1]!).getByText(CLOSURE_WARNING)).toBeVisible();

    within(wishes).getByRole('button', { name: 'Monter le vœu 2' }).focus();
    await app.user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.callsTo('PUT', `${CAMPAIGN_PATH}/wish-order`)[0]?.body).toEqual({
        wishes: [second['@id'], first['@id']],
      }),
    );
    await waitFor(() =>
      expect(within(wishes).getAllByRole('listitem')[0]).toHaveTextContent('Judo'),
    );
    // Now first, it cannot go up: the focus is on its other button.
    await waitFor(() =>
      expect(within(wishes).getByRole('button', { name: 'Descendre le vœu 1' })).toHaveFocus(),
    );
  });

  it('files a wish, showing the server’s refusal next to its field first', async () => {
    const filed = createWish(1, { warnings: [CLOSURE_WARNING] });
    const api = organizationApi([], {
      [`GET ${CAMPAIGN_PATH}/wishes`]: [
        jsonResponse(200, collectionOf([])),
        jsonResponse(200, collectionOf([filed])),
      ],
      [`POST ${CAMPAIGN_PATH}/wishes`]: [
        violationList([{ propertyPath: 'endTime', message: CAMPAIGN_MESSAGES.endBeforeStart }]),
        jsonResponse(201, filed),
      ],
    });
    const app = await renderApp(`/campagnes/${CAMPAIGN_ID}`, ALL_ROUTES);
    const wishes = await screen.findByRole('region', { name: 'Mes vœux' });
    expect(
      await within(wishes).findByText(
        'Aucun vœu pour l’instant\u00a0: ajoutez-en un ou renouvelez vos créneaux de l’an dernier.',
        EXACT,
      ),
    ).toBeVisible();

    await app.user.click(within(wishes).getByRole('button', { name: 'Ajouter un vœu' }));
    const form = await screen.findByRole('form', { name: 'Nouveau vœu' });
    await app.user.click(within(form).getByLabelText(/^Espace/, { selector: 'input' }));
    await app.user.click(
      await screen.findByRole('option', { name: 'Gymnase A · Lycée Jean Moulin', hidden: true }),
    );
    await app.user.click(within(form).getByLabelText(/^Jour/, { selector: 'input' }));
    await app.user.click(await screen.findByRole('option', { name: 'Mardi', hidden: true }));
    await app.user.type(within(form).getByRole('textbox', { name: 'Début' }), '20:00');
    await app.user.type(within(form).getByRole('textbox', { name: 'Fin' }), '18:00');
    await app.user.type(
      within(form).getByRole('textbox', { name: 'Nombre de participants' }),
      '24',
    );
    await app.user.type(within(form).getByRole('textbox', { name: 'Activité' }), 'Basket loisir');
    await app.user.click(within(form).getByRole('button', { name: 'Déposer le vœu' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Fin' })).toHaveAccessibleDescription(
        CAMPAIGN_MESSAGES.endBeforeStart,
      ),
    );
    expect(api.callsTo('POST', `${CAMPAIGN_PATH}/wishes`)[0]?.body).toEqual({
      place: `/api/places/${PLACE_ID}`,
      facility: null,
      placeType: null,
      weekDay: 2,
      startTime: '20:00',
      endTime: '18:00',
      minimumDuration: 60,
      participants: 24,
      activity: 'Basket loisir',
      youth: false,
    });

    const end = within(form).getByRole('textbox', { name: 'Fin' });
    await app.user.clear(end);
    await app.user.type(end, '22:00');
    await app.user.click(within(form).getByRole('button', { name: 'Déposer le vœu' }));
    await waitFor(() => expect(api.callsTo('POST', `${CAMPAIGN_PATH}/wishes`)).toHaveLength(2));
    expect(await within(wishes).findByText(CLOSURE_WARNING)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Nouveau vœu' })).toBeNull();
  });

  it('withdraws a wish once confirmed and renews last year’s slots', async () => {
    const wish = createWish(1);
    const renewal = createWish(1, { id: wishIdOf(5), renewal: true });
    const api = organizationApi([wish], {
      [`DELETE /api/campaign_wishes/${wish.id}`]: jsonResponse(204),
      [`POST ${CAMPAIGN_PATH}/renewals`]: jsonResponse(200, collectionOf([wish, renewal])),
    });
    const app = await renderApp(`/campagnes/${CAMPAIGN_ID}`, ALL_ROUTES);
    const wishes = await screen.findByRole('region', { name: 'Mes vœux' });
    await app.user.click(await within(wishes).findByRole('button', { name: 'Retirer le vœu 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Gymnase A · Lycée Jean Moulin');
    await app.user.click(within(dialog).getByRole('button', { name: 'Retirer le vœu' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', `/api/campaign_wishes/${wish.id}`)).toHaveLength(1),
    );

    await app.user.click(
      within(wishes).getByRole('button', { name: 'Renouveler mes créneaux de l’an dernier' }),
    );
    expect(await within(wishes).findByText('Renouvellement')).toBeVisible();
  });

  it('tells an organisation, once the window closed, when the next one opens', async () => {
    const closed = createCampaign({ status: 'closed' });
    const next = createCampaign({
      id: '60000000-0000-4000-8000-000000000009',
      name: 'Campagne 2028–2029',
      applicationsFrom: '2099-03-01',
      applicationsOpenAt: '2099-02-28T23:00:00.000Z',
    });
    installSignedInApi(createOrganizationUser(), {
      [`GET ${CAMPAIGN_PATH}`]: jsonResponse(200, closed),
      'GET /api/campaigns': jsonResponse(200, collectionOf([closed, next])),
      [`GET ${CAMPAIGN_PATH}/wishes`]: jsonResponse(
        200,
        collectionOf([createWish(1, { _abilities: { edit: false, delete: false } })]),
      ),
    });
    await renderApp(`/campagnes/${CAMPAIGN_ID}`, ALL_ROUTES);
    expect(
      await screen.findByText('Le dépôt des vœux est clos depuis la fin du 31/03/2027.'),
    ).toBeVisible();
    expect(
      await screen.findByText(
        'Prochaine période de dépôt\u00a0: «\u00a0Campagne 2028–2029\u00a0», à partir du 01/03/2099.',
        EXACT,
      ),
    ).toBeVisible();
    const wishes = await screen.findByRole('region', { name: 'Mes vœux' });
    expect(await within(wishes).findByText(/Gymnase A/)).toBeVisible();
    expect(within(wishes).queryByRole('button')).toBeNull();
  });

  it('lets central publish an allocated campaign and reach each facility’s proposal', async () => {
    const allocated = createCampaign({
      status: 'allocated',
      _abilities: { open: false, allocate: false, fileWishes: false, publish: true },
    });
    const published = {
      ...allocated,
      status: 'published',
      _abilities: { ...allocated._abilities, publish: false },
    };
    const api = installSignedInApi(createCentralUser(), {
      [`GET ${CAMPAIGN_PATH}`]: [jsonResponse(200, allocated), jsonResponse(200, published)],
      'GET /api/search/places': jsonResponse(200, collectionOf([createPlaceSummary()])),
      [`POST ${CAMPAIGN_PATH}/publication`]: jsonResponse(200, published),
    });
    const app = await renderApp(`/campagnes/${CAMPAIGN_ID}`, ALL_ROUTES);
    expect(await screen.findByRole('link', { name: 'Lycée Jean Moulin' })).toHaveAttribute(
      'href',
      `/campagnes/${CAMPAIGN_ID}/etablissements/${FACILITY_ID}`,
    );
    expect(screen.queryByRole('region', { name: 'Mes vœux' })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Publier toute la campagne' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publier' }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST', `${CAMPAIGN_PATH}/publication`)[0]?.body).toEqual({}),
    );
    expect(await screen.findByText('Publiée')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publier toute la campagne' })).toBeNull();
  });

  it('shows a facility admin the proposal of their facility, without managing the campaign', async () => {
    installSignedInApi(createFacilityAdmin(), {
      [`GET ${CAMPAIGN_PATH}`]: jsonResponse(200, createCampaign({ status: 'allocated' })),
      'GET /api/search/places': jsonResponse(200, collectionOf([createPlaceSummary()])),
    });
    await renderApp(`/campagnes/${CAMPAIGN_ID}`, ALL_ROUTES);
    expect(await screen.findByRole('link', { name: 'Lycée Jean Moulin' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publier toute la campagne' })).toBeNull();
  });

  it('answers 404 for a campaign the server does not show', async () => {
    installSignedInApi(createOrganizationUser(), {
      'GET /api/campaigns': jsonResponse(200, collectionOf([])),
    });
    await renderApp(`/campagnes/${CAMPAIGN_ID}`, ALL_ROUTES);
    expect(await screen.findByText(/n’existe pas ou plus/)).toBeVisible();
  });
});
